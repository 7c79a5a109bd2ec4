import Testing
@testable import ModgenSpec

/// `ProcessEndHold`'s values: held for good once holding is on, freed as usual before.
@Suite struct ProcessEndHoldTests {
    /// Counts its own deinit.
    private final class Tracked: @unchecked Sendable {
        let freed: Freed

        init(_ freed: Freed) {
            self.freed = freed
        }

        deinit { freed.count += 1 }
    }

    private final class Freed: @unchecked Sendable {
        var count = 0
    }

    /// Keeps a fresh `Tracked` (and a struct holding another) in `values`, then lets go of them.
    private func keepTwo(in values: HeldValues, _ freed: Freed) {
        values.keep(Tracked(freed))
        values.keep([Tracked(freed)])
    }

    @Test func freesAsUsualWhileHoldingIsOff() {
        let freed = Freed()
        keepTwo(in: HeldValues(), freed)
        #expect(freed.count == 2)
    }

    @Test func holdsUntilTheEndOnceOn() {
        let freed = Freed()
        let values = HeldValues()
        values.enable()
        keepTwo(in: values, freed)
        #expect(freed.count == 0)
    }

    @Test func isOffInALibrary() {
        // Only `modgen`'s entry point turns it on: a process that links the stages (these
        // tests) frees what a load made.
        let freed = Freed()
        ProcessEndHold.keep(Tracked(freed))
        #expect(freed.count == 1)
    }
}

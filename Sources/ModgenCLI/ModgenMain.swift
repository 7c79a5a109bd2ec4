import ArgumentParser
import Foundation
import ModgenSpec

/// The program: a common `generate` or `validate` line runs at once (`QuickCommandLine`), every
/// other line goes through swift-argument-parser (`ModgenCommand.main`). Errors end the same way on both
/// roads: the parser's `exit(withError:)` prints them and picks the exit code.
public enum ModgenMain {
    public static func run(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) {
        let quick = QuickCommandLine.generateRequest(arguments)
        HugePageRelaunch.relaunchIfLarge(threshold: HugePageRelaunch.threshold(for: quick))
        ProcessEndHold.enable()
        if let request = quick {
            do { exit(holding: try request.run()) } catch { ModgenCommand.exit(withError: error) }
        }
        if let request = QuickCommandLine.validateRequest(arguments) {
            do { exit(holding: try request.run()) } catch { ModgenCommand.exit(withError: error) }
        }
        ModgenCommand.main(arguments)
    }

    /// Ends a successful run (status 0) while `values` are still held: freeing a large graph or
    /// report is work nobody waits for (the graph of the bench's 7 MB spec: ~70 M instructions).
    /// `exit` flushes standard output first. Held by `ProcessEndHold` (turned on here too, for
    /// a process that did not start in `run`), not `withExtendedLifetime`: nothing runs after
    /// `exit`, so the optimizer freed the values before calling it.
    static func exit<Values>(holding values: consuming Values) -> Never {
        ProcessEndHold.enable()
        ProcessEndHold.keep(values)
        Foundation.exit(0)
    }
}

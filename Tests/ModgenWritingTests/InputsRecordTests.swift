import Testing

@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenPlanning
@testable import ModgenWriting

/// `.modgen/inputs` reads back what it wrote and nothing else (a version 1 record, whose
/// state hash was FNV-1a's, included).
@Suite struct InputsRecordTests {
    let record = InputsRecord(
        fingerprint: PlanFingerprint(first: 0x0123_4567_89ab_cdef, second: 0xfedc_ba98_7654_3210),
        stateHash: ContentHash(value: 42))

    @Test func readsBackWhatItRendered() {
        #expect(record.rendered == "modgen inputs 2\nfingerprint 0123456789abcdeffedcba9876543210\nstate 000000000000002a\n")
        #expect(InputsRecord(Array(record.rendered.utf8)) == record)
    }

    @Test(arguments: [
        "", "modgen inputs 1\nfingerprint 0123456789abcdeffedcba9876543210\nstate 000000000000002a\n",
        "modgen inputs 3\nfingerprint 0123456789abcdeffedcba9876543210\nstate 000000000000002a\n",
        "modgen inputs 2\nfingerprint 0123456789abcdeffedcba987654321\nstate 000000000000002a\n",
        "modgen inputs 2\nfingerprint 0123456789abcdeffedcba9876543210\nstate 000000000000002a",
        "modgen inputs 2\nfingerprint 0123456789abcdeffedcba987654321x\nstate 000000000000002a\n",
        "modgen inputs 2\nstate 000000000000002a\nfingerprint 0123456789abcdeffedcba9876543210\n",
        "modgen inputs 2\nfingerprint 0123456789abcdeffedcba9876543210\nstate 000000000000002a\n\n",
    ])
    func anythingElseIsNoRecord(text: String) {
        #expect(InputsRecord(Array(text.utf8)) == nil)
    }
}

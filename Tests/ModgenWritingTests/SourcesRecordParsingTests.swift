import Foundation
import Testing
@testable import ModgenSpec
@testable import ModgenWriting

/// `.modgen/sources` is read back from disk: only exactly what `rendered` writes is a record.
@Suite struct SourcesRecordParsingTests {
    let record = SourcesRecord(
        fingerprint: PlanFingerprint(first: 1, second: 2), key: PlanFingerprint(first: 3, second: 0xffff_ffff_ffff_ffff),
        listing: SourcesListing(files: ["modules.yml", "specs/a b.yml"], environment: ["APP"], templatesPath: "Templates", sets: ["default", "house"]))

    @Test func aRenderedRecordReadsBackEqual() throws {
        let rendered = try #require(record.rendered)
        #expect(rendered == """
            modgen sources 1
            fingerprint 00000000000000010000000000000002
            key 0000000000000003ffffffffffffffff
            file modules.yml
            file specs/a b.yml
            env APP
            templates Templates
            set default
            set house

            """)
        #expect(SourcesRecord(Array(rendered.utf8)) == record)
        var bare = record
        bare.listing = SourcesListing(files: ["modules.yml"])
        #expect(SourcesRecord(Array(try #require(bare.rendered).utf8)) == bare)
    }

    /// Each case replaces one piece of a rendered record (label, piece, replacement).
    @Test(arguments: [
        ("another header", "sources 1", "sources 2"),
        ("a short hash", "key 0000000000000003", "key 000000000000003"),
        ("no file", "file modules.yml\nfile specs/a b.yml\n", ""),
        ("lines out of order", "env APP\ntemplates Templates\n", "templates Templates\nenv APP\n"),
        ("two templates lines", "templates Templates\n", "templates A\ntemplates B\n"),
        ("an empty name", "env APP\n", "env \n"),
        ("no final newline", "set house\n", "set house"),
        ("an unknown line", "set house\n", "set house\nmode fast\n"),
    ])
    func anythingElseIsNoRecord(_ label: String, piece: String, replacement: String) throws {
        let rendered = try #require(record.rendered)
        #expect(rendered.contains(piece), "\(label)")
        let forged = rendered.replacingOccurrences(of: piece, with: replacement)
        #expect(SourcesRecord(Array(forged.utf8)) == nil, "\(label)")
    }

    @Test func aNameNoLineCanHoldIsNotRecorded() {
        var broken = record
        broken.listing.files.append("two\nlines.yml")
        #expect(broken.rendered == nil)
    }

    /// Every length up to three words and every byte position changes the digest.
    @Test func theDigestSeesEveryByteAndTheLength() {
        var seen: Set<SpecFileDigest> = []
        for length in 0...24 {
            let zeros = [UInt8](repeating: 0, count: length)
            #expect(seen.insert(SpecFileDigest(zeros)).inserted, "length \(length)")
            for position in 0..<length {
                var flipped = zeros
                flipped[position] = 1
                #expect(seen.insert(SpecFileDigest(flipped)).inserted, "length \(length), byte \(position)")
            }
        }
        #expect(SpecFileDigest(Array("name: A\n".utf8)) == SpecFileDigest(Array("name: A\n".utf8)))
    }
}

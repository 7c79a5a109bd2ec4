import Foundation
import Testing

/// `generate --adopt` over manifests modgen did not write (its state is gone): one written
/// differently but meaning the same is taken over; one that means something else (a
/// dependency modgen would not declare) stays byte for byte, listed with the difference.
@Suite struct AdoptTests {
    @Test func equalInMeaningIsAdoptedTheRestIsListed() throws {
        let root = try Scratch.folder("adopt")
        let spec = root.appendingPathComponent("modules.yml")
        try FileManager.default.copyItem(at: Snapshot.examples.appendingPathComponent("Maps/modules.yml"), to: spec)
        #expect(try Modgen.run(["generate", "--spec", spec.path]).status == 0)
        try FileManager.default.removeItem(at: root.appendingPathComponent(".modgen"))

        let utils = root.appendingPathComponent("Packages/Core/Utils/Package.swift")
        let original = try String(contentsOf: utils, encoding: .utf8)
        var lines = original.components(separatedBy: "\n")
        lines[1] = "// Written by hand, indented by two."
        let handWritten = lines.map { $0.replacingOccurrences(of: "    ", with: "  ") }.joined(separator: "\n")
        try handWritten.write(to: utils, atomically: true, encoding: .utf8)

        let search = root.appendingPathComponent("Packages/Features/Search/Package.swift")
        let edited = try String(contentsOf: search, encoding: .utf8)
            .replacingOccurrences(of: "        .package(path: \"../SuggestInterface\"),\n", with: "        .package(path: \"../SuggestInterface\"),\n        .package(path: \"../DirectionsInterface\"),\n")
            .replacingOccurrences(of: "                .product(name: \"Utils\", package: \"Utils\"),\n            ]", with: "                .product(name: \"Utils\", package: \"Utils\"),\n                .product(name: \"DirectionsInterface\", package: \"DirectionsInterface\"),\n            ]")
        try edited.write(to: search, atomically: true, encoding: .utf8)

        let plain = try Modgen.run(["generate", "--spec", spec.path])
        #expect(plain.status == 1)
        #expect(plain.stdout.contains("refused 2"), "\(plain.stdout)")

        let adopted = try Modgen.run(["generate", "--spec", spec.path, "--adopt"])
        #expect(adopted.status == 1, "the manifest that differs is still refused")
        #expect(adopted.stdout.contains("adopted Packages/Core/Utils/Package.swift"), "\(adopted.stdout)")
        #expect(adopted.stderr.contains("Packages/Features/Search/Package.swift: warning: not adopted: it differs from what modgen would write: target Search: dependencies (missing [\"product DirectionsInterface of directionsinterface\"]"), "\(adopted.stderr)")
        #expect(try String(contentsOf: utils, encoding: .utf8) == original, "modgen's bytes replace the adopted manifest")
        #expect(try String(contentsOf: search, encoding: .utf8) == edited, "the differing manifest is untouched")

        let again = try Modgen.run(["generate", "--spec", spec.path])
        #expect(again.stdout.contains("refused 1"), "Utils is modgen's now: \(again.stdout)")
    }
}

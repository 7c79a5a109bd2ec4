import Foundation
import Testing

/// SwiftPM reads a macro module's targets from the single layout's root manifest too (the
/// packages layout's is read in KitchenSinkTests): `dump-package` resolves nothing, so no
/// swift-syntax build is needed here.
@Suite struct MacroPackageTests {
    @Test func theRootPackageHoldsTheMacrosTargets() throws {
        let folder = try Scratch.folder("macro-single")
        let spec = folder.appendingPathComponent("modules.yml")
        try Data("""
            name: Atlas
            options: { layout: single }
            packages:
              SwiftSyntax: { url: https://github.com/swiftlang/swift-syntax.git, from: 600.0.1 }
            modules:
              Stringify: { type: macro }
              Utils: { type: core, dependencies: [Stringify] }

            """.utf8).write(to: spec)
        let generate = try Modgen.run(["generate", "--spec", spec.path])
        #expect(generate.status == 0, "\(generate.stderr)")
        let dump = try ProcessRunner.runTool("swift", ["package", "dump-package", "--package-path", folder.path])
        #expect(dump.status == 0, "dump-package: \(dump.stderr)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let targets = manifest["targets"] as? [[String: Any]] ?? []
        let types = Dictionary(uniqueKeysWithValues: targets.compactMap { target in
            (target["name"] as? String).map { ($0, "\(target["type"] ?? "")") }
        })
        #expect(types == ["Stringify": "regular", "StringifyMacros": "macro", "StringifyTests": "test", "Utils": "regular", "UtilsTests": "test"])
        let utils = try #require(targets.first { $0["name"] as? String == "Utils" })
        let utilsDependencies = "\(utils["dependencies"] ?? "")"
        #expect(utilsDependencies.contains("Stringify"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources/StringifyMacros/StringifyMacro.swift").path))
    }
}

import Foundation
import Testing

/// `modgen check` end to end on Maps: a generated tree is clean; an implicit import is an
/// error at its line with the spec line to add it; `--fix` adds it and the tree is clean.
@Suite struct CheckCommandTests {
    /// Maps generated into a fresh folder with its spec beside it (the spec's folder is the output root).
    private func generatedMaps() throws -> URL {
        let folder = try Scratch.folder("check-maps")
        let spec = folder.appendingPathComponent("modules.yml")
        try Data(contentsOf: Snapshot.examples.appendingPathComponent("Maps/modules.yml")).write(to: spec)
        let generate = try Modgen.run(["generate", "--spec", spec.path])
        #expect(generate.status == 0, "\(generate.stderr)")
        return folder
    }

    private func insert(_ line: String, afterLine number: Int, in file: URL) throws {
        var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        lines.insert(line, at: number)
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    }

    @Test func implicitImportIsAnErrorAtItsLineAndFixDeclaresIt() throws {
        let maps = try generatedMaps()
        let clean = try Modgen.run(["check", "--spec", "modules.yml"], in: maps)
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(!clean.stderr.contains("error:"))

        let facade = "Packages/Features/Search/Sources/Search/SearchFacade.swift"
        try insert("import DirectionsInterface", afterLine: 1, in: maps.appendingPathComponent(facade))
        let failing = try Modgen.run(["check", "--spec", "modules.yml"], in: maps)
        #expect(failing.status == 1)
        let lines = failing.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains("\(facade):2:8: error: target 'Search' imports 'DirectionsInterface', which module 'Search' does not declare"))
        #expect(lines.contains("modules.yml:25:3: note: add 'DirectionsInterface' to the dependencies of 'Search' here"))

        let fix = try Modgen.run(["check", "--spec", "modules.yml", "--fix"], in: maps)
        #expect(fix.status == 0, "\(fix.stderr)")
        #expect(fix.stdout.contains("modules.yml: added 'DirectionsInterface' to the dependencies of 'Search'"))
        let spec = try String(contentsOf: maps.appendingPathComponent("modules.yml"), encoding: .utf8)
        #expect(spec.contains("    dependencies: [SuggestInterface, DirectionsInterface]      # another feature, through its interface\n"))

        let after = try Modgen.run(["check", "--spec", "modules.yml"], in: maps)
        #expect(after.status == 0, "\(after.stderr)")
        #expect(!after.stderr.contains("error:"))
        #expect(!after.stderr.contains("no file of target"), "--fix also removed the unused dependency: \(after.stderr)")
    }

    @Test func forbiddenAndIgnoredImportsAndJSON() throws {
        let maps = try generatedMaps()
        let facade = "Packages/Features/Search/Sources/Search/SearchFacade.swift"
        try insert("@testable import Suggest\nimport Directions // modgen:ignore\nlet s = \"import Directions\"", afterLine: 1, in: maps.appendingPathComponent(facade))
        let result = try Modgen.run(["check", "--spec", "modules.yml"], in: maps)
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(facade):2:18: error: feature module 'Search' cannot depend on feature module 'Suggest': import 'SuggestInterface' instead"))
        #expect(!result.stderr.contains("'Directions'"))

        let json = try Modgen.run(["check", "--spec", "modules.yml", "--format", "json"], in: maps)
        #expect(json.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let diagnostics = try #require(object?["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["kind"] as? String } == ["forbidden", "unused"])
        #expect(diagnostics.first?["line"] as? Int == 2)
        let again = try Modgen.run(["check", "--spec", "modules.yml", "--format", "json"], in: maps)
        #expect(again.stdout == json.stdout)

        // A forbidden import is not "fixed": the spec keeps its rules.
        let fix = try Modgen.run(["check", "--spec", "modules.yml", "--fix"], in: maps)
        #expect(fix.status == 1)
        let spec = try String(contentsOf: maps.appendingPathComponent("modules.yml"), encoding: .utf8)
        #expect(spec.contains("    dependencies: [SuggestInterface]      # another feature, through its interface\n"))
    }
}

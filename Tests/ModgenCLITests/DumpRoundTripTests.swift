import Foundation
import Testing

/// `modgen dump --type yaml` is itself a spec of the same graph, for every example: `validate`
/// accepts it, its own dump is the same bytes (a fixpoint), and generating it writes the same
/// tree as generating the original. Both specs are named `modules.yml` in their output folder,
/// so the generated headers name them alike.
@Suite struct DumpRoundTripTests {
    static let examples: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Snapshot.examples.path)) ?? []
        return names.filter { FileManager.default.fileExists(atPath: Snapshot.examples.appendingPathComponent("\($0)/modules.yml").path) }.sorted()
    }()

    @Test func everyExampleIsDumped() {
        #expect(Self.examples.contains("KitchenSink") && Self.examples.count >= 4, "\(Self.examples)")
    }

    @Test(arguments: examples) func theDumpIsASpecOfTheSameGraph(example: String) throws {
        let original = try Scratch.folder("dump-original-\(example)")
        try FileManager.default.copyItem(
            at: Snapshot.examples.appendingPathComponent("\(example)/modules.yml"), to: original.appendingPathComponent("modules.yml"))
        try Self.assertRoundTrip(original, label: example)
    }

    /// What the examples do not show: an include, `${VAR}`, module templates, `rules:`, a
    /// condition written on an edge modgen adds anyway, settings keys in another order than
    /// the decoder's, the single layout with a `path:`.
    @Test func includesTemplatesRulesAndConditionsResolveAlike() throws {
        let original = try Scratch.folder("dump-original-snippet")
        try Data("""
            modules:
              Storage: { type: core, dependencies: [Log] }
              Log: { type: core, dependencies: [CommonTypes] }
              CommonTypes: { type: interface }

            """.utf8).write(to: original.appendingPathComponent("core.yml"))
        try Data("""
            name: Snippet
            include: [core.yml]
            options:
              layout: single
              interfaceNaming: "{name}API"
            moduleTemplates:
              Screen:
                type: feature
                swiftSettings:
                  upcomingFeatures: [ExistentialAny]
                  defines: ["${name}_SCREEN", { value: "${FLAVOUR:-beta}", condition: { configuration: debug } }]
            modules:
              Search:
                templates: [Screen]
                path: Code/Search
                dependencies: [Storage, { module: SearchAPI, condition: { platforms: [iOS] } }]
                interfaceDependencies: [Log]
              SearchDeps: { type: deps, serves: [Search], dependencies: [Storage] }
              App: { type: app, dependencies: [Search, SearchDeps] }
            rules:                       # Log (core) on CommonTypes (interface)
              core: [core, interface]

            """.utf8).write(to: original.appendingPathComponent("modules.yml"))
        let dump = try Self.assertRoundTrip(original, label: "snippet")
        #expect(dump.contains("    dependencies:\n      - module: SearchAPI\n        condition:\n          platforms:\n            - iOS\n      - Storage\n"))
        #expect(dump.contains("rules:\n  core:\n    - interface\n    - core\n"))
        #expect(dump.contains("        - Search_SCREEN\n        - value: beta\n"))
        #expect(!dump.contains("SearchAPI:") && !dump.contains("include") && !dump.contains("templates"))
    }

    /// Dumps `original/modules.yml` into a second folder as `modules.yml` and checks the dump:
    /// valid, a fixpoint, the same JSON, the same generated tree. Returns the YAML dump.
    @discardableResult
    static func assertRoundTrip(_ original: URL, label: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let dumped = try Scratch.folder("dump-dumped-\(label)")
        let first = try Modgen.run(["dump", "--spec", original.appendingPathComponent("modules.yml").path, "--type", "yaml"])
        #expect(first.status == 0, "\(first.stderr)", sourceLocation: sourceLocation)
        try Data(first.stdout.utf8).write(to: dumped.appendingPathComponent("modules.yml"))

        let validate = try Modgen.run(["validate", "--spec", dumped.appendingPathComponent("modules.yml").path])
        #expect(validate.status == 0 && validate.stderr.isEmpty, "validate refuses the dump of \(label):\n\(validate.stderr)\n\(first.stdout)", sourceLocation: sourceLocation)
        let second = try Modgen.run(["dump", "--spec", dumped.appendingPathComponent("modules.yml").path, "--type", "yaml"])
        #expect(second.stdout == first.stdout, "the dump of the dump of \(label) differs", sourceLocation: sourceLocation)
        let json = try Modgen.run(["dump", "--spec", dumped.appendingPathComponent("modules.yml").path, "--type", "json"])
        let originalJSON = try Modgen.run(["dump", "--spec", original.appendingPathComponent("modules.yml").path, "--type", "json"])
        #expect(json.status == 0 && json.stdout == originalJSON.stdout, sourceLocation: sourceLocation)

        for folder in [original, dumped] {
            let result = try Modgen.run(["generate", "--spec", folder.appendingPathComponent("modules.yml").path])
            #expect(result.status == 0, "generate \(folder.lastPathComponent): \(result.stderr)", sourceLocation: sourceLocation)
        }
        let specs: Set<String> = ["modules.yml", "core.yml"]
        let originalFiles = try TreeSnapshot.files(in: original).filter { !specs.contains($0) }
        let dumpedFiles = try TreeSnapshot.files(in: dumped).filter { !specs.contains($0) }
        #expect(originalFiles == dumpedFiles, sourceLocation: sourceLocation)
        #expect(originalFiles.contains(".modgen/state"), sourceLocation: sourceLocation)
        let differing = try originalFiles.filter { path in
            try Data(contentsOf: original.appendingPathComponent(path)) != Data(contentsOf: dumped.appendingPathComponent(path))
        }
        let shown = try differing.prefix(3).map {
            try TreeSnapshot.unifiedDiff(original.appendingPathComponent($0), dumped.appendingPathComponent($0), label: $0)
        }
        #expect(differing.isEmpty, "\(differing.count) file(s) differ:\n\(shown.joined(separator: "\n"))", sourceLocation: sourceLocation)
        return first.stdout
    }
}

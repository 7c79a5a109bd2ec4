import Foundation
import Testing

/// `modgen rename` as a user runs it, on Maps: the spec, the folders, the imports, and a tree
/// that builds with no hand edit; a dry run that changes nothing; a rerun after an
/// interruption that finishes the job; refusals that change nothing.
@Suite struct RenameCommandTests {
    /// Maps generated into a fresh folder with its spec inside it (the rename edits the spec).
    private func maps() throws -> URL {
        let root = try Scratch.folder("rename")
        let spec = root.appendingPathComponent("modules.yml")
        try FileManager.default.copyItem(at: Snapshot.examples.appendingPathComponent("Maps/modules.yml"), to: spec)
        let generated = try Modgen.run(["generate", "--spec", spec.path])
        #expect(generated.status == 0, "\(generated.stderr)")
        return root
    }

    private func text(_ root: URL, _ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    private func exists(_ root: URL, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    @Test func renamesSpecFoldersAndImportsAndTheAppBuilds() throws {
        let root = try maps()
        let spec = root.appendingPathComponent("modules.yml").path
        let result = try Modgen.run(["rename", "Search", "Find", "--spec", spec])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")

        let renamed = try text(root, "modules.yml")
        #expect(renamed.contains("dependencies: [Find, Directions, Suggest, SearchDeps, DirectionsDeps, CommonDeps]"))
        #expect(renamed.contains("\n  Find:\n    templates: [MapsFeature]\n    dependencies: [SuggestInterface]      # another feature, through its interface\n"))
        #expect(renamed.contains("serves: [Find]"))
        #expect(renamed.contains("SearchDeps:"), "a module that only starts with the name keeps it")

        for gone in ["Packages/Features/Search", "Packages/Features/SearchInterface", "Apps/SearchExample"] {
            #expect(!exists(root, gone), "\(gone) is still there")
        }
        for moved in [
            "Packages/Features/Find/Sources/Find/FindFacade.swift",
            "Packages/Features/Find/Tests/FindTests/FindFacadeTests.swift",
            "Packages/Features/FindInterface/Sources/FindInterface/FindInterface.swift",
            "Apps/FindExample/FindExample/FindExampleApp.swift",
        ] {
            #expect(exists(root, moved), "\(moved) is missing")
        }
        #expect(try text(root, "Packages/App/MapsApp/Sources/MapsAppKit/CompositionRoot.swift").contains("import Find\n"))
        #expect(try text(root, "Packages/Deps/SearchDeps/Sources/SearchDeps/SearchDeps.swift").contains("import FindInterface\n"))
        #expect(try text(root, "Apps/FindExample/FindExample/FindExampleApp.swift").contains("import FindExampleKit\n"))
        #expect(try text(root, "Packages/Features/Find/Package.swift").contains("name: \"Find\""))

        let build = try Modgen.swift("build", package: root.appendingPathComponent("Packages/App/MapsApp"))
        #expect(build.status == 0, "swift build of MapsApp after the rename:\n\(build.stdout)\n\(build.stderr)")

        let again = try Modgen.run(["rename", "Search", "Find", "--spec", spec])
        #expect(again.status == 0, "a second run finds the work done: \(again.stderr)")
        #expect(again.stdout.contains("created 0, updated 0"), "\(again.stdout)")
    }

    @Test func dryRunChangesNothing() throws {
        let root = try maps()
        let spec = root.appendingPathComponent("modules.yml").path
        let before = try text(root, "modules.yml")
        let result = try Modgen.run(["rename", "Search", "Find", "--spec", spec, "--dry-run"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("would edit \(spec):25:3: Search -> Find"), "\(result.stdout)")
        #expect(result.stdout.contains("would move Packages/Features/Search -> Packages/Features/Find"), "\(result.stdout)")
        #expect(try text(root, "modules.yml") == before)
        #expect(exists(root, "Packages/Features/Search/Sources/Search/SearchFacade.swift"))
    }

    /// Killed after the spec was written: the rerun finds the spec renamed and does the rest.
    @Test func rerunAfterTheSpecWasRenamedFinishes() throws {
        let root = try maps()
        let specURL = root.appendingPathComponent("modules.yml")
        let original = try text(root, "modules.yml")
        let renamedSpec = original
            .replacingOccurrences(of: "[Search, Directions", with: "[Find, Directions")
            .replacingOccurrences(of: "\n  Search:\n", with: "\n  Find:\n")
            .replacingOccurrences(of: "serves: [Search]", with: "serves: [Find]")
        try renamedSpec.write(to: specURL, atomically: true, encoding: .utf8)
        let result = try Modgen.run(["rename", "Search", "Find", "--spec", specURL.path])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(!exists(root, "Packages/Features/Search"))
        #expect(exists(root, "Packages/Features/Find/Sources/Find/FindFacade.swift"))
        #expect(try text(root, "Packages/App/MapsApp/Sources/MapsAppKit/CompositionRoot.swift").contains("import Find\n"))
    }

    @Test func refusalsChangeNothing() throws {
        let root = try maps()
        let spec = root.appendingPathComponent("modules.yml").path
        let before = try text(root, "modules.yml")
        let taken = try Modgen.run(["rename", "Search", "Directions", "--spec", spec])
        #expect(taken.status != 0)
        #expect(taken.stderr.contains("a module named 'Directions' already exists"), "\(taken.stderr)")
        let unknown = try Modgen.run(["rename", "Serch", "Find", "--spec", spec])
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("no module 'Serch' in the spec; did you mean 'Search'?"), "\(unknown.stderr)")
        let invalid = try Modgen.run(["rename", "Search", "Find-It", "--spec", spec])
        #expect(invalid.status != 0)
        #expect(invalid.stderr.contains("'Find-It' is not a Swift identifier"), "\(invalid.stderr)")
        #expect(try text(root, "modules.yml") == before)
        #expect(exists(root, "Packages/Features/Search/Sources/Search/SearchFacade.swift"))
    }

    @Test func referencesInIncludedFilesAreRenamed() throws {
        let root = try Scratch.folder("rename-include")
        try "name: Inc\ninclude: [features.yml]\nmodules:\n  App:\n    type: app\n    dependencies: [Search]\n"
            .write(to: root.appendingPathComponent("modules.yml"), atomically: true, encoding: .utf8)
        try "modules:\n  # the search feature\n  Search:\n    type: feature\n  Home:\n    type: feature\n    dependencies: [SearchInterface]\n"
            .write(to: root.appendingPathComponent("features.yml"), atomically: true, encoding: .utf8)
        let spec = root.appendingPathComponent("modules.yml").path
        #expect(try Modgen.run(["generate", "--spec", spec]).status == 0)
        let result = try Modgen.run(["rename", "Search", "Find", "--spec", spec])
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
        #expect(try text(root, "modules.yml").hasSuffix("    dependencies: [Find]\n"))
        #expect(try text(root, "features.yml") == "modules:\n  # the search feature\n  Find:\n    type: feature\n  Home:\n    type: feature\n    dependencies: [FindInterface]\n")
        #expect(exists(root, "Packages/Features/FindInterface/Package.swift"))
        #expect(!exists(root, "Packages/Features/Search"))
    }
}

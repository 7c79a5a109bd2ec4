import Foundation
import ModgenPipeline
import ModgenWriting
import Testing

@testable import ModgenCLI

/// `.modgen/sources`: a `generate` whose spec files, environment and template sets are those
/// the last clean run loaded skips loading the spec (`unchangedWithoutLoading`); a change to any
/// of them (an included file, a variable `${...}` reads, a template, a set found elsewhere)
/// loads the spec again and regenerates what it changes. Each test runs the built `modgen`
/// as a user would, and asks the pipeline whether the next run would skip loading.
@Suite struct SourcesRecordTests {
    /// A spec that includes a file and reads a variable, in a scratch folder.
    final class Project {
        let folder: URL
        var spec: String { folder.appendingPathComponent("modules.yml").path }

        init(warning: Bool = false) throws {
            folder = try Scratch.folder("sources-record")
            let unused = warning ? "packages:\n  Log:\n    url: https://github.com/apple/swift-log.git\n    from: \"1.5.0\"\n" : ""
            try write("modules.yml", """
                name: Shop
                include: [features.yml]
                options:
                  swiftToolsVersion: "${SHOP_TOOLS:-5.9}"
                  platforms: { iOS: "16.0" }
                  templatesPath: Templates
                \(unused)modules:
                  Core:
                    type: core

                """)
            try write("features.yml", "modules:\n  Search:\n    type: feature\n    dependencies: [Core]\n")
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        func url(_ relative: String) -> URL { folder.appendingPathComponent(relative) }

        func write(_ relative: String, _ text: String) throws {
            try Data(text.utf8).write(to: url(relative))
        }

        func read(_ relative: String) throws -> String {
            try String(contentsOf: url(relative), encoding: .utf8)
        }

        /// `modgen generate` (and `extra`) with `environment` added to this process's.
        func generate(_ extra: [String] = [], environment: [String: String] = [:]) throws -> ProcessResult {
            var variables = ProcessInfo.processInfo.environment
            variables.merge(environment) { $1 }
            return try ProcessRunner.run(
                try BuiltProduct.url("modgen"), ["generate", "--spec", spec] + extra, environment: variables)
        }

        /// Whether a `generate` now, with `environment`, would find the tree unchanged without
        /// loading the spec.
        func skipsLoading(environment: [String: String] = [:]) throws -> Bool {
            let context = RunContext(specPath: spec, environment: environment, version: ModgenVersion.current)
            let pipeline = GeneratorPipeline(context: context)
            let check = pipeline.startGenerating()
            defer { check.abandon() }
            return try pipeline.unchangedWithoutLoading(check) != nil
        }
    }

    let manifest = "Packages/Features/Search/Package.swift"

    @Test func theRecordListsWhatTheLoadRead() throws {
        let project = try Project()
        #expect(try project.generate().status == 0)
        let lines = try project.read(".modgen/sources").split(separator: "\n").map(String.init)
        #expect(lines.first == "modgen sources 1")
        #expect(lines.dropFirst(3) == ["file \(project.spec)", "file \(project.folder.path)/features.yml", "env SHOP_TOOLS", "templates Templates", "set default"])
        let fingerprint = try project.read(".modgen/inputs").split(separator: "\n")[1]
        #expect(lines[1] == fingerprint, "the fingerprint of .modgen/inputs")
        #expect(try project.skipsLoading())
    }

    @Test func anEditedIncludeIsLoaded() throws {
        let project = try Project()
        _ = try project.generate()
        try project.write("features.yml", "modules:\n  Search:\n    type: feature\n    dependencies: [Core]\n    resources: [Assets]\n")
        #expect(try !project.skipsLoading())
        let run = try project.generate()
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("updated 1,"), "\(run.stdout)")
        #expect(try project.read(manifest).contains("Assets"))
        #expect(try project.skipsLoading())
    }

    @Test func aChangedVariableIsLoaded() throws {
        let project = try Project()
        _ = try project.generate()
        #expect(try project.skipsLoading(environment: ["SHOP_TOOLS": "5.9"]) == false, "set now, unset then")
        let run = try project.generate(environment: ["SHOP_TOOLS": "5.10"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try project.read(manifest).hasPrefix("// swift-tools-version:5.10"))
        #expect(try project.skipsLoading(environment: ["SHOP_TOOLS": "5.10"]))
        #expect(try !project.skipsLoading(environment: ["SHOP_TOOLS": "5.9"]))
        #expect(try !project.skipsLoading())
    }

    /// The set's folder is part of the key: a set of the same name that appears earlier on the
    /// search path (here at the spec's `templatesPath`), then an edit inside it, are loaded.
    @Test func aTemplateSetFoundElsewhereOrEditedIsLoaded() throws {
        let project = try Project()
        _ = try project.generate()
        let source = Snapshot.examples.deletingLastPathComponent().appendingPathComponent("Templates/default")
        try FileManager.default.createDirectory(at: project.url("Templates"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: project.url("Templates/default"))
        #expect(try !project.skipsLoading())
        #expect(try project.generate().status == 0)
        #expect(try project.skipsLoading())
        let partial = project.url("Templates/default/partials/info.stencil")
        try Data(("{# house style #}\n" + String(contentsOf: partial, encoding: .utf8)).utf8).write(to: partial)
        #expect(try !project.skipsLoading())
    }

    /// A load with a warning records nothing, so every run loads and prints it.
    @Test func aSpecWithAWarningIsAlwaysLoaded() throws {
        let project = try Project(warning: true)
        for _ in 0..<2 {
            let run = try project.generate()
            #expect(run.status == 0)
            #expect(run.stderr.contains("warning: package 'Log' is never used"), "\(run.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: project.url(".modgen/sources").path))
        #expect(try !project.skipsLoading())
    }

    /// An edit that changes no plan (a comment) loads once; the run finds the tree unchanged and
    /// records the new sources (not `--check`, which writes nothing), and the next run skips.
    @Test func aCommentEditIsRecordedByTheRunThatLoadsIt() throws {
        let project = try Project()
        _ = try project.generate()
        let record = try project.read(".modgen/sources")
        try project.write("modules.yml", try project.read("modules.yml") + "# reviewed\n")
        #expect(try !project.skipsLoading())
        let check = try project.generate(["--check"])
        #expect(check.status == 0 && check.stdout.hasPrefix("check: created 0, updated 0, unchanged"))
        #expect(try project.read(".modgen/sources") == record)
        let run = try project.generate()
        #expect(run.stdout.hasPrefix("created 0, updated 0, unchanged"))
        #expect(try project.read(".modgen/sources") != record)
        #expect(try project.skipsLoading())
    }

    /// The record is read back from disk and trusted no further than it can be checked: a record
    /// naming another spec first, or a pipe (which a read would wait on forever), or cut short,
    /// is no record; the run loads the spec and ends as a full run does.
    @Test(arguments: ["another spec", "a pipe", "cut short"])
    func aForgedRecordIsNoRecord(forgery: String) throws {
        let project = try Project()
        _ = try project.generate()
        let path = project.url(".modgen/sources")
        let record = try project.read(".modgen/sources")
        switch forgery {
        case "another spec":
            try project.write("other.yml", try project.read("modules.yml"))
            try Data(record.replacingOccurrences(of: "file \(project.spec)\n", with: "file \(project.folder.path)/other.yml\n").utf8).write(to: path)
        case "a pipe":
            #expect(mkfifo(project.url("pipe.yml").path, 0o600) == 0)
            try Data(record.replacingOccurrences(of: "/features.yml\n", with: "/pipe.yml\n").utf8).write(to: path)
        default:
            try Data(record.prefix(40).utf8).write(to: path)
        }
        #expect(try !project.skipsLoading())
        let run = try project.generate()
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("created 0, updated 0, unchanged"), "\(run.stdout)")
        #expect(try project.skipsLoading(), "the run that loaded recorded the sources again")
    }
}

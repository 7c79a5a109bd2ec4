import Foundation
import ModgenGraph
import ModgenSpec

/// Writes a spec (and any files it includes) into a fresh temporary folder, loads it, and
/// gives the diagnostics as printed, with the folder's path taken out: `modules.yml:3:5: ...`.
public struct SpecSnippet {
    public let folder: URL

    public init(files: [String: String] = [:]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("modgen-spec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try write(text, to: name) }
    }

    public func write(_ text: String, to name: String) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    public func load(_ name: String = "modules.yml", environment: [String: String] = [:]) -> SpecLoadResult {
        SpecLoadResult.load(SpecSource(path: folder.appendingPathComponent(name).path), environment: environment)
    }

    public func lines(_ result: SpecLoadResult) -> [String] {
        result.diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
    }

    public func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The diagnostic lines of `yaml` loaded as `modules.yml`.
    public static func diagnostics(_ yaml: String, environment: [String: String] = [:]) throws -> [String] {
        let snippet = try SpecSnippet(files: ["modules.yml": yaml])
        defer { snippet.remove() }
        return snippet.lines(snippet.load(environment: environment))
    }

    /// The diagnostic lines of a spec named Atlas with these `modules:` entries (indented two
    /// spaces), `head` (top-level keys) before them: `modules.yml:3:3` is the first entry.
    public static func moduleDiagnostics(_ modules: String, head: String = "") throws -> [String] {
        try diagnostics("name: Atlas\n\(head)modules:\n\(modules)\n")
    }

    /// The graph of `yaml`, recording the diagnostics when there is none.
    public static func graph(_ yaml: String, environment: [String: String] = [:]) throws -> ModuleGraph? {
        let snippet = try SpecSnippet(files: ["modules.yml": yaml])
        defer { snippet.remove() }
        let result = snippet.load(environment: environment)
        if result.graph == nil { print(snippet.lines(result).joined(separator: "\n")) }
        return result.graph
    }
}

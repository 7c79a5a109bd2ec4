import Foundation
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph

/// One input of Tests/Fuzz (a seed or a regression), loaded the way the fuzz target loads it:
/// its bytes stand for `modules.yml` in Tests/Fuzz/home. Its `.expected` file beside it holds
/// the diagnostics, one per line, with the home folder taken out of paths.
struct FuzzInput {
    static let fuzzFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz")
    static let home = fuzzFolder.appendingPathComponent("home")
    static let environment = ["HOME": "/home/fuzz", "FUZZ": "true", "EMPTY": ""]

    let url: URL

    /// The `.yml` inputs of Tests/Fuzz/`folder`, sorted by name.
    static func all(in folder: String) -> [FuzzInput] {
        let directory = fuzzFolder.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".yml") }.sorted().map { FuzzInput(url: directory.appendingPathComponent($0)) }
    }

    var name: String { url.lastPathComponent }
    var expectedURL: URL { url.deletingPathExtension().appendingPathExtension("expected") }

    func load() throws -> SpecLoadResult {
        let bytes = [UInt8](try Data(contentsOf: url))
        return SpecLoadResult.load(SpecSource(path: Self.home.appendingPathComponent("modules.yml").path, bytes: bytes),
                                 environment: Self.environment)
    }

    /// The diagnostics as printed, paths relative to the home folder.
    func lines(of result: SpecLoadResult) -> [String] {
        result.diagnostics.map { $0.description.replacingOccurrences(of: Self.home.path + "/", with: "") }
    }

    /// The recorded lines; nil when there is no `.expected` file yet.
    func expected() -> [String]? {
        guard let text = try? String(contentsOf: expectedURL, encoding: .utf8) else { return nil }
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    func record(_ lines: [String]) throws {
        try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: expectedURL)
    }
}

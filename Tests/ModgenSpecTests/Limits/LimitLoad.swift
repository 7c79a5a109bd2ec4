import Foundation
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph

/// Loads generated hostile or huge specs in memory (no files unless the case needs one) and
/// gives the diagnostics as printed, with the spec named `modules.yml`.
enum LimitLoad {
    static let specPath = "modules.yml"

    static func result(_ text: String) -> SpecLoadResult {
        SpecLoadResult.load(SpecSource(path: specPath, text: text), environment: [:])
    }

    static func lines(_ text: String) -> [String] {
        result(text).diagnostics.map(\.description)
    }

    static func lines(_ result: SpecLoadResult, folder: URL) -> [String] {
        result.diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
    }

    /// A fresh temporary folder, removed by the caller.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("modgen-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

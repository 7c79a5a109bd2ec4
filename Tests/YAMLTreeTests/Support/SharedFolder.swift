import Foundation

/// Finds `../shared` beside the repository (CI always has it); `MODGEN_SHARED` overrides.
enum SharedFolder {
    static var url: URL {
        if let override = ProcessInfo.processInfo.environment["MODGEN_SHARED"] {
            return URL(fileURLWithPath: override)
        }
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return repository.deletingLastPathComponent().appendingPathComponent("shared")
    }

    static var yamlTestSuite: URL { url.appendingPathComponent("yaml-test-suite") }
}

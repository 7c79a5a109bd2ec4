import Foundation

/// The executables SwiftPM built beside the test bundle (`swift build --build-tests`).
enum BuiltProduct {
    static func url(_ name: String) throws -> URL {
        let candidates = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        for folder in candidates {
            for directory in [folder, folder.deletingLastPathComponent()] {
                let url = directory.appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: url.path) { return url }
            }
        }
        throw BuiltProductMissing(name: name, searched: candidates.map(\.path))
    }
}

struct BuiltProductMissing: Error, CustomStringConvertible {
    var name: String
    var searched: [String]
    var description: String { "\(name) not built beside the tests (looked in \(searched.joined(separator: ", "))): run swift build first" }
}

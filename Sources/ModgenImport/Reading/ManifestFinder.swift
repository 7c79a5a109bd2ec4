import Foundation

/// Every `Package.swift` under a folder, as paths relative to it, sorted; SwiftPM's and
/// Xcode's own folders (`.build`, `.swiftpm`, `checkouts`, `DerivedData`), hidden folders and
/// `node_modules` are skipped, and so are symbolic links to folders (no loops).
package enum ManifestFinder {
    static let skipped: Set<String> = [".build", ".swiftpm", "checkouts", "DerivedData", "node_modules", "Pods", "Carthage"]

    package static func manifests(under root: URL) -> [String] {
        var found: [String] = []
        walk(root, relative: "", into: &found)
        return found.sorted()
    }

    private static func walk(_ folder: URL, relative: String, into found: inout [String]) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names.sorted() {
            let path = relative.isEmpty ? name : relative + "/" + name
            let url = folder.appendingPathComponent(name)
            let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
            if values?.isSymbolicLink == true { continue }
            if values?.isDirectory == true {
                if name.hasPrefix(".") || skipped.contains(name) || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") { continue }
                walk(url, relative: path, into: &found)
            } else if name == "Package.swift" {
                found.append(path)
            }
        }
    }
}

import Foundation

/// The Swift files of a tree: every `.swift` file under a root, relative to it and sorted, not
/// entering hidden folders (`.build`, `.git`, `.modgen`, `.swiftpm`) nor following links.
/// What `check` reads per target, `rename` rewrites and `remove` searches for importers.
enum SwiftFiles {
    static func under(_ root: String) -> [String] {
        var found: [String] = []
        var folders = [""]
        while let folder = folders.popLast() {
            let path = folder.isEmpty ? root : root + "/" + folder
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { continue }
            for name in names where !name.hasPrefix(".") {
                let relative = folder.isEmpty ? name : folder + "/" + name
                guard let type = try? FileManager.default.attributesOfItem(atPath: root + "/" + relative)[.type] as? FileAttributeType else { continue }
                if type == .typeDirectory {
                    folders.append(relative)
                } else if type == .typeRegular, name.hasSuffix(".swift") {
                    found.append(relative)
                }
            }
        }
        return found.sorted()
    }
}

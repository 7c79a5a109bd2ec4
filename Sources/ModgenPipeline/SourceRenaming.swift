import Foundation
import ModgenSources
import ModgenWriting

/// Rewrites every Swift file under the output root that imports one of the renamed modules or
/// qualifies a name with one (`Search.SearchFacade`): the name alone is replaced, in place,
/// so the rest of each file stays byte for byte. Hidden folders (`.build`, `.git`, `.modgen`)
/// and links are not entered. Run again, it finds nothing to rewrite.
struct SourceRenaming {
    let root: String
    /// Old name -> new name.
    let names: [String: String]

    /// `path:line:col: OLD -> NEW` per name rewritten, in path order.
    func rewrite() throws(PipelineFailure) -> [String] {
        var report: [String] = []
        let modules = Set(names.keys)
        for path in swiftFiles() {
            let absolute = root + "/" + path
            guard let data = FileManager.default.contents(atPath: absolute),
                  let text = String(data: data, encoding: .utf8)
            else { continue }
            let references = SwiftSourceScanner.moduleReferences(to: modules, in: text)
            guard !references.isEmpty else { continue }
            var bytes = Array(text.utf8)
            for reference in references.reversed() {
                guard let new = names[reference.name] else { continue }
                bytes.replaceSubrange(reference.start..<reference.end, with: Array(new.utf8))
            }
            do { try SourceFileReplacer.replace(absolute, with: String(decoding: bytes, as: UTF8.self)) } catch {
                throw PipelineFailure([error.diagnostic])
            }
            report += references.map { "\(path):\($0.position.line):\($0.position.column): \($0.name) -> \(names[$0.name] ?? $0.name)" }
        }
        return report
    }

    /// Every `.swift` file, relative to the root, sorted.
    private func swiftFiles() -> [String] {
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

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
        for path in SwiftFiles.under(root) {
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
}

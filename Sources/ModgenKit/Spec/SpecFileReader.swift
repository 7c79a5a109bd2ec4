import Foundation
import YAMLTree

/// Reads one spec file (the root or an include) into its first document's root node.
///
/// A root file's problems are reported on the file itself; an included file's missing-file
/// problems at the include entry (`includedAt`), so the user sees which line asked for it.
struct SpecFileReader {
    let log: DiagnosticLog

    func read(_ path: String, includedAt entry: Mark? = nil) -> Node? {
        guard var bytes = readBytes(path, includedAt: entry) else { return nil }
        let documents: [Node]
        do {
            documents = try YAMLLoader.load(bytes: &bytes, file: path)
        } catch {
            log.add(Diagnostic(.error, error.message, at: error.mark, file: error.file))
            return nil
        }
        return firstDocument(of: documents, path: path, includedAt: entry)
    }

    private func readBytes(_ path: String, includedAt entry: Mark?) -> [UInt8]? {
        let what = entry == nil ? "spec file" : "included file"
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            report("\(what) '\(path)' not found", path: path, at: entry)
            return nil
        }
        guard !isDirectory.boolValue else {
            report("\(what) '\(path)' is a directory, not a YAML file", path: path, at: entry)
            return nil
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            report("cannot read \(what) '\(path)'", path: path, at: entry)
            return nil
        }
        let bytes = [UInt8](data)
        if let bad = UTF8Check.firstInvalidByte(in: bytes, file: path) {
            log.error("\(what) is not valid UTF-8: save it as UTF-8", at: bad)
            return nil
        }
        return bytes
    }

    private func firstDocument(of documents: [Node], path: String, includedAt entry: Mark?) -> Node? {
        if documents.count > 1 {
            log.warning(
                "only the first YAML document of '\(path)' is read; \(documents.count - 1) more ignored",
                at: documents[1].mark)
        }
        guard let root = documents.first, !root.isEmptyValue else {
            if entry == nil {
                report("spec file '\(path)' is empty: it needs at least 'name:' and 'modules:'", path: path, at: nil)
            } else {
                log.warning("included file '\(path)' is empty", at: entry)
            }
            return nil
        }
        guard root.mapping != nil else {
            log.error("a spec file must be a mapping of keys (name, modules, ...), found \(root.shapeForMessage)", at: root.mark)
            return nil
        }
        return root
    }

    private func report(_ message: String, path: String, at entry: Mark?) {
        log.add(Diagnostic(.error, message, at: entry, file: path))
    }
}

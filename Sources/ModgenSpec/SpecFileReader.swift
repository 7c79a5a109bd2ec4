import Foundation
import YAMLTree
import ModgenDiagnostics

/// Reads one spec file (the root or an include) into its first document's root node, after
/// the checks that come first: a regular file of a bounded size (`SourceFile`), valid
/// UTF-8 (`UTF8Check`).
///
/// A root file's problems are reported on the file itself; an included file's missing-file
/// problems at the include entry (`includedAt`), so the user sees which line asked for it.
struct SpecFileReader {
    let log: DiagnosticLog
    var limits: YAMLLimits = .default
    /// Bytes of every file read in this load: the spec and its includes together are held
    /// to `limits.maxInputBytes` too, so a hundred 10 MB includes cannot fill the memory.
    private let total = ByteTally()
    /// Reads a file instead of the disk (nil: there is none); see `SpecSource.contents`.
    private let contents: (@Sendable (String) -> [UInt8]?)?
    /// Told of each file's bytes before they are parsed (`DollarSighting`).
    private let dollars: DollarSighting?

    init(
        log: DiagnosticLog, limits: YAMLLimits = .default, contents: (@Sendable (String) -> [UInt8]?)? = nil,
        dollars: DollarSighting? = nil
    ) {
        self.log = log
        self.limits = limits
        self.contents = contents
        self.dollars = dollars
    }

    /// The path of every file parsed in this load (the spec, then each include), in order.
    var pathsRead: [String] { total.files.map(\.path) }

    /// Every file parsed in this load with the digest of the bytes parsed, in order.
    var filesRead: [SpecInputs.File] { total.files }

    func read(_ path: String, includedAt entry: Mark? = nil) -> Node? {
        guard let bytes = readBytes(path, includedAt: entry) else { return nil }
        return read(bytes: bytes, path: path, includedAt: entry)
    }

    /// Parses `bytes` as the contents of `path` (already read, or held in memory).
    func read(bytes: [UInt8], path: String, includedAt entry: Mark? = nil) -> Node? {
        let what = entry == nil ? "spec file" : "included file"
        guard bytes.count <= limits.maxInputBytes else {
            let reason = YAMLLimits.tooLargeMessage(size: bytes.count, limit: limits.maxInputBytes)
            report("\(what) '\(path)' \(reason)", path: path, at: entry)
            return nil
        }
        total.bytes += bytes.count
        let withinTotal = total.bytes <= limits.maxInputBytes
        // A large file is parsed while its checks run on the other core; what the parse gave
        // is used only when they pass, as if they had come first.
        let beside = withinTotal && bytes.count >= SpecFileChecks.besideFrom
        let checking = BackgroundValue(concurrently: beside) { SpecFileChecks(bytes, file: path) }
        let parsed = beside ? parse(bytes, path: path) : nil
        let checks = checking.value
        total.files.append(SpecInputs.File(path: path, digest: checks.digest))
        dollars?.note(mayHoldDollar: checks.mayHoldDollar)
        guard withinTotal else {
            let sizes = "\(YAMLLimits.sizeText(total.bytes)), over the \(YAMLLimits.sizeText(limits.maxInputBytes)) limit"
            report("\(what) '\(path)' brings the spec and its includes to \(sizes)", path: path, at: entry)
            return nil
        }
        if let bad = checks.firstInvalidByte {
            log.error("\(what) is not valid UTF-8: save it as UTF-8", at: bad)
            return nil
        }
        switch parsed ?? parse(bytes, path: path) {
        case .success(let documents):
            return firstDocument(of: documents, path: path, includedAt: entry)
        case .failure(let error):
            log.add(Diagnostic(error))
            return nil
        }
    }

    /// The documents of `bytes`, or the first error in them.
    private func parse(_ bytes: [UInt8], path: String) -> Result<[Node], YAMLError> {
        var bytes = bytes
        do {
            return .success(try YAMLLoader.load(bytes: &bytes, file: path, limits: limits))
        } catch {
            return .failure(error)
        }
    }

    private func readBytes(_ path: String, includedAt entry: Mark?) -> [UInt8]? {
        let what = entry == nil ? "spec file" : "included file"
        if let contents {
            guard let bytes = contents(path) else {
                report("\(what) '\(path)' not found", path: path, at: entry)
                return nil
            }
            return bytes
        }
        switch SourceFile.bytes(at: path, maxBytes: limits.maxInputBytes) {
        case .success(let bytes):
            return bytes
        case .failure(let refusal):
            report("\(what) '\(path)' \(SourceFile.message(for: refusal, limits: limits))", path: path, at: entry)
            return nil
        }
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

/// A running count shared by the copies of a `SpecFileReader`, and the files it counted with
/// their digests.
private final class ByteTally {
    var bytes = 0
    var files: [SpecInputs.File] = []
}


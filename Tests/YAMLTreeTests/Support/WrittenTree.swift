@testable import YAMLTree

/// A document written out in full, every mark, tag and style, so two loads compare as text
/// and a difference shows where it is.
enum WrittenTree {
    static func text(_ node: Node) -> String {
        let head = "\(node.mark.line):\(node.mark.column)\(node.tag.map { " <\($0)>" } ?? "")"
        switch node.content {
        case .scalar(let scalar):
            return "\(head) \(scalar.style.rawValue) \(scalar.text.debugDescription)"
        case .sequence(let items):
            return "\(head) [" + items.map(text).joined(separator: ", ") + "]"
        case .mapping(let mapping):
            return "\(head) {" + mapping.entries.map { text($0.key) + ": " + text($0.value) }.joined(separator: ", ") + "}"
        }
    }

    static func text(_ documents: [Node]) -> String {
        documents.map(text).joined(separator: "\n---\n")
    }

    /// The load of `text` by `YAMLLoader`'s inner entry (threaded and split from the given
    /// sizes; 0: always, `Int.max`: never), written out in full, or its error.
    static func outcome(
        _ text: String, limits: YAMLLimits = .default, threadedFrom: Int, splitFrom: Int = Int.max, preparesInput: Bool = true
    ) -> String {
        outcome(bytes: Array(text.utf8), limits: limits, threadedFrom: threadedFrom, splitFrom: splitFrom, preparesInput: preparesInput)
    }

    /// `outcome` of raw bytes (which need not be UTF-8).
    static func outcome(
        bytes: [UInt8], limits: YAMLLimits = .default, threadedFrom: Int = Int.max, splitFrom: Int = Int.max, preparesInput: Bool = true
    ) -> String {
        var bytes = bytes
        do {
            return Self.text(try YAMLLoader.load(
                bytes: &bytes, file: "spec.yml", limits: limits, threadedFrom: threadedFrom, splitFrom: splitFrom,
                preparesInput: preparesInput))
        } catch {
            return "error: " + error.description
        }
    }
}

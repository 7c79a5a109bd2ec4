/// What libyaml said when it stopped reading, word for word: kept beside the translated
/// message for `--verbose` and bug reports, never printed in its place.
public struct LibYAMLReport: Sendable, Equatable, CustomStringConvertible {
    /// The libyaml stage that failed: decoding bytes, cutting tokens, or building events.
    public enum Stage: String, Sendable {
        case reader, scanner, parser
    }

    public var stage: Stage
    /// libyaml's `problem`, e.g. `did not find expected ',' or ']'`.
    public var problem: String
    /// Where libyaml noticed the problem (for the reader: the offending byte).
    public var problemMark: Mark?
    /// libyaml's `context`, e.g. `while parsing a flow sequence`; nil when it gave none.
    public var context: String?
    /// Where the construct named by `context` began; nil without a context.
    public var contextMark: Mark?
    /// For the reader: the offending byte or character (libyaml's `problem_value`).
    public var value: Int?

    public init(stage: Stage, problem: String, problemMark: Mark?, context: String? = nil, contextMark: Mark? = nil, value: Int? = nil) {
        self.stage = stage
        self.problem = problem
        self.problemMark = problemMark
        self.context = context
        self.contextMark = contextMark
        self.value = value
    }

    /// `libyaml scanner: PROBLEM at LINE:COL (CONTEXT at LINE:COL)`.
    public var description: String {
        var text = "libyaml \(stage.rawValue): \(problem)"
        if let problemMark { text += " at \(problemMark.line):\(problemMark.column)" }
        if let context {
            text += " (\(context)"
            if let contextMark { text += " at \(contextMark.line):\(contextMark.column)" }
            text += ")"
        }
        return text
    }
}

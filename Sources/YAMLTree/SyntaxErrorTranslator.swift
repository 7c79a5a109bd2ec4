/// Turns libyaml's words for a syntax error into a person's: which mistake each libyaml
/// problem stands for (this table), explained by the family of mistakes it belongs to, at
/// the place the mistake is, with the place its construct began as a note.
///
/// libyaml's own words go into `YAMLError.libyamlReport` only: no message repeats them.
struct SyntaxErrorTranslator {
    let file: String

    /// The error for `report`, read against the stream's bytes; `lastScalar` is where the
    /// last scalar or alias libyaml delivered begins.
    func error(for report: LibYAMLReport, in bytes: UnsafeBufferPointer<UInt8>, lastScalar: Mark?) -> YAMLError {
        guard let problemMark = report.problemMark else {
            return YAMLError(file: file, mark: nil, message: "the file cannot be read as YAML", libyamlReport: report)
        }
        let problem = SyntaxProblem(
            report: report,
            text: SourceText(bytes, throughLine: problemMark.line),
            position: Self.position(problemMark),
            start: report.contextMark.map(Self.position),
            lastNode: lastScalar.map(Self.position)
        )
        let explanation = Self.explain(problem)
        let note = explanation.note.map { YAMLError.Note(message: $0.message, mark: mark($0.position)) }
        return YAMLError(file: file, mark: mark(explanation.position), message: explanation.message, note: note, libyamlReport: report)
    }

    private static func position(_ mark: Mark) -> SourceText.Position {
        SourceText.Position(line: mark.line, column: mark.column)
    }

    private func mark(_ position: SourceText.Position) -> Mark {
        Mark(file: file, line: position.line, column: position.column)
    }

    static func explain(_ problem: SyntaxProblem) -> SyntaxExplanation {
        if problem.report.stage == .reader { return CharacterMistakes.unreadable(problem) }
        if let byteOrderMark = CharacterMistakes.byteOrderMark(problem) { return byteOrderMark }
        let context = problem.report.context ?? ""
        if context.contains("directive") { return DocumentMistakes.badDirective(problem) }
        switch problem.report.problem {
        case "found character that cannot start any token":
            return CharacterMistakes.unexpected(problem)
        case "found a tab character that violates indentation",
             "found a tab character where an indentation space is expected":
            return CharacterMistakes.tab(problem)
        case "did not find expected ',' or ']'":
            return FlowCollectionMistakes.unfinished(problem, closer: "]")
        case "did not find expected ',' or '}'":
            return FlowCollectionMistakes.unfinished(problem, closer: "}")
        case "did not find expected node content":
            return FlowCollectionMistakes.missingNode(problem)
        case "found unexpected end of stream", "found unexpected document indicator":
            return ScalarMistakes.unclosedQuote(problem)
        case "found unknown escape character", "did not find expected hexdecimal number",
             "found invalid Unicode character escape code":
            return ScalarMistakes.badEscape(problem)
        case "found an indentation indicator equal to 0", "did not find expected comment or line break":
            return ScalarMistakes.badBlockHeader(problem)
        case "did not find expected key":
            return IndentationMistakes.inMapping(problem)
        case "did not find expected '-' indicator":
            return IndentationMistakes.inList(problem)
        case "mapping values are not allowed in this context":
            return KeyValueMistakes.misplacedColon(problem)
        case "block sequence entries are not allowed in this context":
            return KeyValueMistakes.misplacedDash(problem)
        case "could not find expected ':'":
            return KeyValueMistakes.missingColon(problem)
        case "did not find expected alphabetic or numeric character":
            return IndicatorMistakes.badName(problem)
        case "found undefined tag handle":
            return IndicatorMistakes.undeclaredTagHandle(problem)
        case "did not find expected <document start>":
            return DocumentMistakes.contentAfterDocument(problem)
        case "found duplicate %YAML directive", "found duplicate %TAG directive":
            return DocumentMistakes.duplicateDirective(problem)
        case "found incompatible YAML document":
            return DocumentMistakes.unsupportedVersion(problem)
        default:
            if context.contains("tag") { return IndicatorMistakes.badTag(problem) }
            return unknown(problem)
        }
    }

    /// A problem this table does not know (a newer libyaml's): said plainly, at its place.
    static func unknown(_ problem: SyntaxProblem) -> SyntaxExplanation {
        guard let found = problem.found else {
            return SyntaxExplanation("the YAML is not valid here", at: problem.position)
        }
        return SyntaxExplanation("YAML does not allow \(SyntaxProblem.quoted(String(found))) here", at: problem.position)
    }
}

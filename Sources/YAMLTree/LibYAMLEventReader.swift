import CLibYAML

/// The only Swift file that talks to libyaml: turns a byte buffer into `YAMLEvent`s.
///
/// libyaml's marks are 0-based; the events carry 1-based lines and columns.
struct LibYAMLEventReader {
    let file: String
    /// `file` as marks hold it, looked up once.
    private let fileNumber: FileNames.Number

    init(file: String) {
        self.file = file
        fileNumber = FileNames.shared.number(of: file)
    }

    /// Calls `handle` for every event of the stream, in order.
    func read(_ bytes: UnsafeBufferPointer<UInt8>, handle: (YAMLEvent) throws(YAMLError) -> Void) throws(YAMLError) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw YAMLError(file: file, mark: nil, message: "libyaml could not start (out of memory)")
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
        var event = yaml_event_t()
        // Where the last scalar or alias began: a plain scalar can run on over a line break
        // and hide a missing ']' at the end of the line before (see FlowCollectionMistakes).
        var lastScalar: yaml_mark_t?
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                throw error(of: parser, in: bytes, lastScalar: lastScalar)
            }
            if event.type == YAML_SCALAR_EVENT || event.type == YAML_ALIAS_EVENT { lastScalar = event.start_mark }
            let converted = convert(event)
            let done = event.type == YAML_STREAM_END_EVENT
            yaml_event_delete(&event)
            try handle(converted)
            if done { return }
        }
    }

    private func convert(_ event: yaml_event_t) -> YAMLEvent {
        let mark = self.mark(event.start_mark)
        switch event.type {
        case YAML_STREAM_START_EVENT: return .streamStart
        case YAML_DOCUMENT_START_EVENT: return .documentStart(mark)
        case YAML_DOCUMENT_END_EVENT: return .documentEnd
        case YAML_ALIAS_EVENT:
            return .alias(anchor: string(event.data.alias.anchor) ?? "", mark: mark)
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
            let scalar = Scalar(text: text, style: style(data.style))
            return .scalar(scalar, tag: string(data.tag), anchor: string(data.anchor), mark: mark)
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            return .sequenceStart(tag: string(data.tag), anchor: string(data.anchor), mark: mark)
        case YAML_SEQUENCE_END_EVENT: return .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            return .mappingStart(tag: string(data.tag), anchor: string(data.anchor), mark: mark)
        case YAML_MAPPING_END_EVENT: return .mappingEnd
        default: return .streamEnd
        }
    }

    private func style(_ style: yaml_scalar_style_t) -> Scalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    private func mark(_ mark: yaml_mark_t) -> Mark {
        Mark(file: fileNumber, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    /// libyaml's error in the user's terms, its own words kept in the error's report.
    private func error(of parser: yaml_parser_t, in bytes: UnsafeBufferPointer<UInt8>, lastScalar: yaml_mark_t?) -> YAMLError {
        let problem = parser.problem.map { String(cString: $0) } ?? "no problem given (out of memory?)"
        let report: LibYAMLReport
        switch parser.error {
        case YAML_READER_ERROR:
            report = LibYAMLReport(stage: .reader, problem: problem,
                                   problemMark: Mark(file: file, offset: Int(parser.problem_offset), in: bytes),
                                   value: Int(parser.problem_value))
        case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
            let context = parser.context.map { String(cString: $0) }
            report = LibYAMLReport(stage: parser.error == YAML_SCANNER_ERROR ? .scanner : .parser, problem: problem,
                                   problemMark: mark(parser.problem_mark),
                                   context: context, contextMark: context == nil ? nil : mark(parser.context_mark))
        default:
            return YAMLError(file: file, mark: nil, message: "libyaml stopped without saying where (out of memory?)")
        }
        return SyntaxErrorTranslator(file: file).error(for: report, in: bytes, lastScalar: lastScalar.map(mark))
    }
}

extension Mark {
    /// The line and column of a byte offset (for libyaml's reader errors, which carry only an offset).
    init(file: String, offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        var line = 1
        var column = 1
        for byte in bytes.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        self.init(file: file, line: line, column: column)
    }
}

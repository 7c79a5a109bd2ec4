import CLibYAML
import Foundation

/// The only Swift file that talks to libyaml: turns a byte buffer into batches of events
/// (`EventBatch`), on the calling thread or, for a large input, with libyaml on a thread of its own.
///
/// libyaml's marks are 0-based; the events carry 1-based lines and columns.
struct LibYAMLEventReader {
    let file: String
    /// `file` as marks hold it, looked up once.
    private let fileNumber: FileNames.Number
    /// Lines of the file before the bytes this reader is given: a `SplitLoad` parses the
    /// second part of a file on its own, and its marks must still name the file's lines.
    private let linesBefore: Int
    /// Whether libyaml is handed the input as its reader would decode it (`PreparedInput`);
    /// tests compare with libyaml decoding it itself.
    private let preparesInput: Bool

    init(file: String, linesBefore: Int = 0, preparesInput: Bool = true) {
        self.file = file
        fileNumber = FileNames.shared.number(of: file)
        self.linesBefore = linesBefore
        self.preparesInput = preparesInput
    }

    /// Calls `handle` with every event of the stream, in order, a batch at a time.
    func read(_ bytes: UnsafeBufferPointer<UInt8>, handle: (EventBatch) throws(YAMLError) -> Void) throws(YAMLError) {
        try parse(bytes) { (batch) throws(YAMLError) in
            try handle(batch)
            batch.clear()
        }
    }

    /// `read`, with libyaml on a new thread of its own while `handle` runs on this one: the
    /// same events in the same order, and the first error in stream order is the one thrown
    /// (`handle`'s before a syntax error further on). A new thread, not a pool's: a pool whose
    /// threads all waited here would never run the parsers. Returns only once the parser has
    /// stopped, so `bytes` outlives every read of it.
    func readThreaded(_ bytes: UnsafeBufferPointer<UInt8>, handle: (EventBatch) throws(YAMLError) -> Void) throws(YAMLError) {
        let pipe = EventPipe()
        let input = SharedBytes(buffer: bytes)
        let parser = Thread { [self] in
            do throws(YAMLError) {
                try parse(input.buffer) { (batch) throws(YAMLError) in
                    guard pipe.put(batch) else { throw YAMLError(file: file, mark: nil, message: "stopped by the reader") }
                    batch = EventBatch()
                }
                pipe.finish(.success(()))
            } catch {
                pipe.finish(.failure(error))
            }
        }
        parser.start()
        while let batch = pipe.take() {
            do { try handle(batch) } catch {
                pipe.cancelAndWait()
                throw error
            }
        }
        try pipe.result().get()
    }

    /// The input's bytes, read by the parser's thread while `readThreaded` waits for it.
    private struct SharedBytes: @unchecked Sendable {
        let buffer: UnsafeBufferPointer<UInt8>
    }

    /// Parses the stream into batches and gives each to `deliver` when it is full, the last
    /// at the end; on a syntax error, the events before it, then the error. `deliver` takes
    /// the batch's events and leaves it empty.
    private func parse(_ bytes: UnsafeBufferPointer<UInt8>, deliver: (inout EventBatch) throws(YAMLError) -> Void) throws(YAMLError) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw YAMLError(file: file, mark: nil, message: "libyaml could not start (out of memory)")
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
        let prepared = preparesInput ? PreparedInput(bytes) : nil
        if let prepared, !prepared.install(in: &parser) { preconditionFailure("a new parser had read its input") }
        // Before `yaml_parser_delete`, which frees the parser's own buffer.
        defer { prepared?.restore(in: &parser) }
        var event = yaml_event_t()
        var batch = EventBatch()
        // Where the last scalar or alias began: a plain scalar can run on over a line break
        // and hide a missing ']' at the end of the line before (see FlowCollectionMistakes).
        var lastScalar: yaml_mark_t?
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                let failure = error(of: parser, in: bytes, lastScalar: lastScalar)
                if !batch.isEmpty { try deliver(&batch) }
                throw failure
            }
            if event.type == YAML_SCALAR_EVENT || event.type == YAML_ALIAS_EVENT { lastScalar = event.start_mark }
            let done = event.type == YAML_STREAM_END_EVENT
            append(event, to: &batch)
            yaml_event_delete(&event)
            if done || batch.isFull { try deliver(&batch) }
            if done { return }
        }
    }

    /// `event` in flat form, its strings copied into the batch.
    private func append(_ event: yaml_event_t, to batch: inout EventBatch) {
        var entry = EventBatch.Entry(kind: .streamEnd, style: .plain, mark: mark(event.start_mark), value: .none, tag: .none, anchor: .none)
        switch event.type {
        case YAML_STREAM_START_EVENT: entry.kind = .streamStart
        case YAML_DOCUMENT_START_EVENT: entry.kind = .documentStart
        case YAML_DOCUMENT_END_EVENT: entry.kind = .documentEnd
        case YAML_ALIAS_EVENT:
            entry.kind = .alias
            entry.value = text(event.data.alias.anchor, in: &batch)
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            entry.kind = .scalar
            entry.style = style(data.style)
            entry.value = batch.text(data.value, count: data.length)
            entry.tag = text(data.tag, in: &batch)
            entry.anchor = text(data.anchor, in: &batch)
        case YAML_SEQUENCE_START_EVENT:
            entry.kind = .sequenceStart
            entry.tag = text(event.data.sequence_start.tag, in: &batch)
            entry.anchor = text(event.data.sequence_start.anchor, in: &batch)
        case YAML_SEQUENCE_END_EVENT: entry.kind = .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            entry.kind = .mappingStart
            entry.tag = text(event.data.mapping_start.tag, in: &batch)
            entry.anchor = text(event.data.mapping_start.anchor, in: &batch)
        case YAML_MAPPING_END_EVENT: entry.kind = .mappingEnd
        default: entry.kind = .streamEnd
        }
        batch.append(entry)
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

    /// A NUL-terminated string of libyaml's, copied into the batch.
    private func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?, in batch: inout EventBatch) -> EventBatch.Text {
        guard let pointer else { return .none }
        return batch.text(pointer, count: strlen(UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self)))
    }

    private func mark(_ mark: yaml_mark_t) -> Mark {
        Mark(file: fileNumber, line: Int(mark.line) + 1 + linesBefore, column: Int(mark.column) + 1)
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

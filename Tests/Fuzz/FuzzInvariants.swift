import ModgenDiagnostics
import ModgenGraph
import ModgenSpec

/// What must hold for every input, turned into a crash the fuzzer reports when it does not.
enum FuzzInvariants {
    static func check(_ result: SpecLoadResult) {
        // A graph exactly when nothing is an error; an error always says something.
        if (result.graph == nil) != result.hasErrors {
            fail("graph is \(result.graph == nil ? "nil" : "set") with hasErrors \(result.hasErrors)")
        }
        if result.graph == nil, result.diagnostics.isEmpty {
            fail("no graph and no diagnostic")
        }
        for diagnostic in result.diagnostics {
            check(diagnostic)
        }
    }

    private static func check(_ diagnostic: Diagnostic) {
        if diagnostic.message.isEmpty { fail("empty message: \(diagnostic)") }
        if let mark = diagnostic.location, mark.line < 1 || mark.column < 1 {
            fail("mark before the start of the file: \(diagnostic)")
        }
        if diagnostic.location == nil, diagnostic.file == nil { fail("diagnostic with no place: \(diagnostic)") }
        // One line for the diagnostic and one for its note (printed after it as the compiler
        // prints one), nothing a terminal would act on in either.
        var lines = [diagnostic.message]
        if let note = diagnostic.note {
            if note.message.isEmpty { fail("empty note: \(diagnostic)") }
            if note.location.line < 1 || note.location.column < 1 { fail("note before the start of the file: \(diagnostic)") }
            lines.append(note.message)
        }
        for line in lines + [diagnostic.location.map(\.file) ?? diagnostic.file ?? ""] {
            if line.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                fail("control character in \(diagnostic.description.debugDescription)")
            }
        }
    }

    private static func fail(_ message: String) -> Never {
        fatalError("fuzz invariant broken: \(message)")
    }
}

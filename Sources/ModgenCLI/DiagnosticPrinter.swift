import Foundation
import ModgenDiagnostics
import ModgenSpec

/// Prints diagnostics like a compiler: `PATH:LINE:COL: error: message`, one per line, with
/// colour only for a terminal that has not asked for none (NO_COLOR).
public struct DiagnosticPrinter {
    public var useColor: Bool
    /// Also print what a lower layer said in its own words (libyaml's report), for bug reports.
    public var verbose = false
    private let write: (String) -> Void

    public init(useColor: Bool, verbose: Bool = false, write: @escaping (String) -> Void) {
        self.useColor = useColor
        self.verbose = verbose
        self.write = write
    }

    /// Writes to stderr; colour when stderr is a terminal and NO_COLOR is unset.
    public static func standardError(
        verbose: Bool = false, environment: [String: String] = ProcessEnvironment.current()
    ) -> DiagnosticPrinter {
        let color = isatty(STDERR_FILENO) == 1 && environment["NO_COLOR"] == nil
        return DiagnosticPrinter(useColor: color, verbose: verbose) { line in
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }

    /// Prints `diagnostics` in order; with `errorsOnly`, warnings are left out.
    public func print(_ diagnostics: [Diagnostic], errorsOnly: Bool = false) {
        for diagnostic in diagnostics where !errorsOnly || diagnostic.severity == .error {
            write(format(diagnostic))
            if verbose, let detail = diagnostic.detail { write("  (\(detail))") }
        }
    }

    public func format(_ diagnostic: Diagnostic) -> String {
        guard useColor else { return diagnostic.description }
        let place = diagnostic.location.map(\.description) ?? diagnostic.file
        let severity = diagnostic.severity.rawValue + ":"
        let colored = diagnostic.severity == .error ? Style.red(severity) : Style.yellow(severity)
        let line = [place.map { Style.bold($0 + ":") }, colored, Style.bold(diagnostic.message)]
            .compactMap { $0 }.joined(separator: " ")
        guard let note = diagnostic.note else { return line }
        return line + "\n" + Style.bold("\(note.location):") + " note: " + note.message
    }

    private enum Style {
        static func bold(_ text: String) -> String { "\u{1B}[1m\(text)\u{1B}[0m" }
        static func red(_ text: String) -> String { "\u{1B}[1;31m\(text)\u{1B}[0m" }
        static func yellow(_ text: String) -> String { "\u{1B}[1;33m\(text)\u{1B}[0m" }
    }
}

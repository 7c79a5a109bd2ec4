/// The problems that stopped a run, all of them, sorted by file and position.
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics.sortedForPrinting()
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}

extension Array where Element == Diagnostic {
    /// Sorted by file, line, column, then message: the order a person reads them in.
    public func sortedForPrinting() -> [Diagnostic] {
        sorted { lhs, rhs in
            let left = (lhs.location?.file ?? lhs.file ?? "", lhs.location?.line ?? 0, lhs.location?.column ?? 0)
            let right = (rhs.location?.file ?? rhs.file ?? "", rhs.location?.line ?? 0, rhs.location?.column ?? 0)
            if left != right { return left < right }
            return lhs.message < rhs.message
        }
    }

    public var hasErrors: Bool { contains { $0.severity == .error } }
}

import ModgenDiagnostics

/// One problem `modgen check` found, as a diagnostic, with the spec edit that fixes it when
/// there is one (`--fix` applies those).
package struct ImportFinding: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable {
        /// A name of the spec imported but not declared (error).
        case implicit
        /// An import that would break a rule (error).
        case forbidden
        /// A declared dependency no file of the target imports (warning).
        case unused
    }

    package var kind: Kind
    package var diagnostic: Diagnostic
    /// The target whose file (or declaration) this is about.
    package var target: String
    /// The imported or declared name.
    package var name: String
    package var fix: SpecFix?

    package init(_ kind: Kind, _ diagnostic: Diagnostic, target: String, name: String, fix: SpecFix? = nil) {
        self.kind = kind
        self.diagnostic = diagnostic
        self.target = target
        self.name = name
        self.fix = fix
    }
}

extension Array where Element == ImportFinding {
    /// In the order diagnostics print: file, line, column, message.
    package func sortedForPrinting() -> [ImportFinding] {
        sorted { lhs, rhs in
            let left = lhs.diagnostic, right = rhs.diagnostic
            let l = (left.location?.file ?? left.file ?? "", left.location?.line ?? 0, left.location?.column ?? 0, left.message)
            let r = (right.location?.file ?? right.file ?? "", right.location?.line ?? 0, right.location?.column ?? 0, right.message)
            return l < r
        }
    }
}

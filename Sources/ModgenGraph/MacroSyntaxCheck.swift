import ModgenDiagnostics
import ModgenSpec

/// Which package of `packages:` each macro module's compiler plugin takes swift-syntax from:
/// the alias its `syntax:` names, else the one package whose SwiftPM identity is
/// `swift-syntax` (identities are unique, so there is at most one). A macro module without
/// either is an error that says what to add.
struct MacroSyntaxCheck {
    /// swift-syntax's SwiftPM identity, whatever the alias or the URL's host.
    static let identity = "swift-syntax"

    let spec: Spec
    let log: DiagnosticLog

    /// Macro module name -> the alias of its swift-syntax package (only those that resolved).
    func resolve() -> [String: String] {
        let aliases = Set(spec.packages.map(\.package.alias))
        let standard = spec.packages.first { $0.package.identity == Self.identity }?.package.alias
        var resolved: [String: String] = [:]
        // Kinds are read in place; only a macro module is copied out.
        for index in spec.modules.indices where spec.modules[index].kind == .macro {
            let module = spec.modules[index]
            if let written = module.syntax {
                if aliases.contains(written.value) {
                    resolved[module.name] = written.value
                } else if !spec.brokenNames.contains(written.value) {
                    let hint = Suggestion.hint(for: written.value, among: aliases.union(spec.brokenNames))
                    log.error("unknown package '\(written.value)' in 'syntax'\(hint)", at: written.mark)
                }
            } else if let standard {
                resolved[module.name] = standard
            } else {
                log.error(
                    "macro module '\(module.name)' needs swift-syntax in packages:, e.g. "
                        + "`SwiftSyntax: { url: https://github.com/swiftlang/swift-syntax.git, from: \"600.0.1\" }` "
                        + "(or name the package with `syntax:`)",
                    at: module.mark)
            }
        }
        return resolved
    }
}

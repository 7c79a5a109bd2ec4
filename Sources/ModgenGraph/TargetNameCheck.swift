import ModgenDiagnostics
import ModgenSpec

/// SwiftPM wants every target name in a graph unique, and file systems that ignore case
/// make names equal ignoring case clash too: a module, its interface, `XTests`, `XExample` and `XMacros`
/// all count. Module-against-module clashes are `IdentityClashCheck`'s; this reports a
/// module's name against another module's generated target, and Swift keywords.
struct TargetNameCheck {
    let table: ModuleTable
    let spec: Spec
    let log: DiagnosticLog

    func check() {
        var owners: [String: (target: String, module: ModuleNode)] = [:]
        for node in table.nodes { owners[node.name.lowercased()] = (node.name, node) }
        for node in table.nodes where node.origin == .declared {
            let module = spec.modules[node.source]
            var extras: [(String, String)] = []
            if module.tests { extras.append((TargetNames.tests(node.name), "test target")) }
            if module.kind == .feature && module.example { extras.append((TargetNames.example(node.name), "example app")) }
            if module.kind == .macro { extras.append((TargetNames.macros(node.name), "compiler plugin")) }
            for (target, role) in extras {
                guard let owner = owners[target.lowercased()], owner.module.name != node.name else { continue }
                log.error(
                    "module '\(owner.target)' clashes with '\(target)', the \(role) of '\(node.name)' (target names must be unique, ignoring case); rename one of them",
                    at: owner.module.mark)
            }
        }
        for node in table.nodes where node.origin == .declared && SwiftKeywords.all.contains(node.name) {
            log.error("module name '\(node.name)' is a Swift keyword: 'import \(node.name)' would not compile; rename it", at: node.mark)
        }
    }
}

/// Words Swift reserves: a module named one cannot be imported.
package enum SwiftKeywords {
    package static let all: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
        "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]
}

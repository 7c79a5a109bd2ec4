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
        let nodes = table.nodes
        var owners: [String: Int] = [:]
        owners.reserveCapacity(nodes.count)
        for index in nodes.indices { owners[nodes[index].name.lowercased()] = index }
        // Modules are read in place, by index and field: copying a `SpecModule` or a
        // `ModuleNode` per module cost more than the check itself.
        for index in nodes.indices where nodes[index].origin == .declared {
            let name = nodes[index].name
            let source = nodes[index].source
            if spec.modules[source].tests {
                report(TargetNames.tests(name), role: "test target", of: name, owners)
            }
            if spec.modules[source].kind == .feature && spec.modules[source].example {
                report(TargetNames.example(name), role: "example app", of: name, owners)
                report(TargetNames.kit(TargetNames.example(name)), role: "example app's library", of: name, owners)
            }
            if spec.modules[source].kind == .app {
                report(TargetNames.kit(name), role: "app's library", of: name, owners)
            }
            if spec.modules[source].kind == .macro {
                report(TargetNames.macros(name), role: "compiler plugin", of: name, owners)
            }
            if SwiftKeywords.all.contains(name) {
                log.error("module name '\(name)' is a Swift keyword: 'import \(name)' would not compile; rename it", at: nodes[index].mark)
            }
        }
    }

    private func report(_ target: String, role: String, of module: String, _ owners: [String: Int]) {
        guard let owner = owners[target.lowercased()], table.nodes[owner].name != module else { return }
        log.error(
            "module '\(table.nodes[owner].name)' clashes with '\(target)', the \(role) of '\(module)' (target names must be unique, ignoring case); rename one of them",
            at: table.nodes[owner].mark)
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

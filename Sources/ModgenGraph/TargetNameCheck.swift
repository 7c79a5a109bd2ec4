import ModgenDiagnostics
import ModgenSpec

/// SwiftPM wants every target name in a graph unique, and file systems that ignore case
/// make names equal ignoring case clash too: a module, its interface, `XTests`, `XExample` and `XMacros`
/// all count. Module-against-module clashes are `IdentityClashCheck`'s; this reports a
/// module's name against another module's generated target, and Swift keywords.
struct TargetNameCheck {
    let table: ModuleTable
    let spec: Spec
    let log: DiagnosticRecorder

    /// How the generated targets' names end, lowercased, in the order of `Role`: a module can
    /// only clash with one if its own lowercased name ends the same way (`lowercased()` maps
    /// scalar by scalar, so `(name + "Tests").lowercased()` ends with "tests").
    private static let generatedSuffixes = [
        TargetNames.tests(""), TargetNames.example(""), TargetNames.kit(""), TargetNames.macros(""),
    ].map { Array($0.lowercased().utf8) }

    /// The generated targets, by how their names end (`generatedSuffixes`).
    private enum Role: Int {
        case tests, example, kit, macros
    }

    func check() {
        let nodes = table.nodes
        // Only the modules whose names could be a generated target's are owners (in most
        // specs a few or none), and only the roles whose names end as an owner's are built
        // and looked up.
        var owners: [String: Int] = [:]
        var owned = [Bool](repeating: false, count: Self.generatedSuffixes.count)
        for index in nodes.indices {
            guard let role = Self.role(endingLike: table.names[index]) else { continue }
            owners[table.names[index].lowercased()] = index
            owned[role.rawValue] = true
        }
        // A generated target's name is built and looked up only when an owner's name is as
        // long: an ASCII name lowercases to as many bytes, so no owner of another length can
        // be it (`PushKit` owns the kit role, and every example feature's `XExampleKit` was
        // built and lowercased for nothing). Any other name is built and looked up.
        let ownerLengths = Set(owners.keys.map(\.utf8.count))
        func mayBeOwned(_ name: String, plus suffix: Int) -> Bool {
            ownerLengths.contains(name.utf8.count + suffix) || !Self.isASCII(name)
        }
        let suffix = Self.suffixLengths
        // Modules are read in place, by index and field: copying a `SpecModule` or a
        // `ModuleNode` per module cost more than the check itself.
        for index in nodes.indices where nodes[index].origin == .declared {
            let name = nodes[index].name
            let source = nodes[index].source
            if owned[Role.tests.rawValue], spec.modules[source].tests, mayBeOwned(name, plus: suffix.tests) {
                report(TargetNames.tests(name), role: "test target", of: name, owners)
            }
            if spec.modules[source].kind == .feature && spec.modules[source].example {
                if owned[Role.example.rawValue], mayBeOwned(name, plus: suffix.example) {
                    report(TargetNames.example(name), role: "example app", of: name, owners)
                }
                if owned[Role.kit.rawValue], mayBeOwned(name, plus: suffix.exampleKit) {
                    report(TargetNames.kit(TargetNames.example(name)), role: "example app's library", of: name, owners)
                }
            }
            if owned[Role.kit.rawValue], spec.modules[source].kind == .app, mayBeOwned(name, plus: suffix.kit) {
                report(TargetNames.kit(name), role: "app's library", of: name, owners)
            }
            if owned[Role.macros.rawValue], spec.modules[source].kind == .macro, mayBeOwned(name, plus: suffix.macros) {
                report(TargetNames.macros(name), role: "compiler plugin", of: name, owners)
            }
            if SwiftKeywords.contains(name) {
                log.error("module name '\(name)' is a Swift keyword: 'import \(name)' would not compile; rename it", at: nodes[index].mark)
            }
        }
    }

    /// How many UTF-8 bytes each generated target's name adds to its module's (`TargetNames`
    /// appends them).
    private static let suffixLengths = (
        tests: TargetNames.tests("").utf8.count, example: TargetNames.example("").utf8.count,
        exampleKit: TargetNames.kit(TargetNames.example("")).utf8.count, kit: TargetNames.kit("").utf8.count,
        macros: TargetNames.macros("").utf8.count)

    /// Whether every byte of `name` is ASCII.
    private static func isASCII(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } }
    }

    /// The role whose names end as `name` lowercased does, if any. An ASCII name is lowercased
    /// byte by byte as it is compared (as `lowercased()` would map it), not copied; any other
    /// is lowercased first.
    private static func role(endingLike name: String) -> Role? {
        var name = name
        let asASCII: Role?? = name.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return .none }
            return .some(ends(bytes, lowering: true))
        }
        if let asASCII { return asASCII }
        var lowered = name.lowercased()
        return lowered.withUTF8 { ends($0, lowering: false) }
    }

    /// The role whose lowercased suffix `bytes` end with (lowering ASCII letters on the way).
    private static func ends(_ bytes: UnsafeBufferPointer<UInt8>, lowering: Bool) -> Role? {
        for (offset, suffix) in generatedSuffixes.enumerated() where suffix.count <= bytes.count {
            let start = bytes.count - suffix.count
            let matches = suffix.indices.allSatisfy { position in
                let byte = bytes[start + position]
                return (lowering && byte &- 0x41 < 26 ? byte | 0x20 : byte) == suffix[position]
            }
            if matches { return Role(rawValue: offset) }
        }
        return nil
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

    /// `all.contains(name)`, without hashing a name that starts with an uppercase letter no
    /// keyword starts with (most module names): every keyword starts with a lowercase letter,
    /// `A`, `S` or `_`, and no other spelling of a keyword starts otherwise.
    static func contains(_ name: String) -> Bool {
        if let first = name.utf8.first, first &- UInt8(ascii: "A") < 26, first != UInt8(ascii: "A"), first != UInt8(ascii: "S") {
            return false
        }
        return all.contains(name)
    }
}

import YAMLTree
import ModgenDiagnostics

/// The five kinds of module a modular iOS app is made of (see DOMAIN.md), a prebuilt binary
/// (`.binaryTarget`), a Swift macro package, a command-line executable, and how a kind is
/// read by name.
public enum ModuleKind: String, CaseIterable, Sendable, Hashable, Comparable {
    case app, feature, interface, core, deps
    /// A prebuilt `.xcframework` or `.artifactbundle`: no sources, no dependencies (BinarySource).
    case binary
    /// A Swift macro: a library declaring it, its compiler plugin `<Name>Macros`, over swift-syntax.
    case macro
    /// A command-line tool of the repository (a server, a script runner, a code generator):
    /// an `.executableTarget` and its product, no kit and no Xcode shell.
    case executable
    /// A C library of the machine behind a module map (`.systemLibrary`): `pkgConfig`,
    /// `providers`; no dependencies, no tests.
    case system

    public static func < (lhs: ModuleKind, rhs: ModuleKind) -> Bool {
        lhs.order < rhs.order
    }

    private var order: Int { ModuleKind.allCases.firstIndex(of: self) ?? 0 }

    /// The folder under `packagesDir` that holds this kind's packages unless the spec says otherwise.
    package var defaultFolder: String {
        switch self {
        case .app: return "App"
        case .feature, .interface: return "Features"
        case .core: return "Core"
        case .deps: return "Deps"
        case .binary: return "Binaries"
        case .macro: return "Macros"
        case .executable: return "Tools"
        case .system: return "System"
        }
    }

    /// The kinds whose modules may have a SwiftPM target name that is no Swift identifier
    /// (`Home-iOS`, imported as `Home_iOS`): no other target or Swift name is made from theirs.
    package static let targetNameKinds = Set(targetNameKindsInOrder)
    private static let targetNameKindsInOrder: [ModuleKind] = [.core, .deps, .interface, .executable, .binary, .system]

    /// `targetNameKinds` for a message: "core, deps, ... and system".
    static var targetNameKindList: String {
        let names = targetNameKindsInOrder.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }

    /// "a feature", "an app", for messages.
    package var article: String {
        switch self {
        case .app, .interface, .executable: return "an \(rawValue)"
        case .feature, .core, .deps, .binary, .macro, .system: return "a \(rawValue)"
        }
    }

    /// `ModuleKind(rawValue:)`, comparing `text` only with the names of its length (the raw
    /// value initializer compares it with each name in turn; this runs for every module).
    static func named(_ text: String) -> ModuleKind? {
        let kind: ModuleKind
        switch text.utf8.count {
        case 3: kind = .app
        case 4:
            if text == "core" { return .core }
            kind = .deps
        case 5: kind = .macro
        case 6:
            if text == "binary" { return .binary }
            kind = .system
        case 7: kind = .feature
        case 9: kind = .interface
        case 10: kind = .executable
        default: return nil
        }
        return text == kind.rawValue ? kind : nil
    }

    /// A kind by name: app, feature, interface, core, deps; an unknown name is logged with a
    /// "did you mean" or the list of kinds.
    static func decode(_ node: Node, _ reader: SchemaReader, what: String) -> ModuleKind? {
        guard let text = reader.string(node, what) else { return nil }
        if let kind = named(text) { return kind }
        let names = allCases.map(\.rawValue)
        var hint = Suggestion.hint(for: text, among: names)
        if hint.isEmpty { hint = " (expected one of: \(names.joined(separator: ", ")))" }
        reader.log.error("unknown module kind '\(text)'\(hint)", at: node.mark)
        return nil
    }
}

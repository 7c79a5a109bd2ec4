import ModgenSpec

extension ManifestRenderer {
    static func swiftSetting(_ setting: SwiftSetting) -> SourceFragment {
        let (head, value): (String, SourceFragment) = switch setting.kind {
        case .define(let name): (".define", .atom(name.swiftLiteral))
        case .enableUpcomingFeature(let name): (".enableUpcomingFeature", .atom(name.swiftLiteral))
        case .enableExperimentalFeature(let name): (".enableExperimentalFeature", .atom(name.swiftLiteral))
        case .unsafeFlags(let flags): (".unsafeFlags", flagArray(flags))
        case .languageMode(let mode): (".swiftLanguageMode", .atom(".v\(mode)"))
        case .interoperabilityMode(let mode): (".interoperabilityMode", .atom(".\(mode)"))
        }
        return .call(head, [value] + condition(setting.condition))
    }

    static func cSetting(_ setting: CSetting) -> SourceFragment {
        switch setting.kind {
        case .define(let name, let value):
            let to: [SourceFragment] = value.map { [.atom("to: \($0.swiftLiteral)")] } ?? []
            return .call(".define", [.atom(name.swiftLiteral)] + to + condition(setting.condition))
        case .headerSearchPath(let path): return .call(".headerSearchPath", [.atom(path.swiftLiteral)] + condition(setting.condition))
        case .unsafeFlags(let flags): return .call(".unsafeFlags", [flagArray(flags)] + condition(setting.condition))
        }
    }

    static func linkerSetting(_ setting: LinkerSetting) -> SourceFragment {
        let (head, value): (String, SourceFragment) = switch setting.kind {
        case .linkedFramework(let name): (".linkedFramework", .atom(name.swiftLiteral))
        case .linkedLibrary(let name): (".linkedLibrary", .atom(name.swiftLiteral))
        case .unsafeFlags(let flags): (".unsafeFlags", flagArray(flags))
        }
        return .call(head, [value] + condition(setting.condition))
    }

    /// `.when(platforms: [.iOS], configuration: .debug)` as a trailing argument; none without a condition.
    static func condition(_ condition: BuildCondition?) -> [SourceFragment] {
        guard let condition else { return [] }
        var arguments: [SourceFragment] = []
        if !condition.platforms.isEmpty {
            let platforms = SourceFragment.array(condition.platforms.map { .atom(".\($0)") }, multiline: false)
            arguments.append(platforms.labelled("platforms"))
        }
        if let configuration = condition.configuration { arguments.append(.atom("configuration: .\(configuration.rawValue)")) }
        return [.call(".when", arguments)]
    }

    private static func flagArray(_ flags: [String]) -> SourceFragment {
        .array(flags.map { .atom($0.swiftLiteral) }, multiline: false)
    }
}

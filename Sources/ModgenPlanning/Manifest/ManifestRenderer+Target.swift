import ModgenSpec

extension ManifestRenderer {
    /// `.target(...)`: one argument per line unless the name is all there is.
    static func target(_ target: ManifestTarget) -> SourceFragment {
        var arguments: [SourceFragment] = [.atom("name: \(target.name.swiftLiteral)")]
        arguments.appendArray("dependencies", Array(Set(target.dependencies)).sorted().map(targetDependency))
        if let path = target.path { arguments.append(.atom("path: \(path.swiftLiteral)")) }
        arguments.appendArray("resources", target.resources.map(resource))
        arguments.appendArray("swiftSettings", target.swiftSettings.map(swiftSetting))
        return .call(targetHead(target.kind), arguments, multiline: arguments.count > 1)
    }

    static func targetHead(_ kind: ManifestTarget.Kind) -> String {
        switch kind {
        case .regular: return ".target"
        case .executable: return ".executableTarget"
        case .test: return ".testTarget"
        }
    }

    static func targetDependency(_ dependency: ManifestTarget.Dependency) -> SourceFragment {
        switch dependency {
        case .byName(let name):
            return .atom(name.swiftLiteral)
        case .product(let name, let package):
            return .call(".product", [.atom("name: \(name.swiftLiteral)"), .atom("package: \(package.swiftLiteral)")])
        }
    }

    static func resource(_ resource: ManifestTarget.Resource) -> SourceFragment {
        switch resource {
        case .process(let path): return .call(".process", [.atom(path.swiftLiteral)])
        }
    }

    static func swiftSetting(_ setting: SwiftSetting) -> SourceFragment {
        switch setting {
        case .define(let name): return .call(".define", [.atom(name.swiftLiteral)])
        case .enableUpcomingFeature(let name): return .call(".enableUpcomingFeature", [.atom(name.swiftLiteral)])
        case .enableExperimentalFeature(let name): return .call(".enableExperimentalFeature", [.atom(name.swiftLiteral)])
        }
    }
}

extension Array where Element == SourceFragment {
    /// Appends `label: [elements]`, one element per line; nothing when there are no elements.
    mutating func appendArray(_ label: String, _ elements: [SourceFragment]) {
        guard !elements.isEmpty else { return }
        append(SourceFragment.array(elements).labelled(label))
    }
}

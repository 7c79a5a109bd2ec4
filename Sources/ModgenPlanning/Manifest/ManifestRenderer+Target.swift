import ModgenSpec

extension ManifestRenderer {
    /// `.target(...)`: one argument per line unless the name is all there is.
    static func target(_ target: ManifestTarget) -> SourceFragment {
        var arguments: [SourceFragment] = [.atom("name: \(target.name.swiftLiteral)")]
        arguments.appendArray("dependencies", Array(Set(target.dependencies)).sorted().map {
            targetDependency($0, condition: target.dependencyConditions[$0])
        })
        if let path = target.path { arguments.append(.atom("path: \(path.swiftLiteral)")) }
        arguments.appendArray("exclude", target.exclude.map { .atom($0.swiftLiteral) })
        arguments.appendArray("sources", target.sources.map { .atom($0.swiftLiteral) })
        arguments.appendArray("resources", target.resources.map(resource))
        arguments.appendArray("cSettings", target.cSettings.map(cSetting))
        arguments.appendArray("swiftSettings", target.swiftSettings.map(swiftSetting))
        arguments.appendArray("linkerSettings", target.linkerSettings.map(linkerSetting))
        arguments.appendArray("plugins", target.plugins.map {
            .call(".plugin", [.atom("name: \($0.name.swiftLiteral)"), .atom("package: \($0.package.swiftLiteral)")])
        })
        return .call(targetHead(target.kind), arguments, multiline: arguments.count > 1)
    }

    static func targetHead(_ kind: ManifestTarget.Kind) -> String {
        switch kind {
        case .regular: return ".target"
        case .executable: return ".executableTarget"
        case .test: return ".testTarget"
        }
    }

    /// A dependency by name, or `.target(name:condition:)` when it has a condition; a product
    /// with its `condition:`.
    static func targetDependency(_ dependency: ManifestTarget.Dependency, condition: BuildCondition? = nil) -> SourceFragment {
        let when = self.condition(condition).map { $0.labelled("condition") }
        switch dependency {
        case .byName(let name) where when.isEmpty:
            return .atom(name.swiftLiteral)
        case .byName(let name):
            return .call(".target", [.atom("name: \(name.swiftLiteral)")] + when)
        case .product(let name, let package):
            return .call(".product", [.atom("name: \(name.swiftLiteral)"), .atom("package: \(package.swiftLiteral)")] + when)
        }
    }

    static func resource(_ resource: ManifestTarget.Resource) -> SourceFragment {
        switch resource.rule {
        case .process:
            let localization: [SourceFragment] = resource.localization.map { [.atom("localization: .\($0.rawValue)")] } ?? []
            return .call(".process", [.atom(resource.path.swiftLiteral)] + localization)
        case .copy: return .call(".copy", [.atom(resource.path.swiftLiteral)])
        case .embed: return .call(".embedInCode", [.atom(resource.path.swiftLiteral)])
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

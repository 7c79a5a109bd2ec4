import YAMLTree

/// Keys that only make sense for one kind of module.
struct ModuleKindChecks {
    let reader: SchemaReader

    func check(_ fields: Mapping, of module: SpecModule) {
        let featureOnly = ["interfaceDependencies", "example"]
        for key in featureOnly where module.kind != .feature {
            guard let entry = fields.entry(forKey: key) else { continue }
            reader.log.error(
                "'\(key)' applies to feature modules only; '\(module.name)' is \(module.kind.article) module", at: entry.key.mark)
        }
        if module.kind != .deps, let entry = fields.entry(forKey: "serves") {
            reader.log.error(
                "'serves' applies to deps modules only; '\(module.name)' is \(module.kind.article) module", at: entry.key.mark)
        }
    }
}

extension ModuleKind {
    /// "a feature", "an app", for messages.
    package var article: String {
        switch self {
        case .app, .interface: return "an \(rawValue)"
        case .feature, .core, .deps: return "a \(rawValue)"
        }
    }
}

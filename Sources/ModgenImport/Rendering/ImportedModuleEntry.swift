import ModgenReporting
import ModgenSpec

/// One imported module as a `modules:` entry: `type` and the keys whose value differs from
/// the default, by the dump's shapes (`TargetOptionsDump`), so the entry reads like a hand-written one.
enum ImportedModuleEntry {
    static func value(of module: ImportedModule) -> DumpValue {
        if let binary = module.binary {
            switch binary {
            case .path(let path): return .map([("type", .string("binary")), ("path", .string(path))])
            case .url(let url, let checksum): return .map([("type", .string("binary")), ("url", .string(url)), ("checksum", .string(checksum))])
            }
        }
        if let library = module.systemLibrary { return systemEntry(module, library) }
        var pairs: [(String, DumpValue)] = [("type", .string(module.kind.rawValue))]
        if !module.dependencies.isEmpty { pairs.append(("dependencies", .list(module.dependencies.map(edge)))) }
        if !module.interfaceDependencies.isEmpty { pairs.append(("interfaceDependencies", .list(module.interfaceDependencies.map(edge)))) }
        if !module.testDependencies.isEmpty { pairs.append(("testDependencies", .list(module.testDependencies.map(edge)))) }
        if module.example { pairs.append(("example", .bool(true))) }
        if module.testing { pairs.append(("testing", .bool(true))) }
        if !module.serves.isEmpty { pairs.append(("serves", .list(module.serves.map(DumpValue.string)))) }
        if let platforms = module.platforms { pairs.append(("platforms", ResolvedSpecDump.platforms(platforms))) }
        if module.linkage != .automatic { pairs.append(("linkage", .string(module.linkage.rawValue))) }
        if !module.vendsProduct { pairs.append(("product", .bool(false))) }
        if let path = module.path { pairs.append(("path", .string(path))) }
        if let host = module.packageHost { pairs.append(("package", .string(host))) }
        let lists: [(String, [String])] = [("sources", module.sources), ("exclude", module.exclude), ("testExclude", module.testExclude)]
        for (key, values) in lists where !values.isEmpty { pairs.append((key, .list(values.map(DumpValue.string)))) }
        if !module.resources.isEmpty { pairs.append(("resources", .list(module.resources.map(TargetOptionsDump.resource)))) }
        if !module.testResources.isEmpty { pairs.append(("testResources", .list(module.testResources.map(TargetOptionsDump.resource)))) }
        let settings: [(String, [(String, DumpValue)])] = [
            ("swiftSettings", TargetOptionsDump.swiftSettings(module.swiftSettings)),
            ("cSettings", TargetOptionsDump.cSettings(module.cSettings)),
            ("linkerSettings", TargetOptionsDump.linkerSettings(module.linkerSettings)),
        ]
        for (key, value) in settings where !value.isEmpty { pairs.append((key, .map(value))) }
        if !module.plugins.isEmpty {
            pairs.append(("plugins", .list(module.plugins.map { .map([("package", .string($0.package)), ("product", .string($0.product))]) })))
        }
        if !module.tests { pairs.append(("tests", .bool(false))) }
        if !module.testTargets.isEmpty {
            pairs.append(("testTargets", .map(module.testTargets.map { target in
                var fields: [(String, DumpValue)] = []
                if !target.dependencies.isEmpty { fields.append(("dependencies", .list(target.dependencies.map(edge)))) }
                if !target.resources.isEmpty { fields.append(("resources", .list(target.resources.map(TargetOptionsDump.resource)))) }
                if !target.exclude.isEmpty { fields.append(("exclude", .list(target.exclude.map(DumpValue.string)))) }
                return (target.name, .map(fields))
            })))
        }
        return .map(pairs)
    }

    /// A system module: its library, where it is, its package and product.
    private static func systemEntry(_ module: ImportedModule, _ library: SystemLibrary) -> DumpValue {
        var pairs: [(String, DumpValue)] = [("type", .string(ModuleKind.system.rawValue))] + TargetOptionsDump.systemLibrary(library)
        if let path = module.path { pairs.append(("path", .string(path))) }
        if let host = module.packageHost { pairs.append(("package", .string(host))) }
        if !module.vendsProduct { pairs.append(("product", .bool(false))) }
        return .map(pairs)
    }

    /// `Name`, `{ module, condition }`, `{ package, product }` (with a condition when written).
    private static func edge(_ edge: ImportedModule.Edge) -> DumpValue {
        let condition: DumpValue? = edge.platforms.isEmpty ? nil : .map([("platforms", .list(edge.platforms.map(DumpValue.string)))])
        switch edge.dependency {
        case .module(let name):
            guard let condition else { return .string(name) }
            return .map([("module", .string(name)), ("condition", condition)])
        case .product(let product, let alias):
            var pairs: [(String, DumpValue)] = [("package", .string(alias)), ("product", .string(product))]
            if let condition { pairs.append(("condition", condition)) }
            return .map(pairs)
        }
    }
}

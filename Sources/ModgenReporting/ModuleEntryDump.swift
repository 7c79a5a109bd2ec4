import ModgenGraph
import ModgenSpec

/// One declared module as a `modules:` entry of the dump: its written dependencies (the
/// implicit edges to its own interface and to the interfaces of the features it serves are
/// modgen's, so they are left out unless a condition was written on one), its interface's
/// dependencies for a feature, and every key at its value; `platforms` and `path` only when
/// set (writing their defaults would change the manifest).
struct ModuleEntryDump {
    let graph: ModuleGraph

    func value(of module: ResolvedModule) -> DumpValue {
        if let binary = module.target.binary { return Self.binaryEntry(binary) }
        if let library = module.target.systemLibrary { return systemEntry(module, library) }
        let implicit = implicitDependencies(of: module)
        let mocks = testingModule(of: module)
        let written = module.dependencies.filter { !implicit.contains($0) || module.target.conditions[$0] != nil }
        var pairs: [(String, DumpValue)] = [
            ("type", .string(module.kind.rawValue)),
            ("dependencies", .list(written.map { dependency($0, of: module) })),
        ]
        if module.kind == .feature {
            let interface = graph[graph.options.interfaceName(for: module.name)]
            pairs.append(("interfaceDependencies", .list((interface?.dependencies ?? []).map { ResolvedSpecDump.dependency($0) })))
        }
        // The tests' edge to the module's own `XTesting` is modgen's, like the interface edge.
        let testDependencies = module.target.testDependencies.filter { mocks == nil || $0 != mocks || module.target.conditions[$0] != nil }
        pairs.append(("testDependencies", .list(testDependencies.map { dependency($0, of: module) })))
        if module.kind == .feature || module.kind == .interface { pairs.append(("testing", .bool(mocks != nil))) }
        if module.kind == .feature { pairs.append(("example", .bool(module.example))) }
        if module.kind == .deps { pairs.append(("serves", .list(module.serves.map(DumpValue.string)))) }
        pairs.append(("templateSet", .string(module.templateSet)))
        pairs += TargetOptionsDump.pairs(module)
        pairs.append(("tests", .bool(module.hasTests)))
        if !module.target.testTargets.isEmpty {
            pairs.append(("testTargets", .map(module.target.testTargets.map { extra in
                (extra.name, .map([
                    ("dependencies", .list(extra.dependencies.map { dependency($0, of: module) })),
                    ("resources", .list(extra.resources.map(TargetOptionsDump.resource))),
                    ("exclude", .list(extra.exclude.map(DumpValue.string))),
                ]))
            })))
        }
        return .map(pairs)
    }

    /// A binary module is its artifact and nothing else (any other key is an error on it).
    private static func binaryEntry(_ binary: BinarySource) -> DumpValue {
        switch binary {
        case .path(let path):
            return .map([("type", .string(ModuleKind.binary.rawValue)), ("path", .string(path))])
        case .url(let url, let checksum):
            return .map([("type", .string(ModuleKind.binary.rawValue)), ("url", .string(url)), ("checksum", .string(checksum))])
        }
    }

    /// A system module: its kind, library and where it is; nothing else applies to it.
    private func systemEntry(_ module: ResolvedModule, _ library: SystemLibrary) -> DumpValue {
        var pairs: [(String, DumpValue)] = [("type", .string(ModuleKind.system.rawValue))] + TargetOptionsDump.systemLibrary(library)
        pairs.append(("templateSet", .string(module.templateSet)))
        if let path = module.target.path { pairs.append(("path", .string(path))) }
        if let host = module.target.packageHost { pairs.append(("package", .string(host.name))) }
        if !module.target.vendsProduct { pairs.append(("product", .bool(false))) }
        return .map(pairs)
    }

    /// The `XTesting` module `testing: true` brought for `module`, if it did.
    private func testingModule(of module: ResolvedModule) -> ModuleDependency? {
        let name = TargetNames.testing(module.name)
        guard let mocks = graph[name], case .testing(let subject, _) = mocks.origin, subject == module.name else { return nil }
        return .module(name)
    }

    /// The edges modgen adds: a feature on its interface, a deps module on the interfaces of
    /// the features it serves.
    private func implicitDependencies(of module: ResolvedModule) -> Set<ModuleDependency> {
        switch module.kind {
        case .feature: return [.module(graph.options.interfaceName(for: module.name))]
        case .deps: return Set(module.serves.map { .module(graph.options.interfaceName(for: $0)) })
        default: return []
        }
    }

    private func dependency(_ dependency: ModuleDependency, of module: ResolvedModule) -> DumpValue {
        ResolvedSpecDump.dependency(dependency, module.target.conditions[dependency])
    }
}

extension ResolvedSpecDump {
    /// `Name`, or `{ module, condition }`, or `{ package, product, condition }`.
    static func dependency(_ dependency: ModuleDependency, _ condition: BuildCondition? = nil) -> DumpValue {
        switch dependency {
        case .module(let name):
            guard let condition else { return .string(name) }
            return .map([("module", .string(name)), ("condition", TargetOptionsDump.condition(condition))])
        case .product(let name, let package):
            var pairs: [(String, DumpValue)] = [("package", .string(package)), ("product", .string(name))]
            if let condition { pairs.append(("condition", TargetOptionsDump.condition(condition))) }
            return .map(pairs)
        }
    }
}

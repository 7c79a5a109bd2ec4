import ModgenGraph
import ModgenSpec

/// One declared module as a `modules:` entry of the dump: its written dependencies (the
/// implicit edges to its own interface and to the interfaces of the features it serves are
/// modgen's, so they are left out unless a condition was written on one), its interface's
/// dependencies for a feature, and every key at its value; `platforms` and `path` only when
/// set (writing their defaults would change the manifest).
struct ModuleEntryDump {
    let graph: ModuleGraph

    func write(_ module: ResolvedModule, into sink: inout some DumpSink) {
        if let binary = module.target.binary { return Self.binaryEntry(binary, into: &sink) }
        if let library = module.target.systemLibrary { return systemEntry(module, library, into: &sink) }
        let implicit = implicitDependencies(of: module)
        let mocks = testingModule(of: module)
        let conditions = module.target.conditions
        sink.openMap()
        sink.pair("type", module.kind.rawValue)
        sink.pair("dependencies") { sink in
            sink.list { sink in
                for written in module.dependencies
                where implicit.isEmpty || !implicit.contains(written) || (!conditions.isEmpty && conditions[written] != nil) {
                    dependency(written, of: module, into: &sink)
                }
            }
        }
        if module.kind == .feature {
            let interface = graph[graph.options.interfaceName(for: module.name)]
            sink.pair("interfaceDependencies") { sink in
                sink.list { sink in
                    for edge in interface?.dependencies ?? [] { ResolvedSpecDump.dependency(edge, nil, into: &sink) }
                }
            }
        }
        // The tests' edge to the module's own `XTesting` is modgen's, like the interface edge.
        sink.pair("testDependencies") { sink in
            sink.list { sink in
                for edge in module.target.testDependencies
                where mocks == nil || edge != mocks || (!conditions.isEmpty && conditions[edge] != nil) {
                    dependency(edge, of: module, into: &sink)
                }
            }
        }
        if module.kind == .feature || module.kind == .interface { sink.pair("testing", mocks != nil) }
        if module.kind == .feature { sink.pair("example", module.example) }
        if module.kind == .deps { sink.pair("serves", strings: module.serves) }
        sink.pair("templateSet", module.templateSet)
        TargetOptionsDump.write(module, into: &sink)
        sink.pair("tests", module.hasTests)
        if !module.target.testTargets.isEmpty {
            sink.pair("testTargets") { sink in
                sink.map { sink in
                    for extra in module.target.testTargets {
                        sink.pair(extra.name) { sink in
                            sink.map { sink in
                                sink.pair("dependencies") { sink in
                                    sink.list { sink in
                                        for edge in extra.dependencies { dependency(edge, of: module, into: &sink) }
                                    }
                                }
                                sink.pair("resources") { sink in
                                    sink.list { sink in
                                        for resource in extra.resources { TargetOptionsDump.resource(resource, into: &sink) }
                                    }
                                }
                                sink.pair("exclude", strings: extra.exclude)
                            }
                        }
                    }
                }
            }
        }
        sink.close()
    }

    /// A binary module is its artifact and nothing else (any other key is an error on it).
    private static func binaryEntry(_ binary: BinarySource, into sink: inout some DumpSink) {
        sink.openMap()
        sink.pair("type", ModuleKind.binary.rawValue)
        switch binary {
        case .path(let path):
            sink.pair("path", path)
        case .url(let url, let checksum):
            sink.pair("url", url)
            sink.pair("checksum", checksum)
        }
        sink.close()
    }

    /// A system module: its kind, library and where it is; nothing else applies to it.
    private func systemEntry(_ module: ResolvedModule, _ library: SystemLibrary, into sink: inout some DumpSink) {
        sink.openMap()
        sink.pair("type", ModuleKind.system.rawValue)
        TargetOptionsDump.systemLibrary(library, into: &sink)
        sink.pair("templateSet", module.templateSet)
        if let path = module.target.path { sink.pair("path", path) }
        if let host = module.target.packageHost { sink.pair("package", host.name) }
        if !module.target.vendsProduct { sink.pair("product", false) }
        sink.close()
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

    private func dependency(_ dependency: ModuleDependency, of module: ResolvedModule, into sink: inout some DumpSink) {
        let conditions = module.target.conditions
        ResolvedSpecDump.dependency(dependency, conditions.isEmpty ? nil : conditions[dependency], into: &sink)
    }
}

extension ResolvedSpecDump {
    /// `Name`, or `{ module, condition }`, or `{ package, product, condition }`.
    static func dependency(_ dependency: ModuleDependency, _ condition: BuildCondition?, into sink: inout some DumpSink) {
        switch dependency {
        case .module(let name):
            guard let condition else { return sink.string(name) }
            sink.openMap()
            sink.pair("module", name)
            sink.pair("condition") { TargetOptionsDump.condition(condition, into: &$0) }
            sink.close()
        case .product(let name, let package):
            sink.openMap()
            sink.pair("package", package)
            sink.pair("product", name)
            if let condition { sink.pair("condition") { TargetOptionsDump.condition(condition, into: &$0) } }
            sink.close()
        }
    }
}

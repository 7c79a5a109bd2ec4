import ModgenDiagnostics
import YAMLTree

/// A spec file as written, typed: includes merged, templates applied, the environment
/// expanded. Not yet resolved: names are still names (see `GraphResolver`). Also how the
/// merged root mapping is read into it, section by section.
package struct Spec: Sendable {
    /// The project's name (`name:`).
    package var name: String
    /// The spec's path as the user gave it.
    package var path: String
    package var options: ProjectOptions
    /// In the order written.
    package var packages: [SpecPackage]
    /// In the order written.
    package var modules: [SpecModule]
    package var rules: DependencyRules
    /// Modules and packages whose entries had errors: known names, so a reference to one is
    /// not reported a second time as unknown.
    package var brokenNames: Set<String> = []
    /// The files the load read: the spec, then each included file, as the load spelled them.
    package var files: [String] = []
}

extension Spec {
    /// The merged root mapping (includes resolved) into a typed `Spec`. `options:` is read
    /// first: its `swiftToolsVersion` gates the keys and values of packages and modules.
    static func decode(_ root: Mapping, _ reader: SchemaReader, at rootMark: Mark, path: String) -> Spec {
        reader.checkKeys(root, keys: SpecKeys.root, in: "the spec")
        let name = root["name"].flatMap { reader.projectName($0) }
        if root["name"] == nil {
            reader.log.error("the spec needs 'name:' (the project's name)", at: rootMark)
        }
        let options = ProjectOptions.decode(root["options"], reader)
        let gated = reader.gated(by: options.toolsVersion)
        let packages = SpecPackage.decodeAll(root["packages"], gated)
        var spec = Spec(
            name: name ?? "", path: path,
            options: options,
            packages: packages.packages, modules: [],
            rules: DependencyRules.decode(root["rules"], reader),
            brokenNames: packages.broken)
        spec.decodeModules(root, gated, at: rootMark)
        return spec
    }

    /// `modules:`, each entry's keys checked where written, then its templates applied. A
    /// long list's second half is decoded on another thread with a log and a template
    /// resolver of its own, and kept when that logged nothing and both halves' template copies
    /// together stay within the budget: then it is what decoding it here would give. Else it is
    /// decoded here, after the first half, as if there had been no other thread.
    private mutating func decodeModules(_ root: Mapping, _ reader: SchemaReader, at rootMark: Mark) {
        let templatesNode = root["moduleTemplates"]
        let templates = templatesNode.flatMap { reader.mapping($0, "'moduleTemplates'") } ?? Mapping()
        var resolver = TemplateResolver(reader: reader, templates: templates)
        guard let modulesNode = root["modules"] else {
            reader.log.error("the spec needs 'modules:' (the modules of the app)", at: rootMark)
            return
        }
        guard let entries = reader.mapping(modulesNode, "'modules'") else { return }
        let all = entries.entries
        let middle = all.count >= Self.halvedFrom ? all.count / 2 : all.count
        let second = middle == all.count ? nil : SecondThread { [options, expander = reader.expander, version = reader.toolsVersion] in
            let log = DiagnosticLog()
            let reader = SchemaReader(log: log, expander: expander).gated(by: version)
            var resolver = TemplateResolver(reader: reader, templates: templates)
            var decoded = DecodedModules()
            decoded.decode(all[middle...], reader, &resolver, options: options)
            return (decoded, logged: !log.items.isEmpty, spent: resolver.spent, used: resolver.used)
        }
        var decoded = DecodedModules()
        decoded.decode(all[..<middle], reader, &resolver, options: options)
        if let second {
            let other = second.wait()
            if !other.logged && resolver.spent + other.spent <= resolver.limit {
                decoded.modules += other.0.modules
                decoded.broken.formUnion(other.0.broken)
                resolver.markUsed(other.used)
            } else {
                decoded.decode(all[middle...], reader, &resolver, options: options)
            }
        }
        modules = decoded.modules
        brokenNames.formUnion(decoded.broken)
        for unused in resolver.unused {
            reader.log.warning("module template '\(unused.key.text ?? "")' is never used", at: unused.key.mark)
        }
        if entries.isEmpty { reader.log.warning("the spec declares no modules", at: modulesNode.mark) }
    }

    /// Lists of this many modules or more are decoded in two halves on two threads.
    static let halvedFrom = 1_024
}

/// The modules of some entries of `modules:`, in order, and the names of those that failed.
private struct DecodedModules: Sendable {
    var modules: [SpecModule] = []
    var broken: Set<String> = []

    mutating func decode(
        _ entries: ArraySlice<Mapping.Entry>, _ reader: SchemaReader, _ resolver: inout TemplateResolver, options: ProjectOptions
    ) {
        modules.reserveCapacity(modules.count + entries.count)
        for entry in entries {
            let name = entry.key.text ?? ""
            if let fields = entry.value.mapping {
                reader.checkKeys(fields, keys: SpecKeys.module, in: "module '\(name)'")
            }
            if let merged = resolver.apply(toModule: name, entry.value),
               let module = SpecModule.decode(merged, reader, name: entry.key, options: options) {
                modules.append(module)
            } else {
                broken.insert(name)
            }
        }
    }
}

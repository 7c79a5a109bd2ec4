import ModgenGraph
import ModgenSpec
import Stencil

/// Builds the values a stub template sees. Every key is documented in Templates/README.md;
/// a key added here goes there too.
///
/// A context is built as `TemplateValue`s (what `FastTemplate` reads without casting) and
/// handed to Stencil as `Any` only when Stencil renders. The keys of a module (all but
/// `target` and `kit`) are built once for all of its targets.
///
/// Below: `ModuleValue` and `TemplateRecord`, the values templates see, and what the planner
/// asks of a module's origin.
///
/// One builder serves every thread rendering stubs: nothing in it changes once it is made
/// (what a template asks of a module is cached in that module's `ModuleValue`, one thread's).
final class StubContextBuilder: @unchecked Sendable {
    let graph: ModuleGraph
    let layout: PackageLayout
    private let project: TemplateRecord
    /// Feature name -> the name of its interface module.
    private let interfaces: [String: String]
    /// Module name -> its index in `graph.modules`: a `ModuleValue` holds the index, not a
    /// copy of the module (copying and releasing modules was a fifth of building contexts).
    private let indexByName: [String: Int]

    init(graph: ModuleGraph, layout: PackageLayout, specReference: String) {
        self.graph = graph
        self.layout = layout
        self.project = TemplateRecord(["name": graph.name, "specPath": specReference])
        var interfaces: [String: String] = [:]
        var indexByName: [String: Int] = [:]
        indexByName.reserveCapacity(graph.modules.count)
        for (index, module) in graph.modules.enumerated() {
            if let feature = module.interfacedFeature { interfaces[feature] = module.name }
            indexByName[module.name] = index
        }
        self.interfaces = interfaces
        self.indexByName = indexByName
    }

    /// The keys every target of `module` sees alike.
    func moduleContext(for module: ResolvedModule) -> [String: TemplateValue] {
        let dependencies = module.moduleDependencies
        let scope = Set(dependencies)
        // Room for every key up front (a target's two included): growing a literal's table
        // rehashed it.
        var context = [String: TemplateValue](minimumCapacity: 8)
        context["project"] = .record(project)
        // What Swift code imports: `Home_iOS` for the target `Home-iOS`.
        context["name"] = .string(SwiftIdentifier.moduleName(of: module.name))
        context["dependencies"] = .modules(dependencies.compactMap { value(of: $0, servedByScope: scope) })
        if let own = value(of: module.name, servedByScope: nil) { context["module"] = .module(own) }
        if let feature = featureName(of: module), let value = value(of: feature, servedByScope: nil) {
            context["feature"] = .module(value)
        }
        if let mocked = module.mockedModule, let value = value(of: mocked, servedByScope: nil) {
            context["mocked"] = .module(value)
        }
        return context
    }

    /// `moduleContext` with the keys of one of the module's targets.
    func context(_ moduleContext: [String: TemplateValue], for module: ResolvedModule, target: String, role: StubRole) -> [String: TemplateValue] {
        var context = moduleContext
        context["target"] = .record(TemplateRecord(["name": target, "role": role.rawValue]))
        if let kit = Self.kit(of: module, role: role) { context["kit"] = .string(kit) }
        return context
    }

    /// The module called `name` as templates see it; nil for a name the graph does not hold.
    private func value(of name: String, servedByScope: Set<String>?) -> ModuleValue? {
        indexByName[name].map { ModuleValue(index: $0, builder: self, servedByScope: servedByScope) }
    }

    /// The kit library an app's or an example's targets share (`MapsAppKit`, `SearchExampleKit`).
    static func kit(of module: ResolvedModule, role: StubRole) -> String? {
        switch role {
        case .app, .appKit, .appTests: return TargetNames.kit(module.name)
        case .example, .exampleKit: return TargetNames.kit(TargetNames.example(module.name))
        default: return nil
        }
    }

    /// A feature's own name, or for a feature's interface (or a feature's `XTesting`) the
    /// feature it belongs to.
    func featureName(of module: ResolvedModule) -> String? {
        if module.kind == .feature { return module.name }
        if case .testing(let mocked, .feature) = module.origin { return mocked }
        return module.interfacedFeature
    }

    /// A feature's interface module, or a feature interface's own name; empty otherwise. Takes
    /// the module's index and reads it in place: passing `modules[index]` copied it whole, and
    /// templates ask for `interface` once per dependency.
    func interfaceName(ofModuleAt index: Int) -> String {
        if graph.modules[index].kind == .feature { return interfaces[graph.modules[index].name] ?? "" }
        if case .interface = graph.modules[index].origin { return graph.modules[index].name }
        return ""
    }

    /// The `XTesting` module of a module with `testing: true`; empty otherwise (read in place, as above).
    func testingName(ofModuleAt index: Int) -> String {
        let name = TargetNames.testing(graph.modules[index].name)
        guard let testing = indexByName[name], case .testing(let mocked, _) = graph.modules[testing].origin, mocked == graph.modules[index].name else { return "" }
        return name
    }

    func product(_ dependency: ModuleDependency) -> TemplateRecord? {
        guard case .product(let name, let alias) = dependency else { return nil }
        return TemplateRecord(["name": name, "package": graph.packages[alias]?.identity ?? alias])
    }

    func served(_ feature: String) -> TemplateRecord {
        TemplateRecord(["name": feature, "interface": interfaces[feature] ?? graph.options.interfaceName(for: feature)])
    }
}

/// A module as templates see it (`module`, `feature`, each of `dependencies`). Members are
/// computed when a template asks for them (`name`, `path`, `interface` and `servedBy` once); Templates/README.md
/// lists them. Made and read by one thread.
final class ModuleValue: DynamicMemberLookup {
    /// The module's index in the builder's graph.
    private let index: Int
    private let builder: StubContextBuilder
    /// When set, `servedBy` lists only these deps modules (those the rendering module imports).
    private let servedByScope: Set<String>?
    private var swiftName: String?
    private var modulePath: String?
    private var servedByNames: [String]?
    private var interfaceName: String?

    init(index: Int, builder: StubContextBuilder, servedByScope: Set<String>?) {
        self.index = index
        self.builder = builder
        self.servedByScope = servedByScope
    }

    /// Stencil's view: the member's value as `Any`.
    subscript(dynamicMember member: String) -> Any? {
        value(of: member).any
    }

    /// The member `member`; `.null` for a name that is none. The module is read in place
    /// (`modules[index]` in each case): binding it to a local copied it whole for each member.
    func value(of member: String) -> TemplateValue {
        let modules = builder.graph.modules
        switch member {
        case "name": return .string(name)
        case "targetName": return .string(modules[index].name)
        case "kind": return .string(modules[index].kind.rawValue)
        case "path": return .string(path)
        case "isFeatureInterface": return .bool(modules[index].isFeatureInterface)
        case "testing": return .string(SwiftIdentifier.moduleName(of: builder.testingName(ofModuleAt: index)))
        case "feature": return .string(builder.featureName(of: modules[index]) ?? "")
        case "interface": return .string(interface)
        case "dependencies": return .strings(modules[index].moduleDependencies)
        case "products": return .records(modules[index].dependencies.compactMap(builder.product))
        case "serves": return .records(modules[index].serves.map(builder.served))
        case "servedBy": return .strings(servedBy)
        case "example": return .bool(modules[index].example)
        case "hasTests": return .bool(modules[index].hasTests)
        case "resources": return .strings(modules[index].resources)
        case "templateSet": return .string(modules[index].templateSet)
        case "macroName": return .string(modules[index].kind == .macro ? MacroName.of(modules[index].name) : "")
        case "macroPlugin": return .string(modules[index].kind == .macro ? TargetNames.macros(modules[index].name) : "")
        default: return .null
        }
    }

    private var path: String {
        if let modulePath { return modulePath }
        let path = builder.layout.modulePath(of: builder.graph.modules[index]).description
        modulePath = path
        return path
    }

    /// Asked for once per dependency by a feature's templates (`dependency.name != feature.interface`).
    private var interface: String {
        if let interfaceName { return interfaceName }
        let interface = builder.interfaceName(ofModuleAt: index)
        interfaceName = interface
        return interface
    }

    private var name: String {
        if let swiftName { return swiftName }
        let name = SwiftIdentifier.moduleName(of: builder.graph.modules[index].name)
        swiftName = name
        return name
    }

    private var servedBy: [String] {
        if let servedByNames { return servedByNames }
        let module = builder.graph.modules[index]
        var names: [String] = []
        if module.kind == .feature {
            let serving = builder.graph.depsServing(module.name).map(\.name)
            let scoped = servedByScope.map { scope in serving.filter(scope.contains) } ?? serving
            names = scoped.map(SwiftIdentifier.moduleName(of:))
        }
        servedByNames = names
        return names
    }
}

/// A few named strings as templates see them (`project.name`, `target.role`).
///
/// A class answering Stencil's `DynamicMemberLookup` rather than a dictionary: on Linux,
/// Stencil copies and bridges a dictionary on every dotted lookup, which made dictionaries
/// the cost of planning thousands of modules.
final class TemplateRecord: DynamicMemberLookup {
    private let values: [String: String]

    init(_ values: [String: String]) {
        self.values = values
    }

    subscript(dynamicMember member: String) -> Any? {
        values[member]
    }
}

/// What the planner asks of a module's origin.
extension ResolvedModule {
    var isFeatureInterface: Bool {
        if case .interface = origin { return true }
        return false
    }

    /// The feature whose interface this module is, if it is one.
    var interfacedFeature: String? {
        if case .interface(let feature) = origin { return feature }
        return nil
    }

    /// The feature or interface whose mocks this module (`XTesting`) holds, if it is one.
    var mockedModule: String? {
        if case .testing(let mocked, _) = origin { return mocked }
        return nil
    }
}

import ModgenGraph
import ModgenSpec
import Stencil

/// Builds the values a stub template sees. Every key is documented in Templates/README.md;
/// a key added here goes there too.
///
/// Below: `ModuleValue` and `TemplateRecord`, the values templates see, and what the planner
/// asks of a module's origin.
struct StubContextBuilder {
    let graph: ModuleGraph
    let layout: PackageLayout
    private let project: TemplateRecord
    /// Feature name -> the name of its interface module.
    private let interfaces: [String: String]

    init(graph: ModuleGraph, layout: PackageLayout, specReference: String) {
        self.graph = graph
        self.layout = layout
        self.project = TemplateRecord(["name": graph.name, "specPath": specReference])
        var interfaces: [String: String] = [:]
        for module in graph.modules {
            if let feature = module.interfacedFeature { interfaces[feature] = module.name }
        }
        self.interfaces = interfaces
    }

    func context(for module: ResolvedModule, target: String, role: StubRole) -> [String: Any] {
        let scope = Set(module.moduleDependencies)
        var context: [String: Any] = [
            "project": project,
            // What Swift code imports: `Home_iOS` for the target `Home-iOS`.
            "name": SwiftIdentifier.moduleName(of: module.name),
            "module": ModuleValue(module, builder: self, servedByScope: nil),
            "target": TemplateRecord(["name": target, "role": role.rawValue]),
            "dependencies": module.moduleDependencies.compactMap { graph[$0] }.map { ModuleValue($0, builder: self, servedByScope: scope) },
        ]
        if let kit = Self.kit(of: module, role: role) { context["kit"] = kit }
        if let feature = featureName(of: module), let featureModule = graph[feature] {
            context["feature"] = ModuleValue(featureModule, builder: self, servedByScope: nil)
        }
        if let mocked = module.mockedModule.flatMap({ graph[$0] }) {
            context["mocked"] = ModuleValue(mocked, builder: self, servedByScope: nil)
        }
        return context
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

    /// A feature's interface module, or a feature interface's own name; empty otherwise.
    func interfaceName(of module: ResolvedModule) -> String {
        if module.kind == .feature { return interfaces[module.name] ?? "" }
        return module.isFeatureInterface ? module.name : ""
    }

    /// The `XTesting` module of a module with `testing: true`; empty otherwise.
    func testingName(of module: ResolvedModule) -> String {
        let name = TargetNames.testing(module.name)
        return graph[name]?.mockedModule == module.name ? name : ""
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
/// computed when a template asks for them; Templates/README.md lists them.
final class ModuleValue: DynamicMemberLookup {
    private let module: ResolvedModule
    private let builder: StubContextBuilder
    /// When set, `servedBy` lists only these deps modules (those the rendering module imports).
    private let servedByScope: Set<String>?

    init(_ module: ResolvedModule, builder: StubContextBuilder, servedByScope: Set<String>?) {
        self.module = module
        self.builder = builder
        self.servedByScope = servedByScope
    }

    subscript(dynamicMember member: String) -> Any? {
        switch member {
        case "name": return SwiftIdentifier.moduleName(of: module.name)
        case "targetName": return module.name
        case "kind": return module.kind.rawValue
        case "path": return builder.layout.modulePath(of: module).description
        case "isFeatureInterface": return module.isFeatureInterface
        case "testing": return SwiftIdentifier.moduleName(of: builder.testingName(of: module))
        case "feature": return builder.featureName(of: module) ?? ""
        case "interface": return builder.interfaceName(of: module)
        case "dependencies": return module.moduleDependencies
        case "products": return module.dependencies.compactMap(builder.product)
        case "serves": return module.serves.map(builder.served)
        case "servedBy": return servedBy
        case "example": return module.example
        case "hasTests": return module.hasTests
        case "resources": return module.resources
        case "templateSet": return module.templateSet
        case "macroName": return module.kind == .macro ? MacroName.of(module.name) : ""
        case "macroPlugin": return module.kind == .macro ? TargetNames.macros(module.name) : ""
        default: return nil
        }
    }

    private var servedBy: [String] {
        guard module.kind == .feature else { return [] }
        let names = builder.graph.depsServing(module.name).map(\.name)
        let scoped = servedByScope.map { scope in names.filter(scope.contains) } ?? names
        return scoped.map(SwiftIdentifier.moduleName(of:))
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

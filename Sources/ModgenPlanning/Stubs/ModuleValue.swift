import Stencil
import ModgenGraph

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
        case "name": return module.name
        case "kind": return module.kind.rawValue
        case "path": return builder.layout.modulePath(of: module).description
        case "isFeatureInterface": return module.isFeatureInterface
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
        default: return nil
        }
    }

    private var servedBy: [String] {
        guard module.kind == .feature else { return [] }
        let names = builder.graph.depsServing(module.name).map(\.name)
        guard let servedByScope else { return names }
        return names.filter(servedByScope.contains)
    }
}

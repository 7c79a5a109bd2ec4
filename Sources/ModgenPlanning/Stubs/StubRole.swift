import ModgenGraph

/// A kind of target a template set has a folder of templates for (`Templates/<set>/<role>/`).
enum StubRole: String, CaseIterable, Sendable {
    case app
    case appTests = "app-tests"
    case feature
    case featureTests = "feature-tests"
    case example
    /// The interface a feature brings (`SearchInterface`).
    case featureInterface = "feature-interface"
    case featureInterfaceTests = "feature-interface-tests"
    /// An interface module declared on its own (`CommonTypes`).
    case interface
    case interfaceTests = "interface-tests"
    case core
    case coreTests = "core-tests"
    case deps
    case depsTests = "deps-tests"

    /// The role of a module's own target.
    static func main(of module: ResolvedModule) -> StubRole {
        switch module.kind {
        case .app: return .app
        case .feature: return .feature
        case .interface: return module.isFeatureInterface ? .featureInterface : .interface
        case .core: return .core
        case .deps: return .deps
        }
    }

    /// The role of a module's test target.
    static func tests(of module: ResolvedModule) -> StubRole {
        switch module.kind {
        case .app: return .appTests
        case .feature: return .featureTests
        case .interface: return module.isFeatureInterface ? .featureInterfaceTests : .interfaceTests
        case .core: return .coreTests
        case .deps: return .depsTests
        }
    }
}

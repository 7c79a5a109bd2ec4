@_exported import SearchInterface
import CommonTypes
import SuggestInterface
import Utils

/// The entry point of the Search feature: it gets what it needs as `SearchDependencies`
/// and does what `SearchProviding` promises. The app and SearchExample create it.
public struct SearchFacade: SearchProviding {
    private let dependencies: any SearchDependencies

    public init(dependencies: any SearchDependencies) {
        self.dependencies = dependencies
    }

    public var title: String { "Search" }

    public func summary() -> String {
        "\(title): \(dependencies.greeting())"
    }
}

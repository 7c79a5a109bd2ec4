@_exported import SuggestInterface
import CommonTypes
import Utils

/// The entry point of the Suggest feature: it gets what it needs as `SuggestDependencies`
/// and does what `SuggestProviding` promises. The app and SuggestExample create it.
public struct SuggestFacade: SuggestProviding {
    private let dependencies: any SuggestDependencies

    public init(dependencies: any SuggestDependencies) {
        self.dependencies = dependencies
    }

    public var title: String { "Suggest" }

    public func summary() -> String {
        "\(title): \(dependencies.greeting())"
    }
}

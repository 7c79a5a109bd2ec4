import Search
import SearchDeps

/// Where SearchExample creates its objects: Search alone, wired with SearchDeps.
/// The Xcode app shell and the `SearchExample` executable both start here.
public struct CompositionRoot {
    public init() {}

    /// The feature, wired.
    public var feature: SearchFacade {
        SearchFacade(dependencies: SearchDeps.LiveSearchDependencies())
    }

    /// One line per wired module.
    public func summaries() -> [String] {
        [feature.summary()]
    }
}

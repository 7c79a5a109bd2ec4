import Directions
import DirectionsDeps

/// Where DirectionsExample creates its objects: Directions alone, wired with DirectionsDeps.
/// The Xcode app shell and the `DirectionsExample` executable both start here.
public struct CompositionRoot {
    public init() {}

    /// The feature, wired.
    public var feature: DirectionsFacade {
        DirectionsFacade(dependencies: DirectionsDeps.LiveDirectionsDependencies())
    }

    /// One line per wired module.
    public func summaries() -> [String] {
        [feature.summary()]
    }
}

import ProfileFeature
import ProfileDeps

/// Where ProfileFeatureExample creates its objects: ProfileFeature alone, wired with ProfileDeps.
/// The Xcode app shell and the `ProfileFeatureExample` executable both start here.
public struct CompositionRoot {
    public init() {}

    /// The feature, wired.
    public var feature: ProfileFeatureFacade {
        ProfileFeatureFacade(dependencies: ProfileDeps.LiveProfileFeatureDependencies())
    }

    /// One line per wired module.
    public func summaries() -> [String] {
        [feature.summary()]
    }
}

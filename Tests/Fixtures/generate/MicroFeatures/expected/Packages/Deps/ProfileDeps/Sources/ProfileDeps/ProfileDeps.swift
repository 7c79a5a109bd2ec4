import CoreKit
import ProfileFeatureAPI

/// ProfileDeps's implementation of what ProfileFeature needs.
public struct LiveProfileFeatureDependencies: ProfileFeatureDependencies {
    public init() {}

    public func greeting() -> String {
        "Hello from ProfileDeps"
    }
}

@_exported import ProfileFeatureAPI
import CoreKit
import SettingsFeatureAPI

/// The entry point of the ProfileFeature feature: it gets what it needs as `ProfileFeatureDependencies`
/// and does what `ProfileFeatureProviding` promises. The app and ProfileFeatureExample create it.
public struct ProfileFeatureFacade: ProfileFeatureProviding {
    private let dependencies: any ProfileFeatureDependencies

    public init(dependencies: any ProfileFeatureDependencies) {
        self.dependencies = dependencies
    }

    public var title: String { "ProfileFeature" }

    public func summary() -> String {
        "\(title): \(dependencies.greeting())"
    }
}

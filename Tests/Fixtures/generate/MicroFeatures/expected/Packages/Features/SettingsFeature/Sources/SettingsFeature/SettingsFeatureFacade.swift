@_exported import SettingsFeatureAPI
import CoreKit

/// The entry point of the SettingsFeature feature: it gets what it needs as `SettingsFeatureDependencies`
/// and does what `SettingsFeatureProviding` promises. The app and SettingsFeatureExample create it.
public struct SettingsFeatureFacade: SettingsFeatureProviding {
    private let dependencies: any SettingsFeatureDependencies

    public init(dependencies: any SettingsFeatureDependencies) {
        self.dependencies = dependencies
    }

    public var title: String { "SettingsFeature" }

    public func summary() -> String {
        "\(title): \(dependencies.greeting())"
    }
}

import ProfileDeps
import ProfileFeature
import SettingsFeature

/// Where MicroApp creates its objects: the one place that knows every implementation.
/// The Xcode app shell, the `MicroApp` executable and the tests all start here.
public struct CompositionRoot {
    public init() {}

    /// One line per wired module, the app's own first.
    public func summaries() -> [String] {
        var lines = ["MicroApp is running"]
        lines.append(ProfileFeatureFacade(dependencies: ProfileDeps.LiveProfileFeatureDependencies()).summary())
        lines.append(SettingsFeatureFacade(dependencies: UnservedSettingsFeatureDependencies()).summary())
        return lines
    }
}

/// Stands in for a deps module until MicroApp depends on one that serves SettingsFeature.
private struct UnservedSettingsFeatureDependencies: SettingsFeatureDependencies {
    func greeting() -> String { "Hello from MicroApp" }
}

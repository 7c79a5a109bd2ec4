/// What the app and other features may ask of SettingsFeature; SettingsFeatureFacade implements it.
public protocol SettingsFeatureProviding: Sendable {
    /// A short title for SettingsFeature's entry point.
    var title: String { get }
    /// One line on what SettingsFeature shows now.
    func summary() -> String
}

/// What SettingsFeature needs from outside: a deps module implements it for the app and
/// SettingsFeatureExample, a stub for the tests.
public protocol SettingsFeatureDependencies: Sendable {
    /// The greeting SettingsFeature shows.
    func greeting() -> String
}

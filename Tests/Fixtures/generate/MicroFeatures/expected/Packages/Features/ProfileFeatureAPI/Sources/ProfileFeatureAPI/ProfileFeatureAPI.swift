/// What the app and other features may ask of ProfileFeature; ProfileFeatureFacade implements it.
public protocol ProfileFeatureProviding: Sendable {
    /// A short title for ProfileFeature's entry point.
    var title: String { get }
    /// One line on what ProfileFeature shows now.
    func summary() -> String
}

/// What ProfileFeature needs from outside: a deps module implements it for the app and
/// ProfileFeatureExample, a stub for the tests.
public protocol ProfileFeatureDependencies: Sendable {
    /// The greeting ProfileFeature shows.
    func greeting() -> String
}

/// What the app and other features may ask of Search; SearchFacade implements it.
public protocol SearchProviding: Sendable {
    /// A short title for Search's entry point.
    var title: String { get }
    /// One line on what Search shows now.
    func summary() -> String
}

/// What Search needs from outside: a deps module implements it for the app and
/// SearchExample, a stub for the tests.
public protocol SearchDependencies: Sendable {
    /// The greeting Search shows.
    func greeting() -> String
}

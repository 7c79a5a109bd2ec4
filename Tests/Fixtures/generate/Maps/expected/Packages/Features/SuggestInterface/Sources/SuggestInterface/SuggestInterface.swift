/// What the app and other features may ask of Suggest; SuggestFacade implements it.
public protocol SuggestProviding: Sendable {
    /// A short title for Suggest's entry point.
    var title: String { get }
    /// One line on what Suggest shows now.
    func summary() -> String
}

/// What Suggest needs from outside: a deps module implements it for the app and
/// SuggestExample, a stub for the tests.
public protocol SuggestDependencies: Sendable {
    /// The greeting Suggest shows.
    func greeting() -> String
}

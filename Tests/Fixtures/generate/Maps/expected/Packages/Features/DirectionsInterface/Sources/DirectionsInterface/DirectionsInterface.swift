/// What the app and other features may ask of Directions; DirectionsFacade implements it.
public protocol DirectionsProviding: Sendable {
    /// A short title for Directions's entry point.
    var title: String { get }
    /// One line on what Directions shows now.
    func summary() -> String
}

/// What Directions needs from outside: a deps module implements it for the app and
/// DirectionsExample, a stub for the tests.
public protocol DirectionsDependencies: Sendable {
    /// The greeting Directions shows.
    func greeting() -> String
}

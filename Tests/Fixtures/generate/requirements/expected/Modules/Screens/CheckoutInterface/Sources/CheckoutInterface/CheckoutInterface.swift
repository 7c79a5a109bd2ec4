/// What the app and other features may ask of Checkout; CheckoutFacade implements it.
public protocol CheckoutProviding: Sendable {
    /// A short title for Checkout's entry point.
    var title: String { get }
    /// One line on what Checkout shows now.
    func summary() -> String
}

/// What Checkout needs from outside: a deps module implements it for the app and
/// CheckoutExample, a stub for the tests.
public protocol CheckoutDependencies: Sendable {
    /// The greeting Checkout shows.
    func greeting() -> String
}

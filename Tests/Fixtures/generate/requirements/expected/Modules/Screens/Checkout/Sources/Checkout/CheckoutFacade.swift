@_exported import CheckoutInterface
import Storage

/// The entry point of the Checkout feature: it gets what it needs as `CheckoutDependencies`
/// and does what `CheckoutProviding` promises. The app and CheckoutExample create it.
public struct CheckoutFacade: CheckoutProviding {
    private let dependencies: any CheckoutDependencies

    public init(dependencies: any CheckoutDependencies) {
        self.dependencies = dependencies
    }

    public var title: String { "Checkout" }

    public func summary() -> String {
        "\(title): \(dependencies.greeting())"
    }
}

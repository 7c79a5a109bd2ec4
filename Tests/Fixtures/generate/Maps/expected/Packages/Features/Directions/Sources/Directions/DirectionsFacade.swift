@_exported import DirectionsInterface
import CommonTypes
import Utils

/// The entry point of the Directions feature: it gets what it needs as `DirectionsDependencies`
/// and does what `DirectionsProviding` promises. The app and DirectionsExample create it.
public struct DirectionsFacade: DirectionsProviding {
    private let dependencies: any DirectionsDependencies

    public init(dependencies: any DirectionsDependencies) {
        self.dependencies = dependencies
    }

    public var title: String { "Directions" }

    public func summary() -> String {
        "\(title): \(dependencies.greeting())"
    }
}

/// CoreKit's starting point: replace it with the module's real API.
public struct CoreKitInfo: Sendable, Equatable {
    public let moduleName: String

    public init() {
        moduleName = "CoreKit"
    }

    public func describe() -> String {
        "\(moduleName) is ready"
    }
}

/// Utils's starting point: replace it with the module's real API.
public struct UtilsInfo: Sendable, Equatable {
    public let moduleName: String

    public init() {
        moduleName = "Utils"
    }

    public func describe() -> String {
        "\(moduleName) is ready"
    }
}

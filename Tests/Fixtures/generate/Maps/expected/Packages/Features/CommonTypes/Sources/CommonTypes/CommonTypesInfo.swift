/// CommonTypes's starting point: replace it with the module's real API.
public struct CommonTypesInfo: Sendable, Equatable {
    public let moduleName: String

    public init() {
        moduleName = "CommonTypes"
    }

    public func describe() -> String {
        "\(moduleName) is ready"
    }
}

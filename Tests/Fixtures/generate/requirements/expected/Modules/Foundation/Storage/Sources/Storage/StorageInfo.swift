/// Storage's starting point: replace it with the module's real API.
public struct StorageInfo: Sendable, Equatable {
    public let moduleName: String

    public init() {
        moduleName = "Storage"
    }

    public func describe() -> String {
        "\(moduleName) is ready"
    }
}

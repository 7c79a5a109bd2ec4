import CommonTypes
import SuggestInterface
import Utils

/// CommonDeps's implementation of what Suggest needs.
public struct LiveSuggestDependencies: SuggestDependencies {
    public init() {}

    public func greeting() -> String {
        "Hello from CommonDeps"
    }
}

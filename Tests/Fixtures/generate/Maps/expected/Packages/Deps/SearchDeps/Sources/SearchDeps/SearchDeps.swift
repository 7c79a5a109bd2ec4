import CommonDeps
import DirectionsInterface
import SearchInterface

/// SearchDeps's implementation of what Search needs.
public struct LiveSearchDependencies: SearchDependencies {
    public init() {}

    public func greeting() -> String {
        "Hello from SearchDeps"
    }
}

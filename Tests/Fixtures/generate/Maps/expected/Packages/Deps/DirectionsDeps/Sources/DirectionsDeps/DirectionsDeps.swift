import CommonDeps
import DirectionsInterface

/// DirectionsDeps's implementation of what Directions needs.
public struct LiveDirectionsDependencies: DirectionsDependencies {
    public init() {}

    public func greeting() -> String {
        "Hello from DirectionsDeps"
    }
}

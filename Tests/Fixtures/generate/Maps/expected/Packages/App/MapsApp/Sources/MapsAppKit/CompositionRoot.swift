import CommonDeps
import Directions
import DirectionsDeps
import Search
import SearchDeps
import Suggest

/// Where MapsApp creates its objects: the one place that knows every implementation.
/// The Xcode app shell, the `MapsApp` executable and the tests all start here.
public struct CompositionRoot {
    public init() {}

    /// One line per wired module, the app's own first.
    public func summaries() -> [String] {
        var lines = ["MapsApp is running"]
        lines.append(DirectionsFacade(dependencies: DirectionsDeps.LiveDirectionsDependencies()).summary())
        lines.append(SearchFacade(dependencies: SearchDeps.LiveSearchDependencies()).summary())
        lines.append(SuggestFacade(dependencies: CommonDeps.LiveSuggestDependencies()).summary())
        return lines
    }
}

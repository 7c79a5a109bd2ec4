/// How a module's extra targets are named.
package enum TargetNames {
    package static func tests(_ module: String) -> String { module + "Tests" }
    package static func example(_ module: String) -> String { module + "Example" }
    /// The library of an app or an example (`MapsAppKit`, `SearchExampleKit`): its composition
    /// root and root view, shared by its Xcode app shell, its SwiftPM executable and its tests.
    package static func kit(_ appOrExample: String) -> String { appOrExample + "Kit" }
    /// The mocks module of a feature or interface with `testing: true`.
    package static func testing(_ module: String) -> String { module + "Testing" }
    /// A macro module's compiler plugin (the `.macro` target).
    package static func macros(_ module: String) -> String { module + "Macros" }
}

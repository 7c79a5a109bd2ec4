/// How a module's extra targets are named.
package enum TargetNames {
    package static func tests(_ module: String) -> String { "\(module)Tests" }
    package static func example(_ module: String) -> String { "\(module)Example" }
    /// A macro module's compiler plugin (the `.macro` target).
    package static func macros(_ module: String) -> String { "\(module)Macros" }
}

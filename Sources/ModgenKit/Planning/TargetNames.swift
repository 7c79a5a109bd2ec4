/// How a module's extra targets are named.
enum TargetNames {
    static func tests(_ module: String) -> String { "\(module)Tests" }
    static func example(_ module: String) -> String { "\(module)Example" }
}

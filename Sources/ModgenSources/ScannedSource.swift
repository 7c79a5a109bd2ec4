/// What `SwiftSourceScanner` reads from one Swift file.
public struct ScannedSource: Hashable, Sendable {
    /// In source order.
    public var imports: [ImportDeclaration]
    /// In source order.
    public var declaredTypes: [DeclaredTypeName]
    /// Lines with a `// modgen:ignore` comment.
    public var ignoredLines: Set<Int>

    public init(imports: [ImportDeclaration], declaredTypes: [DeclaredTypeName], ignoredLines: Set<Int>) {
        self.imports = imports
        self.declaredTypes = declaredTypes
        self.ignoredLines = ignoredLines
    }
}

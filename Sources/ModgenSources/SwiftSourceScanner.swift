/// Reads declarations out of Swift source without a compiler: the imports a file makes and the
/// types it declares, ignoring everything inside comments and string literals. Pure: text in,
/// values out; the caller reads the files.
public enum SwiftSourceScanner {
    /// Imports and declared types in one pass.
    public static func scan(_ source: String) -> ScannedSource {
        let reader = DeclarationReader(source)
        return ScannedSource(imports: reader.imports, declaredTypes: reader.declaredTypes, ignoredLines: reader.ignoredLines)
    }

    /// Every `import` declaration, in source order, from every `#if` branch.
    public static func imports(in source: String) -> [ImportDeclaration] {
        DeclarationReader(source).imports
    }

    /// Every type declared (`struct`, `class`, `enum`, `protocol`, `actor`, `typealias`), at any
    /// nesting, in source order.
    public static func declaredTypeNames(in source: String) -> [DeclaredTypeName] {
        DeclarationReader(source).declaredTypes
    }
}

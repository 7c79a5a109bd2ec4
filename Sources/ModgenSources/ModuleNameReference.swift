/// A place where a Swift file names a module: the module of an `import` (`import Search`,
/// `@testable import Search`, `import struct Search.Item`), or the qualifier of a name
/// (`Search.SearchFacade`): what a rename of the module rewrites. Comments and string
/// literals never hold one.
public struct ModuleNameReference: Hashable, Sendable {
    public var name: String
    public var position: SourcePosition
    /// Byte offsets of the name in the file's UTF-8.
    public var start: Int
    public var end: Int
}

extension SwiftSourceScanner {
    /// Every import of, and every `Name.` qualifier naming, one of `modules`, in source order.
    ///
    /// A qualifier counts when the name is followed by `.` and is not itself a member
    /// (`x.Search.y` is left alone): a local type or value with a module's name would be
    /// renamed too, which is what a module rename wants of a name that shadows the module.
    public static func moduleReferences(to modules: Set<String>, in source: String) -> [ModuleNameReference] {
        guard !modules.isEmpty else { return [] }
        var lexer = SwiftLexer(source)
        let tokens = lexer.tokens()
        var found: [ModuleNameReference] = []
        func text(_ index: Int) -> String { lexer.text(of: tokens[index]) }
        func isKeyword(_ index: Int, _ word: String) -> Bool {
            index >= 0 && tokens[index].kind == .identifier && text(index) == word
        }
        for (index, token) in tokens.enumerated() where token.kind == .identifier {
            let name = text(index)
            guard modules.contains(name) else { continue }
            let before = index > 0 ? tokens[index - 1].kind : nil
            let after = index + 1 < tokens.count ? tokens[index + 1].kind : nil
            let isImported = isKeyword(index - 1, "import") || (isKeyword(index - 2, "import") && importKinds.contains(text(index - 1)))
            let isQualifier = after == .punctuation(UInt8(ascii: ".")) && before != .punctuation(UInt8(ascii: "."))
            guard isImported || isQualifier else { continue }
            found.append(ModuleNameReference(name: name, position: token.position, start: token.start, end: token.end))
        }
        return found
    }

    /// The words between `import` and the module's name in a scoped import: `import struct M.T`.
    private static let importKinds: Set<String> = Set(ImportDeclaration.Kind.allCases.map(\.rawValue))
}

/// Reads the declarations modgen needs from a lexed file in one pass over its tokens:
/// `import` declarations (at file scope, in any `#if` branch) and the types it declares.
///
/// An `import` counts when it is outside every brace, parenthesis and bracket and not a member
/// name (`x.import`): the only places Swift lets the keyword stand there are import
/// declarations. Attributes (with their arguments, `@_spi(Foo)`) and access modifiers written
/// just before it belong to it.
struct DeclarationReader {
    private static let accessModifiers: Set<String> = ["public", "package", "internal", "fileprivate", "private", "open"]
    private static let typeKinds: [String: DeclaredTypeName.Kind] = Dictionary(
        uniqueKeysWithValues: DeclaredTypeName.Kind.allCases.map { ($0.rawValue, $0) })
    private static let importKinds: [String: ImportDeclaration.Kind] = Dictionary(
        uniqueKeysWithValues: ImportDeclaration.Kind.allCases.map { ($0.rawValue, $0) })

    private let lexer: SwiftLexer
    private let tokens: [SwiftToken]
    private(set) var imports: [ImportDeclaration] = []
    private(set) var declaredTypes: [DeclaredTypeName] = []

    init(_ source: String) {
        var lexer = SwiftLexer(source)
        tokens = lexer.tokens()
        self.lexer = lexer
        read()
    }

    var ignoredLines: Set<Int> { lexer.ignoredLines }

    private func text(_ index: Int) -> String { lexer.text(of: tokens[index]) }

    private func isName(_ index: Int) -> Bool {
        index < tokens.count && (tokens[index].kind == .identifier || tokens[index].kind == .escapedIdentifier)
    }

    private func isPunctuation(_ index: Int, _ byte: Character) -> Bool {
        guard index >= 0, index < tokens.count, let ascii = byte.asciiValue else { return false }
        return tokens[index].kind == .punctuation(ascii)
    }

    /// A plain identifier (not escaped) spelled `word`.
    private func isKeyword(_ index: Int, _ word: String) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .identifier && text(index) == word
    }

    private mutating func read() {
        var braces = 0, groups = 0, conditions = 0
        var prefixStart: Int?
        var attributes: [String] = []
        var access: String?
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            var keepsPrefix = false
            switch token.kind {
            case .punctuation(UInt8(ascii: "{")): braces += 1
            case .punctuation(UInt8(ascii: "}")): braces = max(0, braces - 1)
            case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")): groups += 1
            case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")): groups = max(0, groups - 1)
            case .pound:
                switch text(index) {
                case "if": conditions += 1
                case "endif": conditions = max(0, conditions - 1)
                default: break
                }
            case .attribute where braces == 0 && groups == 0:
                attributes.append(text(index))
                prefixStart = prefixStart ?? index
                keepsPrefix = true
                if isPunctuation(index + 1, "(") { index = closingParenthesis(from: index + 1) }
            case .identifier where braces == 0 && groups == 0 && Self.accessModifiers.contains(text(index)):
                access = text(index)
                prefixStart = prefixStart ?? index
                keepsPrefix = true
            case .identifier where braces == 0 && groups == 0 && !isPunctuation(index - 1, ".") && text(index) == "import":
                if let declaration = importDeclaration(at: index, prefixStart: prefixStart, attributes: attributes, access: access, conditions: conditions) {
                    imports.append(declaration.value)
                    index = declaration.last
                }
            case .identifier:
                if let kind = Self.typeKinds[text(index)] { readDeclaredType(kind, at: index, depth: braces) }
            default: break
            }
            if !keepsPrefix {
                prefixStart = nil
                attributes = []
                access = nil
            }
            index += 1
        }
    }

    /// The index of the `)` matching the `(` at `open` (the last token when unbalanced).
    private func closingParenthesis(from open: Int) -> Int {
        var depth = 0
        var index = open
        while index < tokens.count {
            if isPunctuation(index, "(") { depth += 1 }
            if isPunctuation(index, ")") {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return tokens.count - 1
    }

    /// `import [kind] A.B.c` from the `import` at `index`; nil when no module name follows.
    private func importDeclaration(
        at index: Int, prefixStart: Int?, attributes: [String], access: String?, conditions: Int
    ) -> (value: ImportDeclaration, last: Int)? {
        var cursor = index + 1
        var kind: ImportDeclaration.Kind?
        if cursor < tokens.count, tokens[cursor].kind == .identifier, let scoped = Self.importKinds[text(cursor)], isName(cursor + 1) {
            kind = scoped
            cursor += 1
        }
        guard isName(cursor) else { return nil }
        let moduleIndex = cursor
        var path = [text(cursor)]
        while isPunctuation(cursor + 1, "."), cursor + 2 < tokens.count {
            if isName(cursor + 2) {
                path.append(text(cursor + 2))
                cursor += 2
            } else if let (name, last) = operatorName(from: cursor + 2) {
                path.append(name)
                cursor = last
                break
            } else {
                break
            }
        }
        let start = tokens[prefixStart ?? index].position
        let moduleAt = tokens[moduleIndex].position
        let lines = [start.line, tokens[index].position.line, moduleAt.line]
        let declaration = ImportDeclaration(
            path: path, kind: kind, attributes: attributes, accessModifier: access, position: start,
            modulePosition: moduleAt, conditionDepth: conditions,
            isIgnored: lines.contains { lexer.ignoredLines.contains($0) })
        return (declaration, cursor)
    }

    /// An operator spelled by adjacent punctuation tokens from `start` (`import func M.+`).
    private func operatorName(from start: Int) -> (String, Int)? {
        let operatorBytes = Set("/=-+!*%<>&|^~?".utf8)
        var cursor = start
        var name = ""
        while cursor < tokens.count, case .punctuation(let byte) = tokens[cursor].kind, operatorBytes.contains(byte),
              cursor == start || tokens[cursor].start == tokens[cursor - 1].end
        {
            name.append(Character(Unicode.Scalar(byte)))
            cursor += 1
        }
        return name.isEmpty ? nil : (name, cursor - 1)
    }

    /// `struct NAME` followed by what can follow a declared type's name: `{`, `:`, `<`, `=`
    /// or `where`. Not `x.class`, not `import struct M.T`, not `class func`.
    private mutating func readDeclaredType(_ kind: DeclaredTypeName.Kind, at index: Int, depth: Int) {
        guard !isPunctuation(index - 1, "."), !isKeyword(index - 1, "import"), isName(index + 1),
              tokens[index + 1].position.line == tokens[index].position.line
        else { return }
        let follows = index + 2
        guard isPunctuation(follows, "{") || isPunctuation(follows, ":") || isPunctuation(follows, "<")
            || isPunctuation(follows, "=") || isKeyword(follows, "where")
        else { return }
        declaredTypes.append(DeclaredTypeName(name: text(index + 1), kind: kind, position: tokens[index + 1].position, depth: depth))
    }
}

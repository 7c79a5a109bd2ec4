/// One token of Swift source as `SwiftLexer` sees it. Comments are dropped; a whole string
/// literal (with its interpolations) is one `.string` token; the text of a token is a byte
/// range of the source, read with `SwiftLexer.text(of:)`.
struct SwiftToken: Sendable {
    enum Kind: Equatable, Sendable {
        /// A name or keyword (`import`, `struct`, `Foo`); the range is the name.
        case identifier
        /// `` `class` ``: a name that is never a keyword; the range is inside the backticks.
        case escapedIdentifier
        /// `@name`; the range is the name after `@`.
        case attribute
        /// `#if`, `#elseif`, `#available`...; the range is the name after `#`.
        case pound
        case string
        case number
        /// One byte of punctuation or of an operator: `(`, `{`, `.`, `;`, `+`...
        case punctuation(UInt8)
    }

    var kind: Kind
    /// Byte offsets of the token's text (see `Kind`).
    var start: Int
    var end: Int
    var position: SourcePosition
}

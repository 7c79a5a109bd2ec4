/// Which lines an edit of a text changed, so a position in the edited text can be told in the
/// original's lines: `add` checks the spec as it would read with the module inserted, and its
/// messages point at the spec as it is.
public struct ChangedLines: Sendable, Equatable {
    /// The 1-based lines of the edited text that are not in the original (empty: none).
    public let edited: ClosedRange<Int>?
    /// Lines the edit added (negative when it removed some).
    public let added: Int

    public init(original: String, edited: String) {
        let before = SourceLines(original).lines, after = SourceLines(edited).lines
        var prefix = 0
        while prefix < min(before.count, after.count), before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(before.count, after.count) - prefix,
              before[before.count - 1 - suffix] == after[after.count - 1 - suffix]
        {
            suffix += 1
        }
        self.added = after.count - before.count
        let last = after.count - suffix
        self.edited = prefix < last ? (prefix + 1)...last : nil
    }

    /// The original's line for `line` of the edited text; nil for a line the edit changed.
    public func originalLine(_ line: Int) -> Int? {
        guard let edited else { return line }
        if line < edited.lowerBound { return line }
        if line > edited.upperBound { return line - added }
        return nil
    }
}

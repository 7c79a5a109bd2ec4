/// "did you mean" over many names (every module of a 5,000-feature spec) without comparing
/// each unknown name against all of them: above `scanLimit` names, candidates come from a
/// one-deletion index (every name, and every name less one character, lowercased), which finds
/// the names within about two edits in time proportional to the word's length.
package final class SuggestionIndex {
    static let scanLimit = 500
    private let names: () -> [String]
    private lazy var candidates: [String] = names()
    private lazy var byDeletion: [String: [Int]] = buildIndex()

    /// `names` is called once, on the first question, so a spec without errors never pays.
    package init(_ names: @escaping () -> [String]) {
        self.names = names
    }

    /// Remembered per word: a generated spec can name the same unknown module a million times.
    private var hints: [String: String] = [:]

    package func hint(for word: String) -> String {
        if let known = hints[word] { return known }
        let hint = closest(to: word).map { "; did you mean '\($0)'?" } ?? ""
        hints[word] = hint
        return hint
    }

    func closest(to word: String) -> String? {
        guard candidates.count > Self.scanLimit else { return Suggestion.closest(to: word, among: candidates) }
        var found: Set<Int> = []
        for variant in Self.variants(of: word.lowercased()) { found.formUnion(byDeletion[variant] ?? []) }
        return Suggestion.closest(to: word, among: found.map { candidates[$0] })
    }

    private func buildIndex() -> [String: [Int]] {
        var index: [String: [Int]] = [:]
        for (offset, name) in candidates.enumerated() {
            for variant in Set(Self.variants(of: name.lowercased())) { index[variant, default: []].append(offset) }
        }
        return index
    }

    /// The word and the word less each one of its characters.
    static func variants(of word: String) -> [String] {
        let scalars = Array(word.unicodeScalars)
        var result = [word]
        for skipped in scalars.indices {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[..<skipped])
            view.append(contentsOf: scalars[(skipped + 1)...])
            result.append(String(view))
        }
        return result
    }
}

/// The spec's "did you mean" for command-line arguments (`--focus Serch`).
public enum DidYouMean {
    /// `; did you mean 'X'?` when something is close, else empty.
    public static func hint(for word: String, among candidates: [String]) -> String {
        Suggestion.hint(for: word, among: candidates)
    }
}

/// "did you mean 'X'?" hints: the closest candidate by edit distance, when it is close enough.
///
/// Only called while reporting an error, so a big spec without errors never pays for it.
package enum Suggestion {
    /// `; did you mean 'X'?`, or "" when nothing is close.
    package static func hint(for word: String, among candidates: some Sequence<String>) -> String {
        guard let best = closest(to: word, among: candidates) else { return "" }
        return "; did you mean '\(best)'?"
    }

    static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let target = Array(word.lowercased().unicodeScalars)
        var bound = max(1, target.count / 3)
        var best: (distance: Int, name: String)?
        for candidate in candidates where candidate != word {
            let other = Array(candidate.lowercased().unicodeScalars)
            guard abs(other.count - target.count) <= bound,
                  let distance = EditDistance.bounded(target, other, limit: bound) else { continue }
            if let current = best, (current.distance, current.name) <= (distance, candidate) { continue }
            best = (distance, candidate)
            bound = distance
        }
        return best?.name
    }
}

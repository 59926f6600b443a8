/// "Did you mean …?" for a mistyped command, subcommand or option: the closest of the words the
/// program knows, by edit distance (insertions, deletions, substitutions and swaps of two neighbours,
/// each one edit), when it is close enough to be a typo of it rather than another word.
public enum Suggestion {
    /// The candidate closest to `word`, when at most a third of `word`'s length away (at least one
    /// edit, at most three); ties go to the first in `candidates`.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let typed = Array(word.lowercased())
        let bound = min(3, max(1, typed.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            if distance <= bound, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// The optimal-string-alignment distance between `a` and `b`.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}

/// Shrinks a failing list to one that still fails and from which no single element can be taken
/// out without the failure going: what a seeded randomized test reports instead of the list it drew.
public enum ListShrinker {
    /// `list` with elements taken out one at a time, for as long as `stillFails` holds of what is left.
    public static func smallest<Element>(_ list: [Element], stillFails: ([Element]) throws -> Bool) rethrows -> [Element] {
        var list = list
        var shrinking = true
        while shrinking {
            shrinking = false
            for index in list.indices where try stillFails(Array(list[..<index] + list[(index + 1)...])) {
                list.remove(at: index)
                shrinking = true
                break
            }
        }
        return list
    }
}

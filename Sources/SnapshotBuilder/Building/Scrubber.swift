import Garage

/// Masks withheld texts (licence plates) wherever the user typed them into a name or title, in
/// any spelling: "AB 12 CD" and "ab12cd" hide the plate "AB-12-CD" as well as the plate itself does.
struct Scrubber {
    /// One matcher per withheld text, longest first, so a plate that contains another is masked whole.
    private let matchers: [PlateMatcher]

    init(withheld: [String]) {
        matchers = withheld.compactMap { PlateMatcher(plate: $0) }.sorted { $0.key.count > $1.key.count }
    }

    /// `text` with every withheld text replaced by the mask.
    func scrub(_ text: String) -> String {
        matchers.reduce(text) { result, matcher in matcher.masking(result, with: SnapshotBuilder.mask) }
    }

    /// Whether `text` holds a withheld text in any spelling.
    func reveals(_ text: String) -> Bool {
        matchers.contains { $0.occurs(in: text) }
    }
}

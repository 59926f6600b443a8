import GarageRules
import WidgetContract

/// Masks withheld texts (licence plates) wherever the user typed them into a name or title, in
/// any spelling: "AB 12 CD" and "ab12cd" hide the plate "AB-12-CD" as well as the plate itself does;
/// and keeps every control and text-direction character out of the snapshot (`SafeText`, the rule
/// the widget side draws with), whatever path the text took into the logbook (an import, a sync).
struct Scrubber {
    /// One matcher per withheld text, longest first, so a plate that contains another is masked whole.
    private let matchers: [PlateMatcher]
    /// Each matcher's key as ASCII bytes (`nil` for a key with other characters), for a quick look
    /// before its search.
    private let asciiKeys: [[UInt8]?]
    /// Where the quick look starts: the ASCII keys by their first two bytes.
    private let openings: KeyOpenings

    init(withheld: [String]) {
        matchers = withheld.compactMap { PlateMatcher(plate: $0) }.sorted { $0.key.count > $1.key.count }
        asciiKeys = matchers.map { matcher in
            let bytes = matcher.key.compactMap(\.asciiValue)
            return bytes.count == matcher.key.count ? bytes : nil
        }
        openings = KeyOpenings(asciiKeys)
    }

    /// `text` made displayable, with every withheld text replaced by the mask.
    ///
    /// The text is folded once for all plates; a span a longer plate took is not masked again.
    /// Unsafe characters go first, so that one cannot split a plate and keep it from being masked.
    func scrub(_ original: String) -> String {
        let text = SafeText.displayed(original)
        let spans = self.spans(in: text)
        guard !spans.isEmpty else { return text }
        var result = text
        for span in spans.sorted(by: { $0.lowerBound > $1.lowerBound }) {
            result.replaceSubrange(span, with: SnapshotBuilder.mask)
        }
        return result
    }

    /// Whether `text` holds a withheld text in any spelling.
    func reveals(_ text: String) -> Bool {
        !spans(in: text).isEmpty
    }

    private func spans(in text: String) -> [Range<String.Index>] {
        guard !matchers.isEmpty else { return [] }
        // Most texts are ASCII and hold no plate: their folded bytes alone say so, without the
        // folded characters and their indices, which only a text that holds one needs. Folded
        // ASCII is ASCII, so a key of other characters is never in it.
        let asciiBytes = PlateMatcher.asciiFoldedBytes(of: text)
        if let asciiBytes, !openings.anyKeyPresent(in: asciiBytes) { return [] }
        let folded = PlateMatcher.foldedCharacters(of: text)
        // A plate can be in the text only where its key's bytes run in the folded text's. An ASCII
        // text's are the ones just read; another's folded letters may still all be ASCII ("é" is e).
        let foldedBytes = asciiBytes ?? Self.asciiBytes(of: folded)
        // One pass over the text for all the ASCII keys, not one per key: a garage withholds every
        // vehicle's plate, so at fifty vehicles a scan per key made the mask a sixth to a quarter
        // of a build.
        let present = foldedBytes.map { openings.keysPresent(in: $0) }
        var spans: [Range<String.Index>] = []
        for (place, (matcher, key)) in zip(matchers, asciiKeys).enumerated() {
            if let present, key != nil, !present[place] { continue }
            for span in matcher.ranges(in: text, folded: folded) where !spans.contains(where: { $0.overlaps(span) }) {
                spans.append(span)
            }
        }
        return spans
    }

    /// The folded characters as bytes, or `nil` when one of them is not ASCII.
    private static func asciiBytes(of folded: [(character: Character, index: String.Index)]) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(folded.count)
        for entry in folded {
            guard let byte = entry.character.asciiValue else { return nil }
            bytes.append(byte)
        }
        return bytes
    }
}

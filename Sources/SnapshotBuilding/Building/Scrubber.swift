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

    init(withheld: [String]) {
        matchers = withheld.compactMap { PlateMatcher(plate: $0) }.sorted { $0.key.count > $1.key.count }
        asciiKeys = matchers.map { matcher in
            let bytes = matcher.key.compactMap(\.asciiValue)
            return bytes.count == matcher.key.count ? bytes : nil
        }
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
        let folded = PlateMatcher.foldedCharacters(of: text)
        // A plate can be in the text only where its key's bytes run in the folded text's: with a
        // garage's every plate withheld, most searches end at this look (all ASCII, the usual case).
        var foldedBytes: [UInt8]? = []
        foldedBytes?.reserveCapacity(folded.count)
        for entry in folded {
            guard let byte = entry.character.asciiValue else { foldedBytes = nil; break }
            foldedBytes?.append(byte)
        }
        var spans: [Range<String.Index>] = []
        for (matcher, key) in zip(matchers, asciiKeys) {
            if let foldedBytes, let key, !Self.contains(key, in: foldedBytes) { continue }
            for span in matcher.ranges(in: text, folded: folded) where !spans.contains(where: { $0.overlaps(span) }) {
                spans.append(span)
            }
        }
        return spans
    }

    /// Whether `key` runs somewhere in `bytes`.
    static func contains(_ key: [UInt8], in bytes: [UInt8]) -> Bool {
        guard let first = key.first, key.count <= bytes.count else { return key.isEmpty }
        var start = 0
        while start + key.count <= bytes.count {
            if bytes[start] == first && bytes[start..<start + key.count].elementsEqual(key) { return true }
            start += 1
        }
        return false
    }
}

import Foundation

/// Masks withheld texts (licence plates) wherever the user typed them into a name or title.
struct Scrubber {
    /// Each withheld text with its folded form, the one compared.
    private let withheld: [(text: String, folded: String)]

    init(withheld: [String]) {
        // Longest first, so a plate that contains another is masked whole; blank ones mask nothing.
        self.withheld = withheld
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
            .sorted { $0.count > $1.count }
            .map { ($0, Self.fold($0)) }
    }

    /// `text` with every withheld text, in any letter case, replaced by the mask.
    ///
    /// Most texts hold no plate, so the text is folded once and searched for each plate's folded
    /// form; only a text that holds one pays for the case- and diacritic-insensitive replace.
    func scrub(_ text: String) -> String {
        let folded = Self.fold(text)
        var result = text
        for secret in withheld where folded.contains(secret.folded) {
            result = result.replacingOccurrences(
                of: secret.text, with: SnapshotBuilder.mask, options: [.caseInsensitive, .diacriticInsensitive])
        }
        return result
    }

    private static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}

import Foundation

/// Masks withheld texts (licence plates) wherever the user typed them into a name or title.
struct Scrubber {
    private let withheld: [String]

    init(withheld: [String]) {
        // Longest first, so a plate that contains another is masked whole; blank ones mask nothing.
        self.withheld = withheld
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
            .sorted { $0.count > $1.count }
    }

    /// `text` with every withheld text, in any letter case, replaced by the mask.
    func scrub(_ text: String) -> String {
        var result = text
        for secret in withheld {
            result = result.replacingOccurrences(
                of: secret, with: SnapshotBuilder.mask, options: [.caseInsensitive, .diacriticInsensitive])
        }
        return result
    }
}

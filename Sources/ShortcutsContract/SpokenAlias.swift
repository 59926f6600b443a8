import Foundation

/// How the names Siri hears are compared: a vehicle's name or alias and what the person said match
/// when their keys are equal.
///
/// One rule for the three places that compare: the builder that picks the aliases, the snapshot's
/// check that no alias belongs to two vehicles, and the intents that find the vehicle asked about.
public enum SpokenAlias {
    /// The comparison key: letter case, accents and width ignored, runs of white space one space,
    /// none at either end.
    public static func key(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .split(whereSeparator: { $0.isWhitespace })
            .joined(separator: " ")
    }
}

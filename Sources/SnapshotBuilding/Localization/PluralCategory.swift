/// A CLDR plural category of a cardinal number; the five languages use these three.
public enum PluralCategory: String, CaseIterable, Sendable {
    /// Singular: 1 in English, German, Spanish and pt-PT; 0 and 1 in French.
    case one
    /// Whole millions in French, Spanish and Portuguese ("1 000 000 de jours").
    case many
    /// Everything else.
    case other
}

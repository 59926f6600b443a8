import WidgetContract

extension Language {
    /// The CLDR cardinal plural category of the whole number `count` (no visible fraction
    /// digits, no compact exponent), from CLDR's `plurals.xml`:
    ///
    /// - en, de: one = `i = 1 and v = 0`.
    /// - es: one = `n = 1`; many = `e = 0 and i != 0 and i % 1000000 = 0 and v = 0`.
    /// - pt-PT: one = `i = 1 and v = 0`; many as Spanish.
    /// - fr: one = `i = 0,1`; many as Spanish.
    public func pluralCategory(of count: Int) -> PluralCategory {
        let i = count.magnitude
        switch self {
        case .english, .german:
            return i == 1 ? .one : .other
        case .spanish, .portuguesePortugal:
            if i == 1 { return .one }
            return Self.isWholeMillions(i) ? .many : .other
        case .french:
            if i == 0 || i == 1 { return .one }
            return Self.isWholeMillions(i) ? .many : .other
        }
    }

    /// The categories a catalog must provide for this language.
    public var pluralCategories: Set<PluralCategory> {
        switch self {
        case .english, .german: [.one, .other]
        case .spanish, .portuguesePortugal, .french: [.one, .many, .other]
        }
    }

    private static func isWholeMillions(_ i: UInt) -> Bool {
        i != 0 && i % 1_000_000 == 0
    }
}

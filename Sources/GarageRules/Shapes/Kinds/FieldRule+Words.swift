extension FieldRule {
    /// A required word of `Word`'s cases.
    static func word<Word: RawRepresentable & CaseIterable>(of type: Word.Type) -> FieldRule where Word.RawValue == String {
        FieldRule(.word(Word.allCases.map(\.rawValue)), isRequired: true)
    }

    /// An optional word of `Word`'s cases.
    static func optionalWord<Word: RawRepresentable & CaseIterable>(of type: Word.Type) -> FieldRule where Word.RawValue == String {
        FieldRule(.word(Word.allCases.map(\.rawValue)))
    }
}

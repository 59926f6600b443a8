import WidgetContract

/// The walk every catalog of phrases must pass, in each language but English: every key has a text,
/// with exactly the `{placeholders}` of its English (so that no value the English names goes
/// missing, or shows as `{name}`), and none empty.
public enum PhraseCatalogWalk {
    /// The `{name}` placeholders of a template, sorted (a name twice is listed twice).
    public static func placeholders(_ template: String) -> [String] {
        template.matches(of: /\{([A-Za-z]+)\}/).map { String($0.output.1) }.sorted()
    }

    /// What is wrong with `catalog`'s table of `language`, one line each; empty when nothing is.
    public static func problems<Catalog: PhraseCatalog & CaseIterable>(
        _ catalog: Catalog.Type, in language: Language
    ) -> [String] where Catalog.Text == String {
        guard let table = Catalog.table(of: language) else { return ["\(language): no table"] }
        var problems: [String] = []
        for key in Catalog.allCases {
            guard let text = table[key] else {
                problems.append("\(language): no text for \(key)")
                continue
            }
            if placeholders(text) != placeholders(key.english) {
                problems.append("\(language) \(key): \(text) names \(placeholders(text)), the English \(placeholders(key.english))")
            }
            if text.isEmpty { problems.append("\(language) \(key): empty") }
        }
        return problems
    }
}

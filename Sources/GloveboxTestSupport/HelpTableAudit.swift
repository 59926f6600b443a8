import Foundation

/// Checks one language's table of help translations against the English texts a program's help
/// declares: what every program's help tests ask of its tables, written once.
///
/// ```swift
/// let audit = HelpTableAudit(declared: catalog.helpTexts, table: CLIHelpText.portuguese)
/// #expect(audit.untranslated.isEmpty)
/// ```
public struct HelpTableAudit: Sendable {
    /// The English texts the help shows, as declared.
    public let declared: [String]
    /// The language's table, keyed by the English.
    public let table: [String: String]

    /// An audit of `table` against the `declared` texts.
    public init(declared: [String], table: [String: String]) {
        self.declared = declared
        self.table = table
    }

    /// Declared texts the table has no translation for.
    public var untranslated: [String] {
        declared.filter { table[$0] == nil }
    }

    /// Keys no declaration says any more: a text that changed leaves its old translation behind.
    public var stale: [String] {
        let keys = Set(declared)
        return table.keys.filter { !keys.contains($0) }.sorted()
    }

    /// For each translated text, the literals of its English that the translation lacks: option
    /// names (`--partial`), quoted commands and values (`'glovebox vehicle edit --energy'`; a quoted
    /// phrase that opens with a capital letter, such as `'Oil change'`, is an example to translate),
    /// backticked words and environment variables (`$GLOVEBOX_HOME`).
    public var lostLiterals: [(english: String, missing: [String])] {
        declared.compactMap { english in
            guard let translated = table[english] else { return nil }
            // Compared with lines joined, since a translation wraps its lines where its words fall.
            let flat = translated.replacingOccurrences(of: "\n", with: " ")
            let missing = Self.literals(in: english.replacingOccurrences(of: "\n", with: " ")).filter { !flat.contains($0) }
            return missing.isEmpty ? nil : (english, missing)
        }
    }

    /// Lines of a translation longer than the English text's longest line, when the English is
    /// wrapped: a discussion keeps the width its English was written to.
    public var overlongLines: [(english: String, line: String)] {
        declared.flatMap { english -> [(english: String, line: String)] in
            guard english.contains("\n"), let translated = table[english] else { return [] }
            let width = english.split(separator: "\n").map(\.count).max() ?? 0
            return translated.split(separator: "\n").filter { $0.count > width && $0.contains(" ") }
                .map { (english, String($0)) }
        }
    }

    /// The literals of an English text, in order.
    static func literals(in text: String) -> [String] {
        let patterns = [
            #"(?<![\w-])--[a-z][a-z0-9-]*"#,  // options
            // Quoted commands and values; an apostrophe inside a word (the vehicle's) opens none.
            #"(?<!\w)'[^'\sA-Z][^']*?'(?!\w)"#,
            #"`[^`]+`"#,  // backticked literals
            #"\$[A-Z_]+"#,  // environment variables
        ]
        return patterns.flatMap { pattern -> [String] in
            let expression = try! NSRegularExpression(pattern: pattern)
            let range = NSRange(text.startIndex..., in: text)
            return expression.matches(in: text, range: range).compactMap { Range($0.range, in: text).map { String(text[$0]) } }
        }
    }
}

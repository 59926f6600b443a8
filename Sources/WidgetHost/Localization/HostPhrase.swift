import ArgumentParsing
import WidgetContract

/// What an error of `glovebox-widget` says: a key of its catalog with the values of its
/// placeholders, said in the language the host speaks when the error is reported; words another
/// module already wrote (a container that cannot be found), said as they come; or a refusal of the
/// argument parser, said in the words ArgumentParsing keeps for every program (``RefusalWords``).
///
/// A struct with internal parts rather than an enum, so that ``CommandError`` can be public while
/// the catalog's keys stay the host's own.
public struct HostPhrase: Hashable, Sendable {
    /// The catalog's key, or `nil` for words written elsewhere.
    let key: HostMessage?
    /// The values of the key's placeholders, or the verbatim words under `""`.
    let values: [String: String]
    /// Placeholders filled by another of the host's phrases (a damaged state file's reason), said
    /// in the same language as this one.
    let phrases: [String: HostPhrase]
    /// The parser's refusal, when the phrase is one: it names its problem, said only once the
    /// language is known.
    let refusal: UsageError?

    /// A message of the host's catalog, the values of its placeholders, and the placeholders that
    /// another phrase fills.
    static func message(_ key: HostMessage, _ values: [String: String] = [:], phrases: [String: HostPhrase] = [:]) -> HostPhrase {
        HostPhrase(key: key, values: values, phrases: phrases, refusal: nil)
    }

    /// Words written elsewhere, in English.
    static func verbatim(_ words: String) -> HostPhrase {
        HostPhrase(key: nil, values: ["": words], phrases: [:], refusal: nil)
    }

    /// What the parser refused; a refusal without a problem (none yet) as it came.
    static func refusal(_ error: UsageError) -> HostPhrase {
        guard error.problem != nil else { return .verbatim(error.message) }
        return HostPhrase(key: nil, values: [:], phrases: [:], refusal: error)
    }

    /// The phrase in `language`.
    func text(in language: Language) -> String {
        if let refusal {
            // Counts in plain digits, as the host writes every number; its own parsers' reasons (their
            // `cause`, a key of its catalog) from its catalog.
            return RefusalWords.standard(languageCode: language.languageCode).message(refusal, reason: { reason in
                (reason.cause as? HostMessage).map { $0.text(in: language) } ?? reason.message
            })
        }
        guard let key else { return values["", default: ""] }
        return key.text(in: language, values.merging(phrases.mapValues { $0.text(in: language) }) { given, _ in given })
    }
}

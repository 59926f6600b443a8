import WidgetContract

/// What an error of `glovebox-widget` says: a key of its catalog with the values of its
/// placeholders, said in the language the host speaks when the error is reported; or words another
/// module already wrote (a container that cannot be found), said as they come.
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

    /// A message of the host's catalog, the values of its placeholders, and the placeholders that
    /// another phrase fills.
    static func message(_ key: HostMessage, _ values: [String: String] = [:], phrases: [String: HostPhrase] = [:]) -> HostPhrase {
        HostPhrase(key: key, values: values, phrases: phrases)
    }

    /// Words written elsewhere, in English.
    static func verbatim(_ words: String) -> HostPhrase {
        HostPhrase(key: nil, values: ["": words], phrases: [:])
    }

    /// The phrase in `language`.
    func text(in language: Language) -> String {
        guard let key else { return values["", default: ""] }
        return key.text(in: language, values.merging(phrases.mapValues { $0.text(in: language) }) { given, _ in given })
    }
}

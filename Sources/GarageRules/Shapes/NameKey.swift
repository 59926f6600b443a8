import Foundation

/// What two names are compared by when they must be unique regardless of letter case (vehicles in an
/// account, maintenance items in a vehicle): the text trimmed of spaces, in Unicode's canonical
/// composition (NFC: an "é" typed as one scalar or as "e" and a combining accent is one name), mapped
/// to lower case by Unicode's default full case mapping, without a locale (the same on every
/// machine). "Oil", "oil" and "OIL" have one key; so have "Öl" and "öl".
public enum NameKey {
    /// The key of `name`.
    public static func of(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespaces).precomposedStringWithCanonicalMapping.lowercased()
    }

    /// Whether two names are the same name.
    public static func same(_ lhs: String, _ rhs: String) -> Bool {
        of(lhs) == of(rhs)
    }
}

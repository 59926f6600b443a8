import WidgetContract

/// User text as an error message quotes it: at most about 80 characters, so that a 5 MB field
/// cannot become a 5 MB message, and with every control or text-direction character written as its
/// code point (`<U+001B>`), so that a quoted value cannot drive the terminal (see `SafeText`).
public enum Quoted {
    /// The most characters of a text a message repeats.
    public static let maximumCharacters = SafeText.maximumQuotedCharacters

    /// `text` made printable; when long, its first `maximumCharacters` characters, an ellipsis and
    /// the text's full length in bytes.
    public static func excerpt(_ text: String) -> String {
        SafeText.quoted(text)
    }
}

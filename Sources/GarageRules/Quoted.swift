/// User text as an error message quotes it: at most about 80 characters, so that a 5 MB field
/// cannot become a 5 MB message.
public enum Quoted {
    /// The most characters of a text a message repeats.
    public static let maximumCharacters = 80

    /// `text` itself when short, else its first `maximumCharacters` characters, an ellipsis and the
    /// text's full length in bytes.
    public static func excerpt(_ text: String) -> String {
        // Most texts are short: the byte count answers without walking the characters.
        guard text.utf8.count > maximumCharacters, text.count > maximumCharacters else { return text }
        return String(text.prefix(maximumCharacters)) + "… (\(text.utf8.count) bytes)"
    }
}

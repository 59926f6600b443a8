/// The form of a sealed field's value on the household server: `s1.` and the base64 of a 24-byte
/// nonce, the ciphertext (as long as the text's UTF-8) and a 16-byte tag (HouseholdCrypto's
/// `VehicleKey`). The server can check only that form and its size; the size follows from the
/// field's own rule, so that a sealed value is bounded as its text is.
public enum SealedText {
    /// The form as a POSIX regular expression (PostgreSQL's `~`), anchored: `s1.` and base64.
    public static let pattern = "^s1\\.[A-Za-z0-9+/]+={0,2}$"

    /// Whether `text` has the form of a sealed value (which a note written in clear before notes
    /// were sealed, such as `s1.x`, could have too: opening it tells).
    public static func hasSealedForm(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count > 3, bytes[0] == UInt8(ascii: "s"), bytes[1] == UInt8(ascii: "1"), bytes[2] == UInt8(ascii: ".") else {
            return false
        }
        var body = bytes[3...]
        var padding = 0
        while let last = body.last, last == UInt8(ascii: "=") {
            padding += 1
            body = body.dropLast()
        }
        guard padding <= 2, !body.isEmpty else { return false }
        return body.allSatisfy { byte in
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "/")
        }
    }

    /// What sealing adds to the text's bytes before base64: the nonce and the tag.
    public static let overhead = 24 + 16

    /// The most bytes a sealed value of a field with `rule` takes.
    public static func byteLimit(of rule: FieldRule) -> Int {
        guard case .text(let characters) = rule.value else {
            preconditionFailure("only texts are sealed")
        }
        let sealed = overhead + VisibleText.byteLimit(forCharacters: characters)
        return "s1.".utf8.count + 4 * ((sealed + 2) / 3)
    }
}

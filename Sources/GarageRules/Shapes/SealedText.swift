/// The form of a sealed field's value on the household server: `s1.` and the base64 of a 24-byte
/// nonce, the ciphertext (as long as the text's UTF-8) and a 16-byte tag (HouseholdCrypto's
/// `VehicleKey`). The server can check only that form and its size; the size follows from the
/// field's own rule, so that a sealed value is bounded as its text is.
public enum SealedText {
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

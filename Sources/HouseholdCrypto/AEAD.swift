import CSodium

/// libsodium's XChaCha20-Poly1305 (IETF) AEAD as the sealed values and wrapped keys use it: the
/// 24-byte nonce first, then the ciphertext with its 16-byte tag. A random nonce per message is safe
/// with XChaCha20 (its nonce is long enough never to repeat by chance).
enum AEAD {
    static let keyLength = Int(crypto_aead_xchacha20poly1305_ietf_KEYBYTES)
    static let nonceLength = Int(crypto_aead_xchacha20poly1305_ietf_NPUBBYTES)
    static let tagLength = Int(crypto_aead_xchacha20poly1305_ietf_ABYTES)

    /// Nonce and ciphertext of `plaintext`, with a fresh random nonce unless one is given (tests).
    static func seal(_ plaintext: [UInt8], key: [UInt8], associated: [UInt8], nonce: [UInt8]? = nil) -> [UInt8] {
        Sodium.ready()
        let nonce = nonce ?? Sodium.randomBytes(nonceLength)
        var ciphertext = [UInt8](repeating: 0, count: plaintext.count + tagLength)
        var length: UInt64 = 0
        crypto_aead_xchacha20poly1305_ietf_encrypt(
            &ciphertext, &length, plaintext, UInt64(plaintext.count), associated, UInt64(associated.count), nil, nonce, key)
        return nonce + ciphertext.prefix(Int(length))
    }

    /// The plaintext of `sealed` (nonce and ciphertext), or `nil` when it does not open with `key`
    /// and `associated` (the wrong key, a change, or another place's data).
    static func open(_ sealed: [UInt8], key: [UInt8], associated: [UInt8]) throws(CryptoError) -> [UInt8]? {
        Sodium.ready()
        guard sealed.count >= nonceLength + tagLength else { throw .malformed("it is too short") }
        let ciphertext = Array(sealed[nonceLength...])
        var plaintext = [UInt8](repeating: 0, count: ciphertext.count)
        var length: UInt64 = 0
        guard crypto_aead_xchacha20poly1305_ietf_decrypt(
            &plaintext, &length, nil, ciphertext, UInt64(ciphertext.count), associated, UInt64(associated.count),
            Array(sealed[..<nonceLength]), key) == 0
        else { return nil }
        return Array(plaintext.prefix(Int(length)))
    }
}

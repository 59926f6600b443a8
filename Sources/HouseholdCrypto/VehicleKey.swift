import Foundation

/// A vehicle's key: the symmetric key its private fields (the plate, every note of it and its
/// records) are sealed with, shared with its members by sealing it to each one's public key
/// (``SealedVehicleKey``), and replaced when a member is removed.
///
/// Sealing is libsodium's XChaCha20-Poly1305 (IETF) AEAD with a random 24-byte nonce per value (no
/// nonce is ever reused, whatever the number of values) and the value's ``FieldLocation`` as
/// associated data. A sealed value is text: `s1.` and the base64 of the nonce and the ciphertext.
public struct VehicleKey: Equatable, Sendable {
    /// The key's 32 bytes.
    public let bytes: [UInt8]

    /// The prefix of a sealed value of this format.
    static let prefix = "s1."

    /// A new random key.
    public static func generate() -> VehicleKey {
        VehicleKey(checked: Sodium.randomBytes(AEAD.keyLength))
    }

    /// The key of `bytes`, which must be 32.
    public init(bytes: [UInt8]) throws(CryptoError) {
        guard bytes.count == AEAD.keyLength else { throw .malformed("a vehicle key has \(AEAD.keyLength) bytes, not \(bytes.count)") }
        self.bytes = bytes
    }

    private init(checked bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// `text` sealed for `location`.
    public func seal(_ text: String, at location: FieldLocation) -> String {
        seal(Array(text.utf8), at: location, nonce: nil)
    }

    /// Seals with a given nonce: for tests that need a fixed output (never reuse a nonce in the app).
    func seal(_ plaintext: [UInt8], at location: FieldLocation, nonce: [UInt8]?) -> String {
        Self.prefix + Data(AEAD.seal(plaintext, key: bytes, associated: location.associatedData, nonce: nonce)).base64EncodedString()
    }

    /// The text sealed in `sealed` for `location`: ``CryptoError/cannotOpen`` when this key did not
    /// seal it there, or it was changed since.
    public func open(_ sealed: String, at location: FieldLocation) throws(CryptoError) -> String {
        guard sealed.hasPrefix(Self.prefix) else { throw .malformed("it does not start with \(Self.prefix)") }
        guard let data = Data(base64Encoded: String(sealed.dropFirst(Self.prefix.count))) else {
            throw .malformed("it is not base64")
        }
        guard let plaintext = try AEAD.open([UInt8](data), key: bytes, associated: location.associatedData) else { throw .cannotOpen }
        guard let text = String(validating: plaintext, as: UTF8.self) else { throw .malformed("it is not text") }
        return text
    }
}

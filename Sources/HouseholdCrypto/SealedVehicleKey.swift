import CSodium
import Foundation

/// A vehicle key sealed to one member's public key (libsodium's sealed box: an ephemeral key pair
/// and X25519, so that only the holder of the member's secret key opens it and the sender needs no
/// key of its own). The household server keeps one per member of each vehicle and cannot open any.
public struct SealedVehicleKey: Equatable, Sendable {
    /// The sealed box, as text: `k1.` and base64.
    public let text: String

    static let prefix = "k1."

    /// `key` sealed to `publicKey`.
    public init(sealing key: VehicleKey, to publicKey: [UInt8]) throws(CryptoError) {
        Sodium.ready()
        guard publicKey.count == Int(crypto_box_PUBLICKEYBYTES) else {
            throw .malformed("a public key has \(crypto_box_PUBLICKEYBYTES) bytes, not \(publicKey.count)")
        }
        var sealed = [UInt8](repeating: 0, count: key.bytes.count + crypto_box_sealbytes())
        guard crypto_box_seal(&sealed, key.bytes, UInt64(key.bytes.count), publicKey) == 0 else { throw .failed("crypto_box_seal") }
        text = Self.prefix + Data(sealed).base64EncodedString()
    }

    /// A sealed key as the server keeps it.
    public init(text: String) {
        self.text = text
    }

    /// The vehicle key, opened with `keyPair`.
    public func open(with keyPair: AccountKeyPair) throws(CryptoError) -> VehicleKey {
        Sodium.ready()
        guard text.hasPrefix(Self.prefix), let data = Data(base64Encoded: String(text.dropFirst(Self.prefix.count))) else {
            throw .malformed("a sealed vehicle key is \(Self.prefix) and base64")
        }
        let sealed = [UInt8](data)
        guard sealed.count > crypto_box_sealbytes() else { throw .malformed("a sealed vehicle key is too short") }
        var key = [UInt8](repeating: 0, count: sealed.count - crypto_box_sealbytes())
        guard crypto_box_seal_open(&key, sealed, UInt64(sealed.count), keyPair.publicKey, keyPair.secretKey) == 0 else {
            throw .cannotOpen
        }
        return try VehicleKey(bytes: key)
    }
}

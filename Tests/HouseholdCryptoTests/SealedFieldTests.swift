import Foundation
import GloveboxTestSupport
@testable import HouseholdCrypto
import Testing

/// The household's sealed fields: each primitive is libsodium's; what is checked here is how they
/// are put together — against published vectors and an independent hash, and by what must not open.
@Suite struct SealedFieldTests {
    static func hex(_ text: String) -> [UInt8] {
        stride(from: 0, to: text.count, by: 2).map { offset in
            let start = text.index(text.startIndex, offsetBy: offset)
            return UInt8(text[start..<text.index(start, offsetBy: 2)], radix: 16)!
        }
    }

    static func hexString(_ bytes: [UInt8]) -> String {
        bytes.map { String(format: "%02x", $0) }.joined()
    }

    let clio = FieldLocation(vehicleID: "clio-7k2m", kind: "vehicle", recordID: "clio-7k2m", field: "plate")

    @Test func theAEADIsXChaCha20Poly1305WithTheNonceFirstAsPublished() throws {
        // draft-irtf-cfrg-xchacha, appendix A.3.1: key 80…9f, nonce 40…57, this associated data and text.
        let key = Array(UInt8(0x80)...UInt8(0x9F))
        let nonce = Array(UInt8(0x40)...UInt8(0x57))
        let associated = Self.hex("50515253c0c1c2c3c4c5c6c7")
        let text = "Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, sunscreen would be it."
        let sealed = AEAD.seal(Array(text.utf8), key: key, associated: associated, nonce: nonce)
        #expect(Array(sealed.prefix(24)) == nonce)
        #expect(Self.hexString(Array(sealed.dropFirst(24))) == "bd6d179d3e83d43b9576579493c0e939572a1700252bfaccbed2902c21396cbb"
            + "731c7f1b0b4aa6440bf3a82f4eda7e39ae64c6708c54c216cb96b72e1213b4522f8c9ba40db5d945b11b69b982c1bb9e"
            + "3f3fac2bc369488f76b2383565d3fff921f9664c97637da9768812f615c68b13b52ec0875924c1c7987947deafd8780acf49")
        #expect(try AEAD.open(sealed, key: key, associated: associated) == Array(text.utf8))
        #expect(try AEAD.open(sealed, key: key, associated: []) == nil)
    }

    @Test func aSealedValueOpensOnlyWithItsKeyAtItsPlaceAndUnchanged() throws {
        let key = VehicleKey.generate()
        let sealed = key.seal("ZZ-99-AA", at: clio)
        #expect(sealed.hasPrefix("s1."))
        #expect(!sealed.contains("ZZ-99-AA"))
        #expect(try key.open(sealed, at: clio) == "ZZ-99-AA")
        // Each sealing draws its own nonce: the same text never seals the same twice.
        #expect(key.seal("ZZ-99-AA", at: clio) != sealed)
        // Another key, another field, record or vehicle: it does not open.
        #expect(throws: CryptoError.cannotOpen) { try VehicleKey.generate().open(sealed, at: clio) }
        for moved in [
            FieldLocation(vehicleID: "clio-7k2m", kind: "vehicle", recordID: "clio-7k2m", field: "note"),
            FieldLocation(vehicleID: "clio-7k2m", kind: "expense", recordID: "clio-7k2m", field: "plate"),
            FieldLocation(vehicleID: "jeep-1a2b", kind: "vehicle", recordID: "clio-7k2m", field: "plate"),
        ] {
            #expect(throws: CryptoError.cannotOpen) { try key.open(sealed, at: moved) }
        }
        // Any single byte changed: it does not open.
        let body = [UInt8](Data(base64Encoded: String(sealed.dropFirst(3)))!)
        for index in [0, 23, 24, body.count - 1] {
            var tampered = body
            tampered[index] ^= 0x01
            #expect(throws: CryptoError.cannotOpen) { try key.open("s1." + Data(tampered).base64EncodedString(), at: clio) }
        }
        #expect(throws: CryptoError.self) { try key.open("ZZ-99-AA", at: clio) }
        #expect(throws: CryptoError.self) { try key.open("s1.AAAA", at: clio) }
    }

    @Test func locationsThatShareTheirTextDoNotShareTheirAssociatedData() {
        // Without the lengths, "ab"+"c" and "a"+"bc" would make the same bytes.
        let one = FieldLocation(vehicleID: "ab", kind: "c", recordID: "r", field: "f")
        let other = FieldLocation(vehicleID: "a", kind: "bc", recordID: "r", field: "f")
        #expect(one.associatedData != other.associatedData)
    }

    @Test func aKeyPairsPublicKeyIsX25519OfItsSecretAsPublished() throws {
        // RFC 7748, section 6.1: Alice's keys.
        let pair = try AccountKeyPair(secretKey: Self.hex("77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a"))
        #expect(Self.hexString(pair.publicKey) == "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a")
        let generated = AccountKeyPair.generate()
        #expect(try AccountKeyPair(secretKey: generated.secretKey) == generated)
    }

    @Test func aFingerprintIsBLAKE2bOfThePublicKeyAsAnIndependentHashComputesIt() throws {
        let pair = AccountKeyPair.generate()
        // Python's hashlib shares nothing with libsodium.
        let expected = try PythonOracle.run(
            "import hashlib, sys; print(hashlib.blake2b(bytes.fromhex(sys.argv[1]), digest_size=16).hexdigest())",
            arguments: [Self.hexString(pair.publicKey)]).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(pair.fingerprint.description.replacingOccurrences(of: " ", with: "") == expected)
        #expect(pair.fingerprint.description.split(separator: " ").map(\.count) == Array(repeating: 4, count: 8))
        #expect(AccountKeyPair.generate().fingerprint != pair.fingerprint)
    }

    @Test func aVehicleKeySealedToAMemberOpensWithThatMembersKeysOnly() throws {
        let key = VehicleKey.generate()
        let member = AccountKeyPair.generate()
        let sealed = try SealedVehicleKey(sealing: key, to: member.publicKey)
        #expect(try sealed.open(with: member) == key)
        #expect(throws: CryptoError.cannotOpen) { try sealed.open(with: AccountKeyPair.generate()) }
        #expect(try SealedVehicleKey(text: sealed.text).open(with: member) == key)
        #expect(throws: CryptoError.self) { try SealedVehicleKey(text: "k1.broken").open(with: member) }
    }

    @Test func theAccountsKeyOpensWithThePassphraseOrTheRecoveryKeyAndNothingElse() throws {
        let pair = AccountKeyPair.generate()
        let recovery = RecoveryKey.generate()
        let wrapped = try WrappedAccountKey(
            pair, account: "ana@example.com", passphrase: "correct horse battery", recoveryKey: recovery, cost: .interactive)
        #expect(try wrapped.open(passphrase: "correct horse battery") == pair)
        #expect(try wrapped.open(recoveryKey: recovery) == pair)
        #expect(throws: CryptoError.wrongSecret) { try wrapped.open(passphrase: "correct horse batterY") }
        #expect(throws: CryptoError.wrongSecret) { try wrapped.open(recoveryKey: RecoveryKey.generate()) }
        // As the server keeps it (JSON), and back.
        let stored = try JSONDecoder().decode(WrappedAccountKey.self, from: try JSONEncoder().encode(wrapped))
        #expect(try stored.open(recoveryKey: recovery) == pair)
        #expect(!String(decoding: try JSONEncoder().encode(wrapped), as: UTF8.self).contains("correct horse"))
    }

    @Test func aWrappedKeyMovedToAnotherAccountOrGivenAnotherPublicKeyDoesNotOpen() throws {
        let pair = AccountKeyPair.generate()
        let recovery = RecoveryKey.generate()
        let wrapped = try WrappedAccountKey(pair, account: "ana@example.com", passphrase: "a passphrase", recoveryKey: recovery, cost: .interactive)
        var json = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(wrapped)) as! [String: Any]
        json["account"] = "ben@example.com"
        let moved = try JSONDecoder().decode(WrappedAccountKey.self, from: try JSONSerialization.data(withJSONObject: json))
        #expect(throws: CryptoError.wrongSecret) { try moved.open(recoveryKey: recovery) }
        json["account"] = "ana@example.com"
        json["publicKey"] = Data(AccountKeyPair.generate().publicKey).base64EncodedString()
        let swapped = try JSONDecoder().decode(WrappedAccountKey.self, from: try JSONSerialization.data(withJSONObject: json))
        #expect(throws: CryptoError.cannotOpen) { try swapped.open(recoveryKey: recovery) }
        // A cost beyond what a device pays (a server asking for terabytes) is refused before any work.
        json["publicKey"] = wrapped.publicKey
        json["cost"] = ["operations": 3, "memory": 1 << 40]
        let costly = try JSONDecoder().decode(WrappedAccountKey.self, from: try JSONSerialization.data(withJSONObject: json))
        #expect(throws: CryptoError.self) { try costly.open(passphrase: "a passphrase") }
    }

    @Test func aNewPassphraseKeepsTheKeyAndTheRecoveryKey() throws {
        let pair = AccountKeyPair.generate()
        let recovery = RecoveryKey.generate()
        let wrapped = try WrappedAccountKey(pair, account: "ana@example.com", passphrase: "old one", recoveryKey: recovery, cost: .interactive)
        let renewed = try wrapped.rewrapped(pair, passphrase: "new one", cost: .interactive)
        #expect(try renewed.open(passphrase: "new one") == pair)
        #expect(throws: CryptoError.wrongSecret) { try renewed.open(passphrase: "old one") }
        #expect(try renewed.open(recoveryKey: recovery) == pair)
        #expect(renewed.publicKey == wrapped.publicKey)
    }

    @Test func aRecoveryKeyIsWrittenInGroupsAndReadBackHoweverItIsTyped() throws {
        let key = RecoveryKey.generate()
        let text = key.description
        #expect(text.count == 52 + 12)
        #expect(text.split(separator: "-").map(\.count) == Array(repeating: 4, count: 13))
        #expect(try RecoveryKey(parsing: text) == key)
        #expect(try RecoveryKey(parsing: text.lowercased().replacingOccurrences(of: "-", with: " ")) == key)
        // Crockford's look-alikes read as the digits they resemble.
        let zeros = try RecoveryKey(parsing: String(repeating: "0", count: 52))
        #expect(try RecoveryKey(parsing: String(repeating: "O", count: 52)) == zeros)
        #expect(zeros.bytes == Array(repeating: 0, count: 32))
        #expect(throws: CryptoError.self) { try RecoveryKey(parsing: String(text.dropLast(2))) }
        #expect(throws: CryptoError.self) { try RecoveryKey(parsing: "U" + text.dropFirst()) }
    }
}

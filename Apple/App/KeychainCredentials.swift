import AppCore
import Foundation
import Security

/// The app's credential store on Apple platforms: the Keychain, one generic password per account
/// on a server (`kSecAttrService` the server, `kSecAttrAccount` the account).
///
/// The password is readable after the first unlock, so a sync in a background task can use it, and
/// never leaves this device (no iCloud Keychain, no backup): a new device signs in again.
struct KeychainCredentials: CredentialStore {
    /// A Keychain call that failed, with its status.
    struct Failure: Error, CustomStringConvertible {
        let status: OSStatus

        var description: String {
            "the keychain refused: " + ((SecCopyErrorMessageString(status, nil) as String?) ?? "status \(status)")
        }
    }

    func storeSecret(_ secret: String, account: String, server: String) throws {
        let query = Self.query(account: account, server: server)
        let value: [String: Any] = [kSecValueData as String: Data(secret.utf8)]
        var status = SecItemUpdate(query as CFDictionary, value as CFDictionary)
        if status == errSecItemNotFound {
            let item = query.merging(value) { $1 }.merging([
                kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly,
            ]) { $1 }
            status = SecItemAdd(item as CFDictionary, nil)
        }
        guard status == errSecSuccess else { throw Failure(status: status) }
    }

    func secret(account: String, server: String) throws -> String? {
        let query = Self.query(account: account, server: server).merging([
            kSecReturnData as String: true, kSecMatchLimit as String: kSecMatchLimitOne,
        ]) { $1 }
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess, let data = item as? Data else { throw Failure(status: status) }
        return String(decoding: data, as: UTF8.self)
    }

    func deleteSecret(account: String, server: String) throws {
        let status = SecItemDelete(Self.query(account: account, server: server) as CFDictionary)
        guard status == errSecSuccess || status == errSecItemNotFound else { throw Failure(status: status) }
    }

    private static func query(account: String, server: String) -> [String: Any] {
        [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: server,
            kSecAttrAccount as String: account,
        ]
    }
}

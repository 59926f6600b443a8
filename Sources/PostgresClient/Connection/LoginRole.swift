import CLibPQ

/// The PostgreSQL login role of a household account: `a_` and the MD5 of the account's name followed
/// by `glovebox-account`, as 32 hexadecimal digits.
///
/// The household server (schema 10) names each account's role so, computing the same hash with its
/// own `md5()`, and the app computes it here from the name the person types, so that one account
/// listing roles reads no other's address. The digest is libpq's (`PQencryptPassword`, the MD5 of
/// its two arguments one after the other, hex after `md5`), never a hash written here.
public enum LoginRole {
    /// What follows the name in the hashed text.
    public static let suffix = "glovebox-account"

    /// The login role of `account`.
    public static func of(account: String) -> String {
        guard let encrypted = PQencryptPassword(account, suffix) else {
            // libpq fails only when it cannot allocate 36 bytes.
            preconditionFailure("libpq could not compute an MD5 digest")
        }
        defer { PQfreemem(encrypted) }
        return "a_" + String(String(cString: encrypted).dropFirst("md5".count))
    }
}

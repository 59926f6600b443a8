import CLibPQ

extension PostgresConnection {
    /// The SCRAM-SHA-256 verifier of `password` for `user`, computed here (`PQencryptPasswordConn`),
    /// so that the password itself never travels to the server or into its logs.
    public func scramVerifier(password: String, user: String) throws(PostgresError) -> String {
        let handle = try handle
        guard let encrypted = PQencryptPasswordConn(handle, password, user, "scram-sha-256") else {
            throw PostgresError(kind: .misuse, message: PostgresError.trimmed(String(cString: PQerrorMessage(handle))))
        }
        defer { PQfreemem(encrypted) }
        return String(cString: encrypted)
    }
}

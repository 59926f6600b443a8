extension PostgresError {
    /// The error for a connection attempt that libpq reports as failed, from its message.
    ///
    /// libpq keeps no SQLSTATE for a failed connection, only the text, so the server's answers are
    /// recognised by their words (stable English: the household server pins `lc_messages` to `C`):
    /// a SCRAM exchange that failed and a host rule that refused are the account's fault, anything
    /// else (refused, unreachable, TLS, channel binding: ``securityRefusal``) the connection's.
    /// `needsPassword` is libpq's own `PQconnectionNeedsPassword`: the server asked for a password
    /// and none was given.
    static func connecting(message: String, needsPassword: Bool) -> PostgresError {
        let text = Self.trimmed(message)
        let connectionFailure = PostgresError(kind: .connectionFailed, message: text)
        // Refused TLS or channel binding is the connection's, whatever else the message lists.
        if connectionFailure.securityRefusal != nil { return connectionFailure }
        let refusedAccount =
            needsPassword || text.contains("password authentication failed") || text.contains("authentication failed")
            || text.contains("no pg_hba.conf entry") || text.contains("password is required")
            || text.contains("is not permitted to log in")
        return PostgresError(kind: refusedAccount ? .authenticationFailed : .connectionFailed, message: text)
    }

    /// libpq's message without its trailing line breaks and the `FATAL:  ` severity prefix inside it.
    static func trimmed(_ message: String) -> String {
        var text = message
        while text.last?.isNewline == true { text.removeLast() }
        return text.replacingOccurrences(of: "FATAL:  ", with: "").replacingOccurrences(of: "ERROR:  ", with: "")
    }
}

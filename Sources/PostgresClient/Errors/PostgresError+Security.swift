extension PostgresError {
    /// Why libpq gave up on a connection's security before it said anything of the account's
    /// password: what `sslmode=verify-full` and `channel_binding=require` refuse.
    public enum SecurityRefusal: Sendable, Equatable {
        /// The server answered the TLS request with no: it does not offer TLS.
        case serverOffersNoTLS
        /// The server's certificate could not be verified: no root certificate to verify it with,
        /// a certificate that root did not sign, or one made for another host name.
        case certificateNotVerified
        /// The server did not authenticate with channel binding (SCRAM-SHA-256-PLUS over TLS): it
        /// asked for a cleartext or MD5 password, offered SCRAM without it, or let the client in
        /// without a password at all.
        case channelBindingRefused
    }

    /// The security refusal this connection failure is, or `nil` when it is another failure.
    ///
    /// libpq keeps no code for them, only its own English messages (client-side: the server's
    /// `lc_messages` does not reach them), so they are recognised by their words; a multi-host or
    /// multi-address attempt lists each failure, and any of them counts.
    public var securityRefusal: SecurityRefusal? {
        guard kind == .connectionFailed else { return nil }
        if message.contains("server does not support SSL, but SSL was required") { return .serverOffersNoTLS }
        if message.contains("channel binding") { return .channelBindingRefused }
        let unverified = [
            "root certificate file", "certificate verify failed", "does not match host name",
            "could not get server's host name from server certificate", "server certificate for",
        ]
        if unverified.contains(where: message.contains) { return .certificateNotVerified }
        return nil
    }
}

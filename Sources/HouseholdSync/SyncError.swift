/// Why the household server could not be used. Nothing local is changed by any of them.
public enum SyncError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The server refused the account's name or password. PostgreSQL answers an unknown account and
    /// a wrong password alike (and the household server's host rules turn away a name that is no
    /// account), so the message does not pretend to know which.
    case nameOrPasswordRefused(account: String, server: String)
    /// No server answered there (stopped, wrong address, network), or its TLS failed for another
    /// reason than the ones below.
    case unreachable(server: String, reason: String)
    /// The server answered without TLS: nothing was sent to it.
    case serverWithoutTLS(server: String)
    /// The server's certificate could not be verified (no root certificate, another signer,
    /// another host name): nothing was sent to it.
    case certificateNotVerified(server: String, reason: String)
    /// The server did not authenticate with channel binding: glovebox answered nothing of the password.
    case channelBindingRefused(server: String, reason: String)
    /// The login role signed in but is no Glovebox account (no row in `glovebox.account`).
    case notAnAccount(account: String, server: String)
    /// The server's schema is not the one this build speaks.
    case schemaMismatch(server: Int?, client: Int)
    /// The connection broke while the sync was using it (the server stopped, the network went):
    /// the pages the server committed stay acknowledged, the rest wait in the outbox, and a pull
    /// applies all or nothing.
    case connectionLost(server: String, reason: String)
    /// The server answered with an error while it was being used, in PostgreSQL's or libpq's words.
    case serverFailed(String)
    /// The server failed for a reason this glovebox names (``SyncServerFailure``): a race the sync
    /// lost, a limit or rule of the household schema, an answer it cannot read. Said like
    /// ``serverFailed(_:)``, with the same exit status.
    case failure(SyncServerFailure)
    /// The kept link cannot be read.
    case damagedLink(path: String)
    /// This device's clock is ahead of the server's by more than the bound (``HybridTimestamp/maximumLead``),
    /// by `milliseconds`: its changes stay queued until the clock is fixed.
    case clockAhead(milliseconds: Int64)
    /// Waiting for another sync of this device failed (its lock file cannot be opened or locked).
    case lockFailed(reason: String)
    /// The link is kept, but the credential store holds no password for it.
    case missingPassword(account: String, server: String)
    /// The account seals its private fields with its key pair, which this device has not opened.
    case keyLocked(account: String)

    /// Whether the user can fix it by typing something else (exit 2), rather than the world
    /// having failed (exit 1).
    public var isUserMistake: Bool {
        switch self {
        case .nameOrPasswordRefused, .notAnAccount, .missingPassword, .keyLocked: true
        // The server's TLS is its administrator's to fix, not something the user retypes.
        case .unreachable, .serverWithoutTLS, .certificateNotVerified, .channelBindingRefused, .connectionLost,
            .schemaMismatch, .serverFailed, .failure, .damagedLink, .clockAhead, .lockFailed:
            false
        }
    }

    /// The message, lowercase, naming the server and saying that nothing local changed.
    public var description: String {
        switch self {
        case let .nameOrPasswordRefused(account, server):
            "the household server at \(server) refused the name or password of \(account) (PostgreSQL answers an unknown "
                + "account and a wrong password alike, so it does not say which); nothing was changed on this device"
        case let .unreachable(server, reason):
            "cannot reach the household server at \(server) (\(reason)); nothing was changed on this device"
        case .serverWithoutTLS(let server):
            "the household server at \(server) does not offer TLS, which glovebox requires (sslmode=verify-full): nothing "
                + "was sent to it; a household server made by 'glovebox-server init' with openssl installed has TLS; "
                + "nothing was changed on this device"
        case let .certificateNotVerified(server, reason):
            "cannot verify the certificate of the household server at \(server) (\(reason)): nothing was sent to it; "
                + "use the URL 'glovebox-server url' prints, with its sslrootcert (the server's certificate); "
                + "nothing was changed on this device"
        case let .channelBindingRefused(server, reason):
            "the household server at \(server) did not authenticate with channel binding (SCRAM-SHA-256-PLUS over TLS), "
                + "which glovebox requires (\(reason)): nothing of the password was sent; nothing was changed on this device"
        case let .notAnAccount(account, server):
            "\(account) is not a Glovebox account on the household server at \(server); nothing was changed on this device"
        case let .connectionLost(server, reason):
            "the household server at \(server) went away during the sync (\(reason)); what it took before stays pushed, the rest waits on this device for the next sync; nothing on this device was lost"
        case let .schemaMismatch(server?, client) where server < client:
            "the household server's schema is version \(server) but this glovebox needs version \(client): run 'glovebox-server migrate DIR' on the server; nothing was changed on this device"
        case let .schemaMismatch(server?, client):
            "the household server's schema is version \(server), newer than this glovebox knows (version \(client)): update glovebox; nothing was changed on this device"
        case .schemaMismatch(nil, _):
            "the server is not a Glovebox household server (it has no glovebox schema); nothing was changed on this device"
        case .serverFailed(let reason):
            "the household server failed: \(reason); nothing was changed on this device"
        case .failure(let failure):
            "the household server failed: \(failure); nothing was changed on this device"
        case .damagedLink(let path):
            "the household server link at \(path) cannot be read; run 'glovebox login ACCOUNT --server URL' again"
        case .lockFailed(let reason):
            "cannot wait for this device's other sync to end (\(reason)); nothing was changed on this device"
        case .clockAhead(let milliseconds):
            "this device's clock is \(Self.duration(milliseconds)) ahead of the server's; fix the clock and sync again (this device's changes stay queued)"
        case let .missingPassword(account, server):
            "this device keeps no password for \(account) on the household server at \(server); run 'glovebox login \(account) --server \(server)' again"
        case .keyLocked(let account):
            "\(account) seals its private fields (the licence plate) with its key, which this device has not opened: run 'glovebox keys unlock' (with the passphrase or the recovery key), then sync; nothing was sent or changed"
        }
    }

    /// `milliseconds` as a person says it: `23 h 4 min`, `6 min`, `40 s` (unit symbols every
    /// language of the command line writes alike).
    public static func duration(_ milliseconds: Int64) -> String {
        let seconds = max(0, milliseconds / 1_000)
        let (days, hours, minutes) = (seconds / 86_400, seconds / 3_600 % 24, seconds / 60 % 60)
        if days > 0 { return "\(days) d \(hours) h" }
        if hours > 0 { return minutes > 0 ? "\(hours) h \(minutes) min" : "\(hours) h" }
        if minutes > 0 { return "\(minutes) min" }
        return "\(seconds) s"
    }
}

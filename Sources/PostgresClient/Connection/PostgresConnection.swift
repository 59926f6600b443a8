import CLibPQ
import Foundation

/// One connection to a PostgreSQL server through libpq: owns the handle, closes it when the value
/// goes away.
///
/// A connection is used from one thread at a time; it is not `Sendable`. Every statement with values
/// goes through `PQexecParams`, the values apart from the SQL text:
///
/// ```swift
/// let connection = try PostgresConnection(
///     connectionString: "postgresql://localhost:5432/glovebox?sslmode=verify-full&sslrootcert=…",
///     user: "alice@example.com", password: password)
/// let result = try connection.query("SELECT name FROM glovebox.vehicle WHERE id = $1", ["clio"])
/// try connection.transaction { db in
///     try db.execute("UPDATE glovebox.vehicle SET name = $1, hlc = $2, device_id = $3 WHERE id = $4",
///                    ["Clio", hlc, device, "clio"])
/// }
/// ```
public final class PostgresConnection {
    // Internal, not private: the statement and transaction extensions in other files use it.
    var openHandle: OpaquePointer?

    /// Connects with libpq's keyword/value parameters, processed in order (a later keyword wins).
    ///
    /// With `expandingDatabaseName`, the first `dbname` value may itself be a connection string or
    /// a `postgresql://` URL, which libpq expands in its place; a password given as its own keyword
    /// never has to be escaped into a URL.
    public init(keywords: [(String, String)], expandingDatabaseName: Bool = true) throws(PostgresError) {
        let handle = Self.withCStringArrays(keywords) { names, values in
            PQconnectdbParams(names, values, expandingDatabaseName ? 1 : 0)
        }
        guard let handle else {
            throw PostgresError(kind: .connectionFailed, message: "libpq could not allocate a connection")
        }
        guard PQstatus(handle) == CONNECTION_OK else {
            let error = PostgresError.connecting(
                message: String(cString: PQerrorMessage(handle)), needsPassword: PQconnectionNeedsPassword(handle) == 1)
            PQfinish(handle)
            throw error
        }
        // libpq prints the server's notices on standard error unless told otherwise; a command's
        // output is its own, so they are dropped (warnings that matter are errors here).
        PQsetNoticeProcessor(handle, { _, _ in }, nil)
        openHandle = handle
    }

    /// Connects to `connectionString` (a URL or `key=value` pairs) as `user` with `password`, with a
    /// 10-second connection timeout and UTF-8 unless the string says otherwise.
    ///
    /// - Parameter settings: more keywords, after the string's (`options`, `application_name`).
    public convenience init(
        connectionString: String, user: String? = nil, password: String? = nil, settings: [(String, String)] = []
    ) throws(PostgresError) {
        var keywords = [("connect_timeout", "10"), ("client_encoding", "UTF8"), ("dbname", connectionString)]
        if let user { keywords.append(("user", user)) }
        if let password { keywords.append(("password", password)) }
        try self.init(keywords: keywords + settings)
    }

    deinit {
        close()
    }

    /// Closes the connection now; idempotent. Any use afterwards throws a ``PostgresError/Kind/misuse``.
    public func close() {
        guard let handle = openHandle else { return }
        openHandle = nil
        PQfinish(handle)
    }

    /// Whether ``close()`` was called.
    public var isClosed: Bool { openHandle == nil }

    /// The open handle, or a misuse error after ``close()``.
    var handle: OpaquePointer {
        get throws(PostgresError) {
            guard let openHandle else { throw PostgresError(kind: .misuse, message: "the connection is closed") }
            return openHandle
        }
    }

    /// Whether the connection is encrypted with TLS.
    public var usesTLS: Bool { openHandle.map { PQsslInUse($0) == 1 } ?? false }

    /// The server's version as an integer (`150018` for 15.18); 0 once closed.
    public var serverVersion: Int { openHandle.map { Int(PQserverVersion($0)) } ?? 0 }

    /// The process id of the server process serving this connection (to find it in `pg_stat_activity`).
    public var serverProcessID: Int { openHandle.map { Int(PQbackendPID($0)) } ?? 0 }

    /// Whether the connection is still usable: libpq marks it bad when the server went away.
    public var isConnected: Bool { openHandle.map { PQstatus($0) == CONNECTION_OK } ?? false }

    /// Calls `body` with C arrays of the names and of the values, each ending in a null pointer.
    private static func withCStringArrays<T>(
        _ pairs: [(String, String)],
        _ body: (UnsafePointer<UnsafePointer<CChar>?>, UnsafePointer<UnsafePointer<CChar>?>) -> T
    ) -> T {
        let names = pairs.map { strdup($0.0) } + [nil]
        let values = pairs.map { strdup($0.1) } + [nil]
        defer {
            names.forEach { free($0) }
            values.forEach { free($0) }
        }
        let namePointers = names.map { UnsafePointer($0) }
        let valuePointers = values.map { UnsafePointer($0) }
        return namePointers.withUnsafeBufferPointer { nameBuffer in
            valuePointers.withUnsafeBufferPointer { valueBuffer in
                body(nameBuffer.baseAddress!, valueBuffer.baseAddress!)
            }
        }
    }
}

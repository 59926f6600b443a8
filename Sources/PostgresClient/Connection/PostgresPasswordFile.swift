/// libpq's password file: one line per server and user, `hostname:port:database:username:password`.
///
/// libpq reads it itself when a connection names it with the `passfile` keyword and gives no
/// `password`: it takes the password of the first line whose four fields match the connection (a
/// field `*` matches anything) and ignores a file that its group or others may read, so whoever
/// writes it gives it mode 0600. A `:` or `\` inside a field is escaped with `\`; a password cannot
/// hold a line break.
///
/// ```swift
/// let key = PostgresPasswordFile.Key(host: "localhost", port: "5433", database: "glovebox", user: "ana@example.com")
/// let file = PostgresPasswordFile(entries: [.init(key: key, password: "s3cr:et")])
/// try file.text()   // "localhost:5433:glovebox:ana@example.com:s3cr\:et\n"
/// ```
public struct PostgresPasswordFile: Equatable, Sendable {
    /// What libpq compares with a connection's host, port, database and user; `nil` is `*`, which
    /// matches any.
    public struct Key: Hashable, Sendable {
        /// The host name or address as the connection names it (`localhost`, `db.example`, `::1`).
        public var host: String?
        /// The port as the connection names it.
        public var port: String?
        /// The database.
        public var database: String?
        /// The user (the login role).
        public var user: String?

        /// A key.
        public init(host: String?, port: String?, database: String?, user: String?) {
            self.host = host
            self.port = port
            self.database = database
            self.user = user
        }

        /// The four fields in the file's order.
        var fields: [String?] { [host, port, database, user] }
    }

    /// One line: a key and its password.
    public struct Entry: Equatable, Sendable {
        /// Where the password applies.
        public var key: Key
        /// The password.
        public var password: String

        /// An entry.
        public init(key: Key, password: String) {
            self.key = key
            self.password = password
        }
    }

    /// Why a file's text cannot be read, or a value cannot be written into one.
    public struct FormatError: Error, Equatable, Sendable, CustomStringConvertible {
        /// What is wrong, naming the line when a file was read.
        public let reason: String

        /// The reason.
        public var description: String { reason }
    }

    /// The lines, in order: libpq takes the first that matches.
    public var entries: [Entry]

    /// A file of `entries`.
    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// Reads a file's text. Blank lines and lines that begin with `#` are skipped, as libpq skips
    /// them; a line with fewer than five fields is damage, never taken for no line.
    public init(parsing text: String) throws(FormatError) {
        var entries: [Entry] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = line.hasSuffix("\r") ? line.dropLast() : line
            if content.isEmpty || content.hasPrefix("#") { continue }
            let fields = Self.fields(of: content)
            guard fields.count >= 5 else {
                throw FormatError(reason: "line \(index + 1) has \(fields.count) field(s), not 5")
            }
            // libpq reads a password up to the next unescaped `:` and ignores the rest.
            let key = Key(host: fields[0].value, port: fields[1].value, database: fields[2].value, user: fields[3].value)
            entries.append(Entry(key: key, password: fields[4].text))
        }
        self.entries = entries
    }

    /// The file's text, one line per entry; refused when a value holds a line break or a NUL, which
    /// no line can carry.
    public func text() throws(FormatError) -> String {
        var text = ""
        for entry in entries {
            for value in entry.key.fields.compactMap({ $0 }) + [entry.password] where !Self.fitsOnALine(value) {
                throw FormatError(reason: "a password file cannot hold a line break or a NUL character")
            }
            let key = entry.key.fields.map { $0.map(Self.escapedKeyField) ?? "*" }
            text += (key + [Self.escaped(entry.password)]).joined(separator: ":") + "\n"
        }
        return text
    }

    /// The password of the entry whose key is `key` exactly (the store's own lookup; libpq's
    /// matching with `*` is libpq's).
    public func password(for key: Key) -> String? {
        entries.first { $0.key == key }?.password
    }

    /// The keys libpq looks a password up by when it connects with `options` as `user`: one per
    /// host of the string (libpq tries each with its own password).
    ///
    /// libpq compares the host as the connection names it (or its `hostaddr` when it names no host),
    /// the port and the database; what the string leaves to a default or an environment variable
    /// is `*`, so the line matches whatever libpq falls back on.
    public static func keys(connectingTo options: PostgresConnectionOptions, as user: String) -> [Key] {
        let hosts = list(options["host"])
        let addresses = list(options["hostaddr"])
        let ports = list(options["port"])
        let count = max(hosts.count, addresses.count, 1)
        let database = options["dbname"].flatMap { $0.isEmpty ? nil : $0 }
        var keys: [Key] = []
        for index in 0..<count {
            let host = named(hosts, index) ?? named(addresses, index)
            // One port serves every host; otherwise each host has its own.
            let port = ports.count == 1 ? named(ports, 0) : named(ports, index)
            let key = Key(host: host, port: port, database: database, user: user)
            if !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    /// A comma-separated list as libpq splits it (empty when absent).
    private static func list(_ value: String?) -> [String] {
        value.map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) } ?? []
    }

    /// The list's element at `index` when it is there and not empty.
    private static func named(_ list: [String], _ index: Int) -> String? {
        index < list.count && !list[index].isEmpty ? list[index] : nil
    }

    /// `value` with `\` and `:` escaped.
    static func escaped(_ value: String) -> String {
        var text = ""
        for character in value {
            if character == "\\" || character == ":" { text.append("\\") }
            text.append(character)
        }
        return text
    }

    /// A key field that means itself: escaped, and a lone `*` escaped too, since `*` alone is the
    /// wildcard.
    static func escapedKeyField(_ value: String) -> String {
        value == "*" ? "\\*" : escaped(value)
    }

    /// Whether `value` can be written on one line.
    static func fitsOnALine(_ value: String) -> Bool {
        !value.unicodeScalars.contains { $0 == "\n" || $0 == "\r" || $0 == "\0" }
    }

    /// A line's fields split at unescaped colons and unescaped, each with whether it was the bare
    /// wildcard `*`.
    private static func fields(of line: Substring) -> [Field] {
        var fields: [Field] = []
        var current = Field()
        var escaping = false
        for character in line {
            if escaping {
                current.text.append(character)
                current.raw.append(character)
                escaping = false
            } else if character == "\\" {
                current.raw.append(character)
                escaping = true
            } else if character == ":" {
                fields.append(current)
                current = Field()
            } else {
                current.text.append(character)
                current.raw.append(character)
            }
        }
        // A backslash that ends the line escapes nothing: libpq keeps it.
        if escaping { current.text.append("\\") }
        fields.append(current)
        return fields
    }

    /// A field as read: its unescaped text and its text as written.
    private struct Field {
        var text = ""
        var raw = ""

        /// `nil` for the wildcard, else the text.
        var value: String? { raw == "*" ? nil : text }
    }
}

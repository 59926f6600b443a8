/// One JSON value read whole: a record of an export, or a field of one (see ``JSONFileReader``).
enum JSONValue {
    case null
    case bool(Bool)
    /// A whole number that fits 64 bits.
    case integer(Int64)
    /// Any other number, as it is written (a fraction, an exponent, or too large).
    case number(String)
    case string(String)
    case array([JSONValue])
    /// The members in the order they are written.
    case object([(key: String, value: JSONValue)])
}

/// The members of one JSON object at its place in a document, read the way `Decodable` reads:
/// an absent or `null` optional field is `nil`; a missing required field, a `null` where a value is
/// required and a value of another type are refused at the field's path (`expenses[1].amount:
/// must be a string`).
struct JSONObject {
    /// The file, as the user named it.
    let file: String
    /// Where the object is, such as `expenses[1]` or `expenses[1].odometer`.
    let place: String
    private let members: [(key: String, value: JSONValue)]

    /// The object `value` at `place`, or a refusal that it must be one.
    init(_ value: JSONValue, at place: String, file: String) throws(RestoreError) {
        guard case .object(let members) = value else { throw .invalid(file: file, path: place, reason: "must be an object") }
        self.file = file
        self.place = place
        self.members = members
        // A repeated name is refused, not resolved: readers disagree on which one counts (the
        // first, the last), so the file means different things to different programs. Records
        // have a dozen members, so comparing pairs is cheaper than hashing them.
        for index in members.indices {
            let name = members[index].key
            if members[..<index].contains(where: { $0.key == name }) {
                throw .invalid(file: file, path: place.isEmpty ? name : place + "." + name, reason: "appears more than once in the object")
            }
        }
    }

    /// The path of a field: `expenses[1].amount`.
    func path(_ key: some CodingKey) -> String {
        place.isEmpty ? key.stringValue : place + "." + key.stringValue
    }

    /// The value of a field, `nil` when it is absent (names are unique: `init` refuses a repeated one).
    func value(_ key: some CodingKey) -> JSONValue? {
        let name = key.stringValue
        return members.first { $0.key == name }?.value
    }

    private func missing(_ key: some CodingKey) -> RestoreError {
        .invalid(file: file, path: path(key), reason: "required field is missing")
    }

    private func mismatch(_ key: some CodingKey, _ type: String) -> RestoreError {
        .invalid(file: file, path: path(key), reason: "must be \(type)")
    }

    func string(_ key: some CodingKey) throws(RestoreError) -> String {
        guard let value = value(key) else { throw missing(key) }
        guard case .string(let text) = value else { throw mismatch(key, "a string") }
        return text
    }

    func optionalString(_ key: some CodingKey) throws(RestoreError) -> String? {
        switch value(key) {
        case nil, .null?: return nil
        case .string(let text)?: return text
        default: throw mismatch(key, "a string")
        }
    }

    func int(_ key: some CodingKey) throws(RestoreError) -> Int {
        guard let value = value(key) else { throw missing(key) }
        guard case .integer(let number) = value, let int = Int(exactly: number) else { throw mismatch(key, "an integer") }
        return int
    }

    func optionalInt(_ key: some CodingKey) throws(RestoreError) -> Int? {
        switch value(key) {
        case nil, .null?: return nil
        case .integer(let number)? where Int(exactly: number) != nil: return Int(number)
        default: throw mismatch(key, "an integer")
        }
    }

    func bool(_ key: some CodingKey) throws(RestoreError) -> Bool {
        guard let value = value(key) else { throw missing(key) }
        guard case .bool(let flag) = value else { throw mismatch(key, "true or false") }
        return flag
    }

    func optionalBool(_ key: some CodingKey) throws(RestoreError) -> Bool? {
        switch value(key) {
        case nil, .null?: return nil
        case .bool(let flag)?: return flag
        default: throw mismatch(key, "true or false")
        }
    }

    func object(_ key: some CodingKey) throws(RestoreError) -> JSONObject {
        guard let value = value(key) else { throw missing(key) }
        guard case .object = value else { throw mismatch(key, "an object") }
        return try JSONObject(value, at: path(key), file: file)
    }

    func optionalObject(_ key: some CodingKey) throws(RestoreError) -> JSONObject? {
        switch value(key) {
        case nil, .null?: return nil
        case let value? where value.isObject: return try JSONObject(value, at: path(key), file: file)
        default: throw mismatch(key, "an object")
        }
    }
}

extension JSONValue {
    var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}

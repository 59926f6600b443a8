import Foundation

/// A statement's SQL as the key of a connection's compiled statements: equal when the texts' UTF-8
/// bytes are (what SQLite compiles), hashed on their count and the first and last of them only.
///
/// A record query's text is several hundred bytes (every column named), and a publish looks a
/// statement up for every probe of every vehicle: hashing each whole text was more than its lookup
/// needs. Two texts that hash alike are still told apart by comparing them whole, byte for byte:
/// `String`'s own equality would take two spellings of an accented letter for one text, which
/// SQLite does not.
struct StatementKey: Hashable {
    /// The SQL.
    let sql: String

    /// How many bytes at each end are hashed.
    static let sampledBytes = 48

    init(_ sql: String) {
        self.sql = sql
    }

    func hash(into hasher: inout Hasher) {
        var text = sql
        // Native texts are already contiguous UTF-8 (no copy); any other is made so, so that equal
        // texts hash alike whatever their storage.
        text.withUTF8 { bytes in
            hasher.combine(bytes.count)
            let sampled = Self.sampledBytes
            if bytes.count <= 2 * sampled {
                hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
            } else {
                hasher.combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[..<sampled])))
                hasher.combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[(bytes.count - sampled)...])))
            }
        }
    }

    static func == (lhs: StatementKey, rhs: StatementKey) -> Bool {
        var left = lhs.sql
        var right = rhs.sql
        return left.withUTF8 { leftBytes in
            right.withUTF8 { rightBytes in
                leftBytes.count == rightBytes.count
                    && (leftBytes.count == 0 || memcmp(leftBytes.baseAddress!, rightBytes.baseAddress!, leftBytes.count) == 0)
            }
        }
    }
}

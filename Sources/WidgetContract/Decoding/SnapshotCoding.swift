#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The one encoder and decoder of snapshot files.
///
/// Encoding is deterministic (sorted keys, whole-second ISO 8601 instants, unescaped slashes),
/// so the same snapshot always gives the same bytes and a content hash can tell whether a
/// widget's section changed. Decoding never traps and accepts exactly what the schema and the
/// invariants accept: it checks that the bytes are one strict JSON text (``StrictJSONScanner``:
/// UTF-8, no duplicate names), reads the kind and version, then the fields (instants in the one
/// form ``SnapshotInstant`` writes), then checks the shared fields' formats and the invariants,
/// and says which of those failed. The encoder runs the same checks, so the app never writes a
/// file the widget would refuse.
public enum SnapshotCoding {
    /// Encodes a snapshot after checking its invariants, so an invalid snapshot is never written.
    public static func encode<Snapshot: VersionedSnapshot>(_ snapshot: Snapshot) throws(SnapshotProblem) -> Data {
        try check(snapshot)
        return try encodeUnchecked(snapshot)
    }

    /// What ``encode(_:)`` checks before it writes: the shared fields' formats, then the
    /// snapshot's own invariants.
    package static func check<Snapshot: VersionedSnapshot>(_ snapshot: Snapshot) throws(SnapshotProblem) {
        try snapshot.validateContract()
    }

    /// The bytes ``encode(_:)`` writes, without its checks: only for a caller that runs
    /// ``check(_:)`` on the same snapshot and throws these bytes away when it fails (the app's
    /// publisher runs the two on two threads, see `PreparedSnapshot(encodingWhileHashing:)`).
    package static func encodeUnchecked<Snapshot: VersionedSnapshot>(_ snapshot: Snapshot) throws(SnapshotProblem) -> Data {
        do {
            return try makeEncoder().encode(snapshot)
        } catch {
            throw .invalidValue(path: "", reason: "cannot be encoded: \(error)")
        }
    }

    /// Encodes any value with the snapshot encoder's settings (the tests read a section's JSON
    /// with it).
    public static func encodeSection<Value: Encodable>(_ value: Value) throws -> Data {
        try makeEncoder().encode(value)
    }

    /// Decodes and validates a snapshot of the given type.
    public static func decode<Snapshot: VersionedSnapshot>(
        _ type: Snapshot.Type, from data: Data
    ) throws(SnapshotDecodingError) -> Snapshot {
        do {
            try StrictJSONScanner.check(data)
        } catch {
            throw .invalid(error)
        }
        // One decode: the header is read first, and the fields only when it names this kind and
        // version; JSONDecoder parses the document once (it parsed it twice, header then fields).
        let snapshot: Snapshot
        do {
            snapshot = try makeDecoder().decode(HeaderFirst<Snapshot>.self, from: data).snapshot
        } catch let mismatch as HeaderFirst<Snapshot>.Mismatch {
            switch mismatch {
            case .kind(let found): throw .invalid(.wrongKind(found: found))
            case .version(let found): throw .unsupportedVersion(found: found, highestSupported: Snapshot.currentVersion)
            }
        } catch {
            throw .invalid(problem(from: error))
        }
        do {
            try snapshot.validateContract()
        } catch {
            throw .invalid(error)
        }
        return snapshot
    }

    static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            guard let text = SnapshotInstant.format(date) else {
                throw EncodingError.invalidValue(
                    date, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "outside years 1...9999"))
            }
            var container = encoder.singleValueContainer()
            try container.encode(text)
        }
        return encoder
    }

    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = SnapshotInstant.parse(text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "not an instant of the form YYYY-MM-DDTHH:MM:SSZ that exists: \(text)")
            }
            return date
        }
        return decoder
    }

    /// Turns a `DecodingError` into a problem that names the field at fault.
    static func problem(from error: any Error) -> SnapshotProblem {
        guard let error = error as? DecodingError else { return .notJSON("\(error)") }
        switch error {
        case .keyNotFound(let key, let context):
            return .missingField(path: path(context.codingPath + [key]))
        case .typeMismatch(let type, let context):
            if context.codingPath.isEmpty { return .notJSON("the top level is not an object") }
            return .wrongType(path: path(context.codingPath), expected: jsonTypeName(type))
        case .valueNotFound(let type, let context):
            if context.codingPath.isEmpty { return .notJSON("the top level is null") }
            return .wrongType(path: path(context.codingPath), expected: jsonTypeName(type))
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                return .notJSON(context.underlyingError.map { "\($0)" } ?? context.debugDescription)
            }
            return .invalidValue(path: path(context.codingPath), reason: context.debugDescription)
        @unknown default:
            return .notJSON("\(error)")
        }
    }

    /// `spend[1].buckets[0].ratio` from a coding path.
    static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }

    static func jsonTypeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type, is CalendarDay.Type, is CalendarMonth.Type: "string"
        case is Int.Type: "integer"
        case is Double.Type: "number"
        case is Bool.Type: "boolean"
        case is Date.Type: "string (ISO 8601 instant)"
        default:
            String(describing: type).hasPrefix("Array") ? "array" : "object"
        }
    }
}

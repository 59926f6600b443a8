import Foundation

/// The export document as JSON gives it, before any rule is checked: ``ExportContents`` checks it.
struct ExportDocument: Decodable {
    var kind: String
    var version: Int
    var account: ExportedAccount
    var preferences: ExportedPreferences
    var vehicles: [ExportedVehicle]
    var odometerEntries: [ExportedOdometerEntry]
    var expenses: [ExportedExpense]
    var maintenanceItems: [ExportedMaintenanceItem]
    var services: [ExportedService]
    var deadlines: [ExportedDeadline]
    var exchangeRates: [ExportedRate]
    var damaged: [ExportedDamagedRow]

    typealias CodingKeys = LogbookExport.Field

    /// The two fields read before anything else, so that a later version's new shape is reported
    /// as an unsupported version, not as a pile of missing fields.
    private struct Header: Decodable {
        let kind: String
        let version: Int
    }

    /// Decodes the document in `data`: the kind and version first, then every field.
    static func decode(_ data: Data, file: String) throws(RestoreError) -> ExportDocument {
        let decoder = JSONDecoder()
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: data)
        } catch {
            throw problem(error, file: file)
        }
        guard header.kind == LogbookExport.kind else { throw .wrongKind(file: file, found: header.kind) }
        guard header.version == LogbookExport.currentVersion else {
            throw .unsupportedVersion(file: file, found: header.version, highestSupported: LogbookExport.currentVersion)
        }
        do {
            return try decoder.decode(ExportDocument.self, from: data)
        } catch {
            throw problem(error, file: file)
        }
    }

    /// The place in the document a decoding error is about, and what is wrong there.
    private static func problem(_ error: any Error, file: String) -> RestoreError {
        guard let error = error as? DecodingError else { return .notJSON(file: file, reason: "\(error)") }
        switch error {
        case .keyNotFound(let key, let context):
            return .invalid(file: file, path: path(context.codingPath + [key]), reason: "required field is missing")
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            guard !context.codingPath.isEmpty else { return .notJSON(file: file, reason: "the top level is not an object") }
            return .invalid(file: file, path: path(context.codingPath), reason: "must be \(typeName(type))")
        case .dataCorrupted(let context):
            guard !context.codingPath.isEmpty else {
                return .notJSON(file: file, reason: context.underlyingError.map { "\($0)" } ?? context.debugDescription)
            }
            return .invalid(file: file, path: path(context.codingPath), reason: context.debugDescription)
        @unknown default:
            return .notJSON(file: file, reason: "\(error)")
        }
    }

    /// `vehicles[2].name` from a coding path.
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

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "an integer"
        case is Bool.Type: "true or false"
        default: String(describing: type).hasPrefix("Array") ? "an array" : "an object"
        }
    }
}

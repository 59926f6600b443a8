/// Why a restore was refused. Nothing was written: the document is checked whole before the
/// transaction starts, and anything refused inside it rolls the transaction back.
public enum RestoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is not a JSON document.
    case notJSON(file: String, reason: String)
    /// The document is not an export (another `kind`).
    case wrongKind(file: String, found: String)
    /// The document is an export of a version this build does not read.
    case unsupportedVersion(file: String, found: Int, highestSupported: Int)
    /// A field is missing, of the wrong type, or breaks a rule; `path` names it (`vehicles[2].name`).
    case invalid(file: String, path: String, reason: String)
    /// A record's id is used on this device by a record the restore would not replace (another
    /// account's).
    case idInUse(file: String, path: String, id: String)
    /// The export's account already has vehicles on this device, and replacing them was not confirmed.
    case wouldReplace(account: String, vehicles: Int, records: Int)
    /// The file changed between the check and the load (a restore reads it twice).
    case changed(file: String)

    /// The message, naming the file and the place in it.
    public var description: String {
        switch self {
        case let .notJSON(file, reason): "\(file): not a JSON document: \(reason)"
        case let .wrongKind(file, found): "\(file): not a Glovebox export (kind '\(found)', expected '\(LogbookExport.kind)')"
        case let .unsupportedVersion(file, found, highest):
            "\(file): export version \(found) is not supported (this build reads version \(highest))"
        case let .invalid(file, path, reason): "\(file): \(path): \(reason)"
        case let .idInUse(file, path, id):
            "\(file): \(path): id '\(id)' is already used on this device by a record of another account"
        case let .wouldReplace(account, vehicles, records):
            "account \(account) already has \(Self.replaced(vehicles: vehicles, records: records)) on this device; restoring replaces them"
        case let .changed(file): "\(file): the file changed while it was being restored; nothing was restored"
        }
    }

    /// "2 vehicles with 431 records": what a restore would replace.
    public static func replaced(vehicles: Int, records: Int) -> String {
        "\(vehicles) vehicle\(vehicles == 1 ? "" : "s") with \(records) record\(records == 1 ? "" : "s")"
    }
}

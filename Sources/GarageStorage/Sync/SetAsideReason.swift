import Foundation
import GarageRules

/// Why a pull keeps a record aside, stored as a stable code with its values (`sync_set_aside`'s
/// `reason_code` and `reason_values`, step 20) so that each reader says it in its own language;
/// ``description`` is the English the sync has always written.
///
/// A row an older build kept aside holds its reason as English text only: it reads back as
/// ``stored(_:)``, shown as stored. A refusal of the field rules that a build before
/// ``refusedByRule(_:)`` kept holds the rules' English words among its values: it reads back as
/// ``refused(detail:)``, shown as stored too.
public enum SetAsideReason: Hashable, Sendable, CustomStringConvertible {
    /// The record's vehicle is not on this device (a removal of it here that the server refused, not
    /// yet pulled back whole).
    case vehicleNotHere(vehicleID: String)
    /// A record it belongs to is not on this device: it was removed.
    case parentNotHere(kind: RecordKind, id: String)
    /// The pulled row does not decode.
    case unreadable
    /// This device's field rules refuse the row: the rule's refusal, stored by its code and values.
    case refusedByRule(FieldProblem)
    /// The field rules' refusal as an earlier build stored it: `detail` is the rules' English words.
    case refused(detail: String)
    /// The record it belongs to was removed by a pull, which set this one aside before deleting it.
    case parentRemoved(kind: RecordKind, id: String)
    /// Another maintenance item of the vehicle here has this name, but for letter case.
    case nameClash(name: String)
    /// A sealed field (`label`) does not open with the vehicle's key: not taken again until the
    /// server holds another version of the record.
    case unopened(label: String)
    /// A reason an older build stored as its English text.
    case stored(String)

    /// The code stored for it; `nil` for ``stored(_:)``, which has none.
    public var code: String? {
        switch self {
        case .vehicleNotHere: "vehicle-not-here"
        case .parentNotHere: "parent-not-here"
        case .unreadable: "unreadable"
        case .refused, .refusedByRule: "refused"
        case .parentRemoved: "parent-removed"
        case .nameClash: "name-clash"
        case .unopened: Self.unopenedCode
        case .stored: nil
        }
    }

    /// The code of an unopened record, which only a new version from the server takes again.
    public static let unopenedCode = "unopened"

    /// The values stored beside the code.
    public var values: [String: String] {
        switch self {
        case .vehicleNotHere(let vehicleID): ["vehicle": vehicleID]
        case let .parentNotHere(kind, id), let .parentRemoved(kind, id): ["kind": kind.rawValue, "id": id]
        case .unreadable, .stored: [:]
        case .refused(let detail): ["detail": detail]
        case .refusedByRule(let problem): problem.storedValues
        case .nameClash(let name): ["name": name]
        case .unopened(let label): ["label": label]
        }
    }

    /// The reason a row holds: its code and values, or (written by an older build) its text.
    public init(code: String?, values: String?, text: String) {
        let values = StampMapText.mapIfReadable(values)
        let kind = values["kind"].flatMap(RecordKind.init(rawValue:))
        switch (code, kind) {
        case ("vehicle-not-here", _): self = .vehicleNotHere(vehicleID: values["vehicle"] ?? "")
        case ("parent-not-here", let kind?): self = .parentNotHere(kind: kind, id: values["id"] ?? "")
        case ("unreadable", _): self = .unreadable
        // The rule's code and values; an earlier build's English words (or a rule a newer build
        // knows and this one does not) are shown as they were stored.
        case ("refused", _): self = FieldProblem(storedValues: values).map(Self.refusedByRule) ?? .refused(detail: values["detail"] ?? "")
        case ("parent-removed", let kind?): self = .parentRemoved(kind: kind, id: values["id"] ?? "")
        case ("name-clash", _): self = .nameClash(name: values["name"] ?? "")
        case (Self.unopenedCode, _): self = .unopened(label: values["label"] ?? "")
        // No code (an older build's row), or one a newer build wrote: its text, as stored.
        default: self = .stored(text)
        }
    }

    /// The values as the row stores them: a JSON object with sorted keys.
    public var storedValues: String {
        (try? StampMapText.text(values)) ?? "{}"
    }

    /// The English reason.
    public var description: String {
        switch self {
        case .vehicleNotHere(let vehicleID): "its vehicle \(vehicleID) is not on this device"
        case let .parentNotHere(kind, id): "its \(kind.word) \(id) is not on this device (it was removed)"
        case .unreadable: "it is not a record this glovebox can read"
        case .refused(let detail): "this glovebox refuses it: \(detail)"
        case .refusedByRule(let problem): "this glovebox refuses it: \(problem)"
        case let .parentRemoved(kind, id): "its \(kind.word) \(id) was removed"
        case .nameClash(let name): "another maintenance item here is named '\(name)' (names differ only in letter case): rename one"
        case .unopened(let label):
            "\(PulledChange.unopenedPrefix)\(label) does not open with the vehicle's key: it was changed on the household server"
        case .stored(let text): text
        }
    }
}

import GarageRules

/// One step of a household history: what one device (or the server) does. Records and vehicles are
/// chosen by `pick`, an index into what the device holds when the step runs (modulo its count), so
/// that a history means the same thing whatever was removed from it while shrinking.
enum HistoryStep: Hashable, Sendable, CustomStringConvertible {
    /// What a step does to one record kind.
    enum Action: String, Hashable, Sendable {
        case add, edit, remove
    }

    /// A vehicle added by the device's account, which owns it.
    case addVehicle(device: Int)
    /// A device's own change to a record of `kind` (a vehicle included).
    case record(device: Int, kind: RecordKind, action: Action, pick: Int, variant: Int)
    /// The owner shares a vehicle (or changes the role it gave): `editor` when `asEditor`.
    case share(device: Int, pick: Int, account: Int, asEditor: Bool)
    /// The owner revokes a share.
    case unshare(device: Int, pick: Int, account: Int)
    /// `glovebox sync`.
    case sync(device: Int)
    /// `glovebox sync` in a process killed at one of the sync's moments.
    case killedSync(device: Int, moment: String)
    /// `glovebox undo`.
    case undo(device: Int)
    /// `conflicts keep` of one of the device's conflicts.
    case keepConflict(device: Int, pick: Int)
    /// `conflicts dismiss --all`.
    case dismissConflicts(device: Int)
    /// The server stops and starts again.
    case restartServer

    /// The device the step runs on (`nil` for the server's).
    var device: Int? {
        switch self {
        case .addVehicle(let device), .record(let device, _, _, _, _), .share(let device, _, _, _),
             .unshare(let device, _, _), .sync(let device), .killedSync(let device, _), .undo(let device),
             .keepConflict(let device, _), .dismissConflicts(let device):
            device
        case .restartServer:
            nil
        }
    }

    /// The step as a failing history prints it.
    var description: String {
        let names = HouseholdLayout.deviceNames
        switch self {
        case .addVehicle(let device): return "\(names[device]): vehicle add"
        case .record(let device, let kind, let action, let pick, let variant):
            return "\(names[device]): \(kind.rawValue) \(action.rawValue) #\(pick) (variant \(variant))"
        case .share(let device, let pick, let account, let asEditor):
            return "\(names[device]): share vehicle #\(pick) with \(HouseholdLayout.accountLetters[account]) as \(asEditor ? "editor" : "viewer")"
        case .unshare(let device, let pick, let account):
            return "\(names[device]): unshare vehicle #\(pick) from \(HouseholdLayout.accountLetters[account])"
        case .sync(let device): return "\(names[device]): sync"
        case .killedSync(let device, let moment): return "\(names[device]): sync killed at \(moment)"
        case .undo(let device): return "\(names[device]): undo"
        case .keepConflict(let device, let pick): return "\(names[device]): conflicts keep #\(pick)"
        case .dismissConflicts(let device): return "\(names[device]): conflicts dismiss --all"
        case .restartServer: return "server: restart"
        }
    }
}

import GarageRules

/// One step of a household history: what one device (or the server) does. Records and vehicles are
/// chosen by `pick`, an index into what the device holds when the step runs (modulo its count), so
/// that a history means the same thing whatever was removed from it while shrinking. A step's
/// `device` names a place in ``HouseholdLayout/deviceNames``: the device that holds that place when
/// the step runs (a new device of the account takes it over, ``newDevice(device:recoveryKey:)``).
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
    /// `glovebox logout` (which pushes first, then removes the device's copy) and `login` again, the
    /// account's key opened with its passphrase or, when `recoveryKey`, its recovery key; then a sync,
    /// which must bring back every plate and note the device had.
    case signOutAndIn(device: Int, recoveryKey: Bool)
    /// `glovebox keys passphrase`: the account's key wrapped with a new passphrase, which must open it
    /// on a new device where the old one no longer does, while the account's devices keep working.
    case changePassphrase(device: Int)
    /// A new device of the account signs in (its key opened with the passphrase or, when
    /// `recoveryKey`, the recovery key) and syncs; it takes `device`'s place for the steps after it,
    /// and the device it replaces lies idle until the quiet round, which both must end converged.
    case newDevice(device: Int, recoveryKey: Bool)

    /// The device the step runs on (`nil` for the server's).
    var device: Int? {
        switch self {
        case .addVehicle(let device), .record(let device, _, _, _, _), .share(let device, _, _, _),
             .unshare(let device, _, _), .sync(let device), .killedSync(let device, _), .undo(let device),
             .keepConflict(let device, _), .dismissConflicts(let device), .signOutAndIn(let device, _), .changePassphrase(let device),
             .newDevice(let device, _):
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
        case .signOutAndIn(let device, let recoveryKey):
            return "\(names[device]): logout, login with the \(recoveryKey ? "recovery key" : "passphrase"), sync"
        case .changePassphrase(let device): return "\(names[device]): keys passphrase (a new one)"
        case .newDevice(let device, let recoveryKey):
            return "a new device of account \(HouseholdLayout.accountLetters[HouseholdLayout.deviceAccounts[device]]) logs in with the "
                + "\(recoveryKey ? "recovery key" : "passphrase"), syncs, and takes \(names[device])'s place"
        }
    }
}

import GarageRules

/// What a history's run wrote down as it went, for the checks at its end: every unit a device's own
/// command changed (with what the device had before: what its author had seen), every record a
/// device removed, who may write each vehicle, and the conflicts each account was shown.
struct HistoryRecord {
    /// A unit a device's command changed.
    struct Write {
        let key: DeviceState.Key
        let vehicle: String
        let unit: String
        /// The stamp it wrote.
        let stamp: String
        /// The unit's stamp on the device before (`nil` for a new record).
        let base: String?
        /// The values it wrote (a JSON array).
        let value: String
        let account: Int
        /// The device that wrote it, by index into the run's devices.
        let device: Int
        /// The step that made it.
        let step: Int
    }

    /// A record a device's command removed, with the stamps of its units there.
    struct Removal {
        let key: DeviceState.Key
        let bases: [String: String]
    }

    /// A conflict as an account was shown it.
    struct Sighting: Hashable {
        let account: Int
        let recordID: String
        let unit: String
    }

    var writes: [Write] = []
    var removals: [Removal] = []
    /// The accounts that owned or could edit each vehicle at some point (by account index).
    var writers: [String: Set<Int>] = [:]
    var sightings: Set<Sighting> = []
    /// Problems seen while the history ran (a refused command that changed something, a raw error).
    var findings: [Finding] = []

    /// Counts for the report.
    var operations = 0
    var refused = 0
    var kills = 0
    var restarts = 0
    var syncFailures = 0
    /// Lifecycle steps that happened (a sign-out the app refused, say, is not counted).
    var signOuts = 0
    var passphraseChanges = 0
    var newDevices = 0
    /// Sealed values on the server that the checks opened with their vehicle's key.
    var sealedValuesOpened = 0
    /// Private texts the history wrote that the checks looked for in clear on the server.
    var privateTextsSought = 0

    /// Records the units `device` changed between `before` and `after` (its own stamps only: a unit
    /// that a command stamped), and the records it removed.
    mutating func note(before: DeviceState, after: DeviceState, deviceID: String, account: Int, device: Int, step: Int) {
        for (key, record) in after.records {
            let previous = before.records[key]
            for (name, unit) in record.units where unit.stamp != previous?.units[name]?.stamp && unit.stamp.hasSuffix(deviceID) {
                writes.append(Write(
                    key: key, vehicle: record.vehicle, unit: name, stamp: unit.stamp, base: previous?.units[name]?.stamp,
                    value: unit.value, account: account, device: device, step: step))
            }
        }
        for (key, record) in before.records where after.records[key] == nil {
            removals.append(Removal(key: key, bases: record.units.mapValues(\.stamp)))
        }
    }
}

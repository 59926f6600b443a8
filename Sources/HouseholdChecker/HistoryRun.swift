import Foundation
import GarageRules
import HouseholdCrypto

/// One run of one history against the checker's server: fresh accounts and homes (named after a
/// tag of the run's own, so that reruns of one seed never meet), each step carried out, and what the
/// checks need written down as it goes.
final class HistoryRun {
    let server: CheckerServer
    let accounts: [CheckerAccount]
    /// Every device of the run, in the order they signed in: the layout's five, then each new device
    /// of an account (``HistoryStep/newDevice(device:recoveryKey:)``).
    var devices: [CheckerDevice]
    /// Each device's account, by index into ``accounts``, in the devices' order.
    var deviceAccounts: [Int]
    /// The device holding each of the layout's places, by index into ``devices``: a step's `device`
    /// is a place.
    var places: [Int]
    /// The device ids, in the devices' order.
    var deviceIDs: [String] = []
    /// Where `glovebox-with-faults` is.
    let tools: String
    /// Where the devices' homes are.
    let scratch: String
    /// The run's tag: vehicle names and ids start with it.
    let tag: String
    var record = HistoryRecord()
    /// Each account's recovery key, as its first sign-in printed it, and its public key, by account index.
    var recoveryKeys: [Int: String] = [:]
    var publicKeys: [Int: [UInt8]] = [:]
    /// How many times each account's passphrase was changed, by account index.
    var passphraseChanges: [Int: Int] = [:]
    private var vehicleCount = 0
    /// The first day records are dated from: each step's records one day later, so that readings
    /// logged on different devices mostly agree with each other.
    private let firstDay = Date().addingTimeInterval(-200 * 86_400)

    /// Makes the accounts on `server` and signs each device in; `skews` are the devices' clock offsets.
    init(server: CheckerServer, tag: String, skews: [TimeInterval], scratch: String, tools: String) throws {
        self.server = server
        self.tag = tag
        self.tools = tools
        self.scratch = scratch
        let accounts = try HouseholdLayout.accountLetters.map { letter in
            let account = CheckerAccount(letter: letter, name: "\(tag)-\(letter)@example.com", password: "pw-\(UUID().uuidString)")
            try server.addAccount(account.name, password: account.password)
            return account
        }
        self.accounts = accounts
        deviceAccounts = HouseholdLayout.deviceAccounts
        places = Array(HouseholdLayout.deviceNames.indices)
        devices = try HouseholdLayout.deviceNames.enumerated().map { index, name in
            try CheckerDevice(
                name: name, account: accounts[HouseholdLayout.deviceAccounts[index]], home: scratch + "/" + name,
                skew: skews[index], idPrefix: "\(tag)\(name)")
        }
        // Each account's key is made at its first device's sign-in and opened at its second's, as a
        // person does: with the passphrase, or on the device HouseholdLayout names, with the recovery
        // key the first sign-in printed.
        for (index, device) in devices.enumerated() {
            let account = deviceAccounts[index]
            let outcome = try signIn(device, recoveryKey: recoveryKeys[account] != nil && HouseholdLayout.recoveryKeyDevices.contains(index))
            guard outcome.status == 0 else { throw CheckerError.setup("\(device.name) could not sign in: \(outcome.errors)") }
            // The recovery key is the printed line that reads as one (whatever the words around it say).
            if recoveryKeys[account] == nil {
                recoveryKeys[account] = outcome.output.split(separator: "\n").map { String($0).trimmed }.first { (try? RecoveryKey(parsing: $0)) != nil }
            }
            guard let keyPair = try device.keyPair(), publicKeys[account, default: keyPair.publicKey] == keyPair.publicKey else {
                throw CheckerError.setup("\(device.name)'s sign-in did not make or open its account's key: \(outcome.output)")
            }
            publicKeys[account] = keyPair.publicKey
            deviceIDs.append(try device.deviceID())
        }
    }

    /// The passphrase of `account`'s key as first chosen.
    static func passphrase(of account: CheckerAccount) -> String {
        "the passphrase of \(account.name), long enough"
    }

    /// The passphrase that opens the key of the account at `index` now (after its changes).
    func passphrase(ofAccount index: Int) -> String {
        let changes = passphraseChanges[index, default: 0]
        return Self.passphrase(of: accounts[index]) + (changes == 0 ? "" : ", changed \(changes) time(s)")
    }

    /// Signs `device` in to its account as a person does (`login --server` with the password), the
    /// account's key made at its first sign-in, opened at the others with the passphrase of now or,
    /// when `recoveryKey`, the recovery key.
    func signIn(_ device: CheckerDevice, recoveryKey: Bool) throws -> CheckerDevice.Outcome {
        let account = try accountIndex(of: device)
        let passwordFile = try Self.write(device.account.password, to: device.home + "/password")
        var login = ["login", device.account.name, "--server", server.address.clientURL, "--password-file", passwordFile]
        if recoveryKey, let key = recoveryKeys[account] {
            login += ["--recovery-key-file", try Self.write(key, to: device.home + "/recovery-key")]
        } else {
            login += ["--passphrase-file", try Self.write(passphrase(ofAccount: account), to: device.home + "/passphrase")]
        }
        return device.run(login)
    }

    /// The index of `device`'s account in ``accounts``.
    func accountIndex(of device: CheckerDevice) throws -> Int {
        guard let index = accounts.firstIndex(of: device.account) else { throw CheckerError.setup("\(device.name)'s account is not the run's") }
        return index
    }

    /// Writes `text` as the first line of the file at `path`; returns the path.
    static func write(_ text: String, to path: String) throws -> String {
        try Data((text + "\n").utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Carries out `step` (the `index`-th of its history) on the device holding the step's place.
    func perform(_ step: HistoryStep, index: Int) throws {
        record.operations += 1
        guard let place = step.device else {
            try server.restart()
            record.restarts += 1
            return
        }
        let device = places[place]
        switch step {
        case .restartServer:
            break  // The server's step, carried out above: it has no device.
        case .sync:
            let outcome = devices[device].run(["sync"])
            noteSync(outcome, device: device)
        case .killedSync(_, let moment):
            if try devices[device].killedSync(at: moment, pageSize: 2, tools: tools) { record.kills += 1 }
        case .share(_, let pick, let account, let asEditor):
            guard let vehicle = try vehicle(on: device, pick: pick), accounts[account] != devices[device].account else { return }
            let outcome = devices[device].run(["share", vehicle, accounts[account].name, "--role", asEditor ? "editor" : "viewer"])
            if outcome.status == 0, asEditor { record.writers[vehicle, default: []].insert(account) }
            noteRefusal(outcome)
        case .unshare(_, let pick, let account):
            guard let vehicle = try vehicle(on: device, pick: pick), accounts[account] != devices[device].account else { return }
            // A revocation replaces the vehicle's key and seals its plate again at a new version: a
            // write of the owner's device, which the device's next edit of the plate builds on.
            let before = try state(of: device)
            noteRefusal(devices[device].run(["unshare", vehicle, accounts[account].name]))
            record.note(
                before: before, after: try state(of: device), deviceID: deviceIDs[device], account: deviceAccounts[device],
                device: device, step: index)
        case .dismissConflicts:
            _ = try conflicts(on: device)
            noteRefusal(devices[device].run(["conflicts", "dismiss", "--all"]))
        case .addVehicle, .record, .undo, .keepConflict:
            try change(step, on: device, index: index)
        case .signOutAndIn(_, let recoveryKey):
            try signOutAndIn(device, recoveryKey: recoveryKey)
        case .changePassphrase:
            try changePassphrase(on: device)
        case .newDevice(_, let recoveryKey):
            try newDevice(in: place, recoveryKey: recoveryKey)
        }
    }

    /// A step that changes the device's own records: what it changed is written down, and a refused
    /// one must change nothing.
    private func change(_ step: HistoryStep, on device: Int, index: Int) throws {
        let before = try state(of: device)
        guard let arguments = try arguments(for: step, on: device, index: index, state: before) else { return }
        let outcome = devices[device].run(arguments)
        let after = try state(of: device)
        if outcome.status == 0 {
            if case .addVehicle = step {
                for vehicle in after.vehicles.subtracting(before.vehicles) {
                    record.writers[vehicle, default: []].insert(deviceAccounts[device])
                }
            }
        } else {
            noteRefusal(outcome)
            if after.records != before.records {
                record.findings.append(Finding(
                    kind: .refusedChange,
                    text: "'\(arguments.joined(separator: " "))' on \(devices[device].name) was refused (\(outcome.errors.trimmed)) but changed records"))
            }
        }
        record.note(
            before: before, after: after, deviceID: deviceIDs[device], account: deviceAccounts[device],
            device: device, step: index)
    }

    /// The command line a changing step runs, `nil` when the device holds nothing it could apply to.
    private func arguments(for step: HistoryStep, on device: Int, index: Int, state: DeviceState) throws -> [String]? {
        switch step {
        case .addVehicle:
            vehicleCount += 1
            // Most vehicles are added with a plate, which goes up sealed; one in three without.
            return ["vehicle", "add", "\(tag)\(devices[device].name)v\(vehicleCount)"]
                + (vehicleCount % 3 == 0 ? [] : ["--plate", RecordCommand.plate(1_000 + vehicleCount)])
        case .undo:
            return ["undo"]
        case .keepConflict(_, let pick):
            let listed = try conflicts(on: device)
            guard !listed.isEmpty else { return nil }
            return ["conflicts", "keep", listed[pick % listed.count]]
        case .record(_, let kind, let action, let pick, let variant):
            return RecordCommand(kind: kind, action: action, pick: pick, variant: variant, day: day(index), odometer: odometer(index, variant))
                .arguments(in: state)
        default:
            return nil
        }
    }

    /// The ids of the conflicts of `device` (an index into ``devices``) (listed, so that each is noted as shown to its account).
    func conflicts(on device: Int) throws -> [String] {
        let outcome = devices[device].run(["conflicts", "list", "--json"])
        guard outcome.status == 0 else {
            noteRefusal(outcome)
            return []
        }
        let listed = (try? JSONSerialization.jsonObject(with: Data(outcome.output.utf8))) as? [[String: Any]] ?? []
        let account = deviceAccounts[device]
        for conflict in listed {
            if let id = conflict["recordId"] as? String, let unit = conflict["value"] as? String {
                record.sightings.insert(HistoryRecord.Sighting(account: account, recordID: id, unit: unit))
            }
        }
        return listed.compactMap { $0["id"] as? String }
    }

    /// The vehicle `pick` chooses among those `device` holds.
    private func vehicle(on device: Int, pick: Int) throws -> String? {
        let vehicles = try state(of: device).vehicles.sorted()
        return vehicles.isEmpty ? nil : vehicles[pick % vehicles.count]
    }

    /// What `device` holds now.
    func state(of device: Int) throws -> DeviceState {
        let database = try devices[device].logbook()
        defer { database.close() }
        return try DeviceState.read(database)
    }

    /// Notes a sync's outcome (`device` an index into ``devices``): a failure is counted, and one that reads as a raw database error is a finding.
    func noteSync(_ outcome: CheckerDevice.Outcome, device: Int) {
        guard outcome.status != 0 else { return }
        record.syncFailures += 1
        noteRefusal(outcome)
    }

    /// A refused command is fine; one whose message is a raw SQLite or PostgreSQL error is not.
    func noteRefusal(_ outcome: CheckerDevice.Outcome) {
        guard outcome.status != 0 else { return }
        record.refused += 1
        let raw = ["constraint failed", "violates", "SQLITE_", "syntax error", "duplicate key", "row-level security", "ERROR:  "]
        if let marker = raw.first(where: { outcome.errors.contains($0) }) {
            record.findings.append(Finding(kind: .rawError, text: "a message shows a raw database error (\(marker)): \(outcome.errors.trimmed)"))
        }
    }

    /// The day records of step `index` are dated (`YYYY-MM-DD`, UTC).
    private func day(_ index: Int) -> String {
        let date = firstDay.addingTimeInterval(Double(index) * 86_400)
        return String(ISO8601DateFormatter.string(from: date, timeZone: .gmt, formatOptions: [.withFullDate]))
    }

    /// An odometer value for step `index`: rising with the steps, so that most readings agree.
    private func odometer(_ index: Int, _ variant: Int) -> Int {
        10_000 + index * 40 + variant % 30
    }
}

extension String {
    /// The text without surrounding white space.
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}

import Foundation
import GarageRules
import PostgresClient

/// The end of a history: a quiet round of syncs on every device (clocks right), then the checks.
///
/// - no device is stuck: its last sync succeeded, its outbox is empty, it keeps aside nothing it could
///   store, and the household went quiet (a whole round in which no device pushed or pulled anything)
///   within a few rounds;
/// - every device holds exactly the vehicles its account may see on the server, and every device
///   that holds a vehicle holds the same records of it, with the same values and stamps, and the
///   server holds them too (or keeps what a device set aside);
/// - every value the household holds was written by an account that owned or could edit its vehicle;
/// - every committed edit is in the household, or was seen by whoever replaced or removed it, or
///   is kept aside, or is listed as a conflict for its author;
/// - with sealing on, the same plate and notes on every device that sees a vehicle, every sealed
///   value on the server opening with its vehicle's key, and no plate or note in clear on the
///   server (``SealingChecks``).
struct HouseholdChecks {
    let run: HistoryRun

    /// The most rounds of syncs the quiet round may take.
    static let maximumRounds = 8

    /// The quiet round and the checks; the findings (none when the history passed).
    func findings() throws -> [Finding] {
        for device in run.devices { device.skew = 0 }
        var findings = try quietRound()
        // What each device lists now counts as told, with what earlier steps listed before dismissing.
        for device in run.devices.indices { _ = try run.conflicts(on: device) }
        let states = try run.devices.indices.map { try run.state(of: $0) }
        let visible = try visibleVehicles()
        findings += try convergence(states, visible: visible)
        let household = final(states, visible: visible)
        findings += writers(of: household)
        findings += lostEdits(household, setAside: states.reduce(into: Set<DeviceState.Key>()) { $0.formUnion($1.setAside.keys) })
        findings += try SealingChecks(run: run, states: states, visible: visible).findings()
        // What the steps and the quiet round's syncs noted as they ran (a raw error among them).
        return run.record.findings + findings
    }

    /// Syncs every device, round after round, until a round moves nothing.
    private func quietRound() throws -> [Finding] {
        var findings: [Finding] = []
        for round in 1...Self.maximumRounds {
            var moved = false
            var failures: [Finding] = []
            for (index, device) in run.devices.enumerated() {
                let outcome = device.run(["sync", "--json"])
                guard outcome.status == 0 else {
                    run.noteSync(outcome, device: index)
                    failures.append(Finding(kind: .stuck, text: "\(device.name)'s sync in the quiet round failed: \(outcome.errors.trimmed)"))
                    continue
                }
                let summary = (try? JSONSerialization.jsonObject(with: Data(outcome.output.utf8))) as? [String: Any] ?? [:]
                if (summary["pushed"] as? Int ?? 0) > 0 || (summary["pulled"] as? Int ?? 0) > 0 { moved = true }
            }
            if !moved || round == Self.maximumRounds {
                findings += failures
                if moved { findings.append(Finding(kind: .stuck, text: "the household never went quiet in \(round) rounds of syncs")) }
                break
            }
        }
        for device in run.devices {
            let pending = try device.pendingChanges()
            if pending > 0 { findings.append(Finding(kind: .stuck, text: "\(device.name) still has \(pending) change(s) to push")) }
            if try device.keepsAsideWhatItCouldStore() {
                findings.append(Finding(kind: .stuck, text: "\(device.name) keeps aside a record it could store"))
            }
        }
        return findings
    }

    /// The vehicles each account may see on the server (row-level security decides), by account index.
    private func visibleVehicles() throws -> [Set<String>] {
        try run.accounts.map { account in
            let connection = try run.server.connect(as: account)
            defer { connection.close() }
            return Set(try connection.query("SELECT id FROM glovebox.vehicle").rows.compactMap { $0[0] })
        }
    }

    /// Devices hold what their account sees, all holders of a vehicle agree, and the server agrees.
    private func convergence(_ states: [DeviceState], visible: [Set<String>]) throws -> [Finding] {
        var findings: [Finding] = []
        let administrator = try run.server.administrator()
        defer { administrator.close() }
        for (index, state) in states.enumerated() {
            let expected = visible[run.deviceAccounts[index]]
            if state.vehicles != expected {
                findings.append(Finding(
                    kind: .divergence,
                    text: "\(run.devices[index].name) holds vehicles \(state.vehicles.sorted()) where its account sees \(expected.sorted())"))
            }
        }
        for vehicle in visible.reduce(into: Set<String>(), { $0.formUnion($1) }).sorted() {
            let holders = states.indices.filter { visible[run.deviceAccounts[$0]].contains(vehicle) }
            guard let first = holders.first else { continue }
            // A record a device keeps aside (a name that clashes with its own in case only, a missing
            // parent) is that device's choice, with its reason, until the cause is gone: compared
            // neither way, but it must be on the server (below).
            let aside = Set(holders.flatMap { states[$0].setAside.keys })
            let reference = states[first].records(of: vehicle).filter { !aside.contains($0.key) }
            for other in holders.dropFirst() {
                let records = states[other].records(of: vehicle).filter { !aside.contains($0.key) }
                guard records != reference else { continue }
                let differing = Set(records.keys).union(reference.keys).sorted().first { records[$0] != reference[$0] }
                findings.append(Finding(
                    kind: .divergence,
                    text: "\(run.devices[first].name) and \(run.devices[other].name) hold different data of vehicle \(vehicle): "
                        + "\(differing.map { "\($0): \(describe(reference[$0])) against \(describe(records[$0]))" } ?? "")"))
            }
            // The server's live records of the vehicle are the devices' (and what they keep aside).
            var onServer = Set<DeviceState.Key>()
            for kind in RecordKind.allCases {
                let sql = kind == .vehicle
                    ? "SELECT id FROM glovebox.vehicle WHERE id = $1"
                    : "SELECT id FROM glovebox.\(kind.descriptor.table) WHERE vehicle_id = $1 AND NOT deleted"
                for row in try administrator.query(sql, [vehicle]).rows {
                    if let id = row[0] { onServer.insert(DeviceState.Key(kind: kind, id: id)) }
                }
            }
            let held = Set(reference.keys).union(holders.flatMap { states[$0].records(of: vehicle).keys })
                .union(holders.flatMap { states[$0].setAside.filter { $0.value == vehicle }.keys })
            if held != onServer {
                let missing = onServer.subtracting(held).sorted().prefix(3).map(\.description)
                let extra = held.subtracting(onServer).sorted().prefix(3).map(\.description)
                findings.append(Finding(
                    kind: .divergence,
                    text: "\(run.devices[first].name) and the server differ on vehicle \(vehicle): not on the device \(missing), not on the server \(extra)"))
            }
        }
        return findings
    }

    /// Every stamp the household holds is of a device whose account owned or could edit the vehicle.
    private func writers(of household: [DeviceState.Key: DeviceState.Record]) -> [Finding] {
        var findings: [Finding] = []
        let accountOfDevice = Dictionary(uniqueKeysWithValues: run.deviceIDs.enumerated().map { ($0.element, run.deviceAccounts[$0.offset]) })
        for (key, record) in household {
            for (name, unit) in record.units {
                let device = String(unit.stamp.suffix(32))
                guard let account = accountOfDevice[device] else {
                    findings.append(Finding(kind: .viewerWrite, text: "\(key) \(name) was written by an unknown device \(device)"))
                    continue
                }
                if !(run.record.writers[record.vehicle] ?? []).contains(account) {
                    findings.append(Finding(
                        kind: .viewerWrite,
                        text: "\(key) \(name) was written by account \(HouseholdLayout.accountLetters[account]), which never could edit vehicle \(record.vehicle)"))
                }
            }
        }
        return findings
    }

    /// Every committed edit is in the household, was seen by whoever replaced or removed it, is kept
    /// aside, or is listed as a conflict for its author.
    private func lostEdits(_ records: [DeviceState.Key: DeviceState.Record], setAside: Set<DeviceState.Key>) -> [Finding] {
        // What each stamp's author had seen before it, and so every stamp some later write built on.
        var baseOf: [String: String] = [:]
        for write in run.record.writes { if let base = write.base { baseOf[write.stamp] = base } }
        var seen = Set<String>()
        func walk(from stamp: String?) {
            var next = stamp
            while let stamp = next, seen.insert(stamp).inserted { next = baseOf[stamp] }
        }
        for write in run.record.writes { walk(from: write.base) }
        for removal in run.record.removals { removal.bases.values.forEach { walk(from: $0) } }
        for record in records.values { record.units.values.forEach { walk(from: $0.stamp) } }

        var findings: [Finding] = []
        // A write that lost to a later one of the same value lost nothing (the server tells nobody of
        // it): it is kept as long as that value is. So writes are judged latest first, and one whose
        // value a later, kept write of its unit holds is kept too (seed 1099).
        var kept: [String: Set<String>] = [:]
        for write in run.record.writes.sorted(by: { $0.stamp > $1.stamp }) {
            let sameValue = "\(write.key)/\(write.unit)/\(write.value)"
            let unit = records[write.key]?.units[write.unit]
            if unit?.stamp == write.stamp || unit?.value == write.value || seen.contains(write.stamp) || setAside.contains(write.key)
                || run.record.sightings.contains(where: { $0.account == write.account && $0.recordID == write.key.id })
                || kept[sameValue, default: []].contains(where: { $0 > write.stamp }) {
                kept[sameValue, default: []].insert(write.stamp)
                continue
            }
            findings.append(Finding(
                kind: .lostEdit,
                text: "\(run.devices[write.device].name)'s edit of \(write.key) \(write.unit) to \(write.value) (step \(write.step)) "
                    + "is not in the household (\(unit.map { "it holds \($0.value)" } ?? "the record is gone")) and its author was not told"))
        }
        return findings
    }

    /// The household's records once synced: each visible vehicle's as its first holder has them.
    private func final(_ states: [DeviceState], visible: [Set<String>]) -> [DeviceState.Key: DeviceState.Record] {
        var records: [DeviceState.Key: DeviceState.Record] = [:]
        for (index, state) in states.enumerated() {
            let sees = visible[run.deviceAccounts[index]]
            for (key, record) in state.records where sees.contains(record.vehicle) && records[key] == nil {
                records[key] = record
            }
        }
        return records
    }

    private func describe(_ record: DeviceState.Record?) -> String {
        record.map { $0.row } ?? "(absent)"
    }
}

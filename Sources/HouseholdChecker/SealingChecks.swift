import Foundation
import GarageRules
import HouseholdCrypto
import HouseholdServer
import PostgresClient

/// The checks sealing adds to a history's end (issue 23), once the household is quiet:
///
/// - every device that sees a vehicle holds the same plate and notes of it and its records;
/// - every sealed value the server holds of the run's vehicles (their records', and the conflicts'
///   copies) has the sealed form and opens with a key of its vehicle that the accounts' own copies
///   give, and a live record's opens to what the devices hold; what the devices hold is on the
///   server, sealed;
/// - no plate or note the history wrote is anywhere in clear in any table of the server's database,
///   read as its superuser.
///
/// Which fields are private is the field tables' knowledge: the server's (``ServerSchema/sealedFields(of:)``)
/// for its columns, the app's descriptors (`isSealed`) for what the devices hold; none is listed here.
struct SealingChecks {
    let run: HistoryRun
    let states: [DeviceState]
    /// The vehicles each account may see, by account index.
    let visible: [Set<String>]

    /// Each vehicle's keys by generation (server ids).
    typealias Keys = [String: [Int: VehicleKey]]

    func findings() throws -> [Finding] {
        var findings = samePrivateValues()
        let keys = try vehicleKeys(&findings)
        let administrator = try run.server.administrator()
        defer { administrator.close() }
        findings += try serverValuesOpen(keys: keys, administrator: administrator)
        findings += try conflictValuesOpen(keys: keys, administrator: administrator)
        findings += try nothingInClear(administrator: administrator)
        return findings
    }

    /// The devices that see `vehicle` and hold it, in the devices' order.
    private func holders(of vehicle: String) -> [Int] {
        states.indices.filter { visible[run.deviceAccounts[$0]].contains(vehicle) && states[$0].vehicles.contains(vehicle) }
    }

    /// The records no holder of them keeps aside (those are compared with the server alone).
    private var setAside: Set<DeviceState.Key> {
        states.reduce(into: Set<DeviceState.Key>()) { $0.formUnion($1.setAside.keys) }
    }

    /// Every holder of a vehicle holds the same private values of it and of its records.
    private func samePrivateValues() -> [Finding] {
        var findings: [Finding] = []
        let aside = setAside
        for vehicle in Set(visible.flatMap { $0 }).sorted() {
            let holders = holders(of: vehicle)
            guard let first = holders.first else { continue }
            let reference = states[first].records(of: vehicle)
            for other in holders.dropFirst() {
                let records = states[other].records(of: vehicle)
                let differing = Set(reference.keys).intersection(records.keys).subtracting(aside).sorted().lazy.compactMap { key in
                    key.kind.descriptor.syncedFields.filter(\.isSealed).first { field in
                        reference[key]?.text(of: field, kind: key.kind) != records[key]?.text(of: field, kind: key.kind)
                    }.map { (key, $0) }
                }.first
                guard let (key, field) = differing else { continue }
                findings.append(Finding(
                    kind: .sealing,
                    text: "\(run.devices[first].name) and \(run.devices[other].name) hold different \(field.label) of \(key): "
                        + "\(quoted(reference[key]?.text(of: field, kind: key.kind))) against \(quoted(records[key]?.text(of: field, kind: key.kind)))"))
            }
        }
        return findings
    }

    /// The vehicle keys the accounts' own copies on the server give, opened with each account's key
    /// pair as its first device keeps it; a copy that does not open, or two accounts' copies of one
    /// generation that differ, are findings.
    private func vehicleKeys(_ findings: inout [Finding]) throws -> Keys {
        var keys: Keys = [:]
        for (index, account) in run.accounts.enumerated() {
            guard let device = run.deviceAccounts.firstIndex(of: index), let keyPair = try run.devices[device].keyPair() else {
                findings.append(Finding(kind: .sealing, text: "account \(account.letter)'s first device keeps no key pair"))
                continue
            }
            let connection = try run.server.connect(as: account)
            defer { connection.close() }
            let rows = try connection.query(
                "SELECT vehicle_id, generation, sealed FROM glovebox.vehicle_key WHERE account = glovebox.current_account()").rows
            for row in rows {
                guard let vehicle = row[0], let generation = row[1].flatMap({ Int($0) }), let sealed = row[2] else { continue }
                guard let key = try? SealedVehicleKey(text: sealed).open(with: keyPair) else {
                    findings.append(Finding(
                        kind: .sealing, text: "account \(account.letter)'s copy of vehicle \(vehicle)'s key \(generation) does not open with its key pair"))
                    continue
                }
                if let other = keys[vehicle]?[generation], other != key {
                    findings.append(Finding(kind: .sealing, text: "two accounts hold different keys \(generation) of vehicle \(vehicle)"))
                }
                keys[vehicle, default: [:]][generation] = key
            }
        }
        return keys
    }

    /// What `sealed`, a value of `vehicle`'s at `location`, opens to with the vehicle's keys (latest
    /// first); a finding when it is not sealed or opens with none.
    private func open(
        _ sealed: String, at location: FieldLocation, keys: Keys, what: String, findings: inout [Finding]
    ) -> String? {
        guard SealedText.hasSealedForm(sealed) else {
            findings.append(Finding(kind: .sealing, text: "the server holds \(what) in clear"))
            return nil
        }
        let held = (keys[location.vehicleID] ?? [:]).sorted { $0.key > $1.key }
        guard let text = held.lazy.compactMap({ try? $0.value.open(sealed, at: location) }).first else {
            findings.append(Finding(
                kind: .sealing,
                text: "\(what) on the server opens with no key of vehicle \(location.vehicleID) (generations \(held.map(\.key)))"))
            return nil
        }
        run.record.sealedValuesOpened += 1
        return text
    }

    /// Every sealed value of the run's records opens, a live one to what the devices hold; every
    /// private value the devices hold is on the server.
    private func serverValuesOpen(keys: Keys, administrator: PostgresConnection) throws -> [Finding] {
        var findings: [Finding] = []
        let aside = setAside
        for kind in RecordKind.allCases {
            let table = kind.descriptor.table
            let vehicleColumn = kind == .vehicle ? "id" : "vehicle_id"
            let deleted = kind == .vehicle ? "false" : "deleted"
            for (_, field) in ServerSchema.sealedFields(of: kind) {
                guard let column = field.serverColumn else { continue }
                var onServer = Set<String>()
                let rows = try administrator.query(
                    "SELECT id, \(vehicleColumn), \(column), \(deleted) FROM glovebox.\(table) WHERE starts_with(\(vehicleColumn), $1)",
                    [run.tag]).rows
                for row in rows {
                    guard let id = row[0], let vehicle = row[1] else { continue }
                    let key = DeviceState.Key(kind: kind, id: id)
                    let holders = holders(of: vehicle).filter { states[$0].records[key] != nil }
                    let held = holders.first.flatMap { states[$0].records[key]?.text(of: field, kind: kind) }
                    guard let sealed = row[2] else {
                        if row[3] != "t", !aside.contains(key), let held {
                            findings.append(Finding(
                                kind: .sealing, text: "\(key)'s \(field.label) \(quoted(held)) is on the devices but not on the server"))
                        }
                        continue
                    }
                    onServer.insert(id)
                    let location = FieldLocation(vehicleID: vehicle, kind: kind.rawValue, recordID: id, field: column)
                    let opened = open(sealed, at: location, keys: keys, what: "\(key)'s \(field.label)", findings: &findings)
                    if let opened, row[3] != "t", !aside.contains(key), !holders.isEmpty, opened != held {
                        findings.append(Finding(
                            kind: .sealing,
                            text: "\(key)'s \(field.label) on the server opens to \(quoted(opened)), its devices hold \(quoted(held))"))
                    }
                }
            }
        }
        return findings
    }

    /// The conflicts' copies of sealed values (a unit's values, or a removed record's row) open too.
    private func conflictValuesOpen(keys: Keys, administrator: PostgresConnection) throws -> [Finding] {
        var findings: [Finding] = []
        let rows = try administrator.query(
            "SELECT vehicle_id, kind, record_id, lost_value::text, won_value::text FROM glovebox.conflict WHERE starts_with(vehicle_id, $1)",
            [run.tag]).rows
        for row in rows {
            guard let vehicle = row[0], let table = row[1], let id = row[2],
                  let kind = RecordKind.allCases.first(where: { $0.descriptor.table == table }) else { continue }
            // Keys of a vehicle removed since went with it: its conflicts' values open with none we can get.
            guard keys[vehicle] != nil else { continue }
            for (side, json) in [("lost", row[3]), ("won", row[4])] {
                guard let json, let value = try? JSONSerialization.jsonObject(with: Data(json.utf8)) else { continue }
                for (place, field) in ServerSchema.sealedFields(of: kind) {
                    guard let column = field.serverColumn else { continue }
                    let sealed = (value as? [String: Any])?[column] as? String
                        ?? ((value as? [Any]).flatMap { $0.indices.contains(place) ? $0[place] as? String : nil })
                    guard let sealed else { continue }
                    let location = FieldLocation(vehicleID: vehicle, kind: kind.rawValue, recordID: id, field: column)
                    _ = open(sealed, at: location, keys: keys, what: "a conflict's \(side) \(field.label) of \(kind.rawValue) \(id)", findings: &findings)
                }
            }
        }
        return findings
    }

    /// No private text the history wrote is in clear in any table of the server's database. A text
    /// that is also the value of a field the server holds in clear (a service's expense notes its
    /// item's name) tells the server nothing it does not read anyway, and is not looked for.
    private func nothingInClear(administrator: PostgresConnection) throws -> [Finding] {
        var secret = Set<String>()
        var clear = Set<String>()
        func take(_ texts: [(field: FieldDescriptor, text: String?)]) {
            for (field, text) in texts {
                guard let text, !text.isEmpty else { continue }
                if field.isSealed { secret.insert(text) } else { clear.insert(text) }
            }
        }
        for write in run.record.writes { take(write.texts) }
        for state in states {
            for (key, record) in state.records { take(record.texts(of: key.kind)) }
        }
        let sought = secret.subtracting(clear).sorted()
        run.record.privateTextsSought += sought.count
        guard !sought.isEmpty else { return [] }
        let tables = try administrator.query(
            """
            SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) FROM pg_tables
            WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1
            """).rows.compactMap { $0[0] }
        var findings: [Finding] = []
        for table in tables {
            let dump = try administrator.query("SELECT coalesce(string_agg(t::text, E'\\n'), '') FROM \(table) t").scalar ?? ""
            for text in sought where dump.contains(text) {
                findings.append(Finding(kind: .sealing, text: "the private text \(quoted(text)) is in clear in the server's \(table)"))
            }
        }
        return findings
    }

    private func quoted(_ text: String?) -> String {
        text.map { "'\($0)'" } ?? "(none)"
    }
}

import Foundation
import GarageRules
import HouseholdCrypto

/// The account's lifecycle in a history (issue 23): a device signing out and in again, a passphrase
/// changed, a new device of an account. Each checks at once what only it can see (the plates and
/// notes a device had came back; which passphrase opens the key; that the new device has the
/// account's key); what every device must hold at the end is the quiet round's to check.
extension HistoryRun {
    /// `logout` (whose push goes first: a refused one changes nothing and ends the step), `login` with
    /// the passphrase or the recovery key, and a sync; every plate and note the device had of a record
    /// nobody changed since must be back as it was.
    func signOutAndIn(_ device: Int, recoveryKey: Bool) throws {
        let name = devices[device].name
        let before = try state(of: device)
        // `--yes`: the plates went up sealed (the key is open on every device of the run), so nothing
        // is asked; were one to stay on the device alone, the checks below would find it lost.
        let out = devices[device].run(["logout", "--yes"])
        guard out.status == 0 else {
            noteRefusal(out)
            if try state(of: device).records != before.records {
                record.findings.append(Finding(kind: .refusedChange, text: "\(name)'s refused logout (\(out.errors.trimmed)) changed records"))
            }
            return
        }
        record.signOuts += 1
        guard try checkSignIn(devices[device], recoveryKey: recoveryKey, doing: "signed out and in again") else { return }
        let synced = devices[device].run(["sync"])
        noteSync(synced, device: device)
        guard synced.status == 0 else { return }
        record.findings += privateValuesCameBack(before: before, after: try state(of: device), device: name)
    }

    /// The private values of `before` that `after` lacks or holds otherwise, on records whose unit
    /// holding them kept its stamp (nobody changed it in between: it must be as it was).
    func privateValuesCameBack(before: DeviceState, after: DeviceState, device: String) -> [Finding] {
        var findings: [Finding] = []
        for (key, record) in before.records.sorted(by: { $0.key < $1.key }) {
            let units = key.kind.descriptor.mergeUnits
            for field in key.kind.descriptor.syncedFields where field.isSealed {
                guard let text = record.text(of: field, kind: key.kind), !text.isEmpty,
                      let unit = units.first(where: { $0.fields.contains { $0.column == field.column } }),
                      let now = after.records[key], now.units[unit.name]?.stamp == record.units[unit.name]?.stamp
                else { continue }
                let back = now.text(of: field, kind: key.kind)
                if back != text {
                    findings.append(Finding(
                        kind: .sealing,
                        text: "\(device) signed out and in: \(key)'s \(field.label) '\(text)' came back as \(back.map { "'\($0)'" } ?? "(none)")"))
                }
            }
        }
        return findings
    }

    /// `keys passphrase` with a new passphrase; then, on a new home of the account that syncs
    /// nothing, the old passphrase must be refused and the new one must open the key, the recovery
    /// key must still open it, and every device of the account must keep it open.
    func changePassphrase(on device: Int) throws {
        let account = deviceAccounts[device]
        let old = passphrase(ofAccount: account)
        passphraseChanges[account, default: 0] += 1
        record.passphraseChanges += 1
        let new = passphrase(ofAccount: account)
        let outcome = devices[device].run(["keys", "passphrase", "--passphrase-file", try Self.write(new, to: devices[device].home + "/new-passphrase")])
        guard outcome.status == 0 else {
            // Refused (the server away, say): the old passphrase is the one that opens the key still.
            passphraseChanges[account, default: 0] -= 1
            record.passphraseChanges -= 1
            noteRefusal(outcome)
            return
        }
        let letter = accounts[account].letter
        let probe = try CheckerDevice(
            name: "\(letter)-probe", account: accounts[account], home: scratch + "/\(letter)-probe-\(passphraseChanges[account, default: 0])",
            skew: 0, idPrefix: "\(tag)\(letter)probe")
        defer { try? FileManager.default.removeItem(atPath: probe.home) }
        let login = ["login", probe.account.name, "--server", server.address.clientURL, "--password-file",
                     try Self.write(probe.account.password, to: probe.home + "/password")]
        let refused = probe.run(login + ["--passphrase-file", try Self.write(old, to: probe.home + "/old-passphrase")])
        let keptAfterRefusal = try probe.keyPair()
        if refused.status == 0 || keptAfterRefusal != nil {
            record.findings.append(Finding(
                kind: .keys, text: "account \(letter)'s old passphrase still opens its key after 'keys passphrase' on \(devices[device].name)"))
        }
        for (secret, option) in [(new, "--passphrase-file"), (recoveryKeys[account], "--recovery-key-file")] {
            guard let secret else { continue }
            let unlocked = probe.run(["keys", "unlock", option, try Self.write(secret, to: probe.home + "/secret")])
            let opened = try probe.keyPair()
            if unlocked.status != 0 || opened?.publicKey != publicKeys[account] {
                record.findings.append(Finding(
                    kind: .keys,
                    text: "account \(letter)'s \(option == "--passphrase-file" ? "new passphrase" : "recovery key") does not open its key on a new "
                        + "device after 'keys passphrase' on \(devices[device].name): \(unlocked.errors.trimmed)"))
            }
        }
        for (other, candidate) in devices.enumerated() where deviceAccounts[other] == account {
            if try candidate.keyPair()?.publicKey != publicKeys[account] {
                record.findings.append(Finding(
                    kind: .keys, text: "\(candidate.name) no longer holds account \(letter)'s key after 'keys passphrase' on \(devices[device].name)"))
            }
        }
    }

    /// A new device of the account holding `place` signs in and syncs, and holds the place from now on.
    func newDevice(in place: Int, recoveryKey: Bool) throws {
        let replaced = places[place]
        let account = deviceAccounts[replaced]
        let letter = accounts[account].letter
        let name = "\(letter)\(deviceAccounts.filter { $0 == account }.count + 1)"
        // Its clock is the one it replaces: the history's skews stay within the bound they were drawn in.
        let device = try CheckerDevice(
            name: name, account: accounts[account], home: scratch + "/" + name, skew: devices[replaced].skew, idPrefix: "\(tag)\(name)")
        record.newDevices += 1
        // One that cannot sign in is a finding, and is no device of the household.
        guard try checkSignIn(device, recoveryKey: recoveryKey, doing: "joined account \(letter)") else { return }
        devices.append(device)
        deviceAccounts.append(account)
        deviceIDs.append(try device.deviceID())
        places[place] = devices.count - 1
        noteSync(device.run(["sync"]), device: devices.count - 1)
    }

    /// Signs `device` in, which must succeed and leave it holding its account's key; a finding when
    /// not (`doing` says what the device did, for its text). Whether it signed in.
    private func checkSignIn(_ device: CheckerDevice, recoveryKey: Bool, doing: String) throws -> Bool {
        let account = try accountIndex(of: device)
        let secret = recoveryKey ? "the recovery key" : "the passphrase"
        let login = try signIn(device, recoveryKey: recoveryKey)
        guard login.status == 0 else {
            record.findings.append(Finding(kind: .keys, text: "\(device.name) \(doing), but could not sign in with \(secret): \(login.errors.trimmed)"))
            return false
        }
        guard try device.keyPair()?.publicKey == publicKeys[account] else {
            record.findings.append(Finding(kind: .keys, text: "\(device.name) \(doing) with \(secret), and does not hold its account's key"))
            return false
        }
        return true
    }
}

import AppCore
import Foundation
import HouseholdCrypto
import PostgresClient

/// Seals the keys of the vehicles this account owns to their members (schema 12): each member with a
/// public key and no copy of the vehicle's latest key gets one, sealed to that public key, once its
/// fingerprint is the one this device kept for the member (``PinnedMemberKeys``; the first one seen is
/// kept). A member without a key pair gets one once they make theirs (at the owner's next sync).
enum HouseholdKeyDistribution {
    /// What one distribution did: the copies sealed, and the members whose key changed (none sealed).
    struct Outcome: Equatable {
        /// The members sealed to.
        var sealedTo: [String] = []
        var changed: [ChangedMemberKey] = []
        /// How many copies were sealed.
        var sealed: Int { sealedTo.count }
    }

    /// Seals the owned vehicles' keys that `keyring` holds (only `vehicles`, by the server's ids, when
    /// given) to every member lacking a copy, in one transaction; `accepting` an account's changed key.
    static func run(
        app: AppSession, keyring: VehicleKeyring, on connection: PostgresConnection, vehicles: Set<String>? = nil,
        accepting: String? = nil
    ) throws -> Outcome {
        let generations = keyring.generations.filter { vehicles?.contains($0.key) ?? true }
        guard keyring.isUnlocked, !generations.isEmpty else { return Outcome() }
        let owned = Set(try connection.query("SELECT glovebox.owned_vehicles()").rows.compactMap { $0[0] })
        let ids = generations.keys.filter(owned.contains).sorted()
        guard !ids.isEmpty else { return Outcome() }
        let members = try connection.query(
            """
            SELECT m.vehicle_id, m.account, glovebox.public_key_of(m.account),
                   ARRAY(SELECT k.generation FROM glovebox.vehicle_key k WHERE k.vehicle_id = m.vehicle_id AND k.account = m.account)::text
            FROM glovebox.membership m
            WHERE m.vehicle_id = ANY($1::text[]) AND m.role <> 'owner'
            ORDER BY m.vehicle_id, m.account
            """, [HouseholdSynchronizer.textArray(ids)]).rows
        var pins = try PinnedMemberKeys.load(in: app)
        let before = pins
        var outcome = Outcome()
        var copies: [(vehicle: String, account: String, generation: Int, sealed: String)] = []
        for row in members {
            guard let vehicle = row[0], let account = row[1], let generation = generations[vehicle] else { continue }
            let held = Set((row[3] ?? "{}").trimmingCharacters(in: CharacterSet(charactersIn: "{}")).split(separator: ",").compactMap { Int($0) })
            guard !held.contains(generation), let text = row[2], let publicKey = Data(base64Encoded: text) else { continue }
            let fingerprint = KeyFingerprint(publicKey: [UInt8](publicKey)).description
            switch pins.check(fingerprint, of: account, accepting: account == accepting) {
            case .changed(let was) where account != accepting:
                if !outcome.changed.contains(where: { $0.account == account }) {
                    outcome.changed.append(ChangedMemberKey(account: account, was: was, now: fingerprint))
                }
                continue
            default:
                break
            }
            guard let sealed = try keyring.sealedCopy(of: vehicle, generation: generation, to: [UInt8](publicKey)) else { continue }
            copies.append((vehicle, account, generation, sealed.text))
        }
        if !copies.isEmpty {
            try connection.transaction { db in
                for copy in copies {
                    try db.execute(
                        """
                        INSERT INTO glovebox.vehicle_key (vehicle_id, account, generation, sealed) VALUES ($1, $2, $3, $4)
                        ON CONFLICT DO NOTHING
                        """, [copy.vehicle, copy.account, String(copy.generation), copy.sealed])
                }
            }
            outcome.sealedTo = copies.map(\.account)
        }
        // Kept once the copies are on the server (a failure above keeps nothing new).
        if pins.fingerprints != before.fingerprints { try pins.save(in: app) }
        return outcome
    }
}

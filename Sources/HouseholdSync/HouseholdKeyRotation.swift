import AppCore
import Foundation
import HouseholdCrypto
import PostgresClient

/// Replaces a vehicle's key once a member is removed (schema 12): a new generation, sealed to the
/// owner and to each remaining member (whose kept fingerprint still matches, ``PinnedMemberKeys``),
/// then the vehicle's sealed values sealed again with it and pushed. The removed member's copies went
/// with its membership; what is written from now on is sealed with a key it never had.
public enum HouseholdKeyRotation {
    /// What a replacement did.
    public struct Outcome: Equatable, Sendable {
        /// The new key's generation (`nil` when the vehicle has no key this device holds: nothing sealed).
        public var generation: Int?
        /// The members it was sealed to (the owner aside).
        public var sealedTo: [String] = []
        /// Members whose key changed: not sealed to, until confirmed.
        public var changed: [ChangedMemberKey] = []
    }

    /// Replaces the key of the vehicle `serverID` (this device calls it `localID`), which the account
    /// of `link` owns, and pushes its sealed values again.
    public static func run(app: AppSession, link: ServerLink, serverID: String, localID: String) throws -> Outcome {
        let session = try HouseholdServerSession(link: link)
        defer { session.close() }
        let connection = session.connection
        var outcome = Outcome()
        do {
            let keyring = try HouseholdSynchronizer.openKeyring(app: app, link: link, connection: connection)
            guard let keyPair = keyring.keyPair, let current = keyring.generations[serverID] else { return outcome }
            let generation = current + 1
            let key = VehicleKey.generate()
            let members = try connection.query(
                """
                SELECT m.account, glovebox.public_key_of(m.account) FROM glovebox.membership m
                WHERE m.vehicle_id = $1 AND m.role <> 'owner' ORDER BY m.account
                """, [serverID]).rows
            var pins = try PinnedMemberKeys.load(in: app)
            var copies: [(account: String?, sealed: String)] = [(nil, try SealedVehicleKey(sealing: key, to: keyPair.publicKey).text)]
            for row in members {
                guard let account = row[0], let text = row[1], let publicKey = Data(base64Encoded: text) else { continue }
                let fingerprint = KeyFingerprint(publicKey: [UInt8](publicKey)).description
                if case .changed(let was) = pins.check(fingerprint, of: account) {
                    outcome.changed.append(ChangedMemberKey(account: account, was: was, now: fingerprint))
                    continue
                }
                copies.append((account, try SealedVehicleKey(sealing: key, to: [UInt8](publicKey)).text))
                outcome.sealedTo.append(account)
            }
            try connection.transaction { db in
                for copy in copies {
                    try db.execute(
                        """
                        INSERT INTO glovebox.vehicle_key (vehicle_id, account, generation, sealed)
                        VALUES ($1, coalesce($2, glovebox.current_account()), $3, $4)
                        """, [serverID, copy.account, String(generation), copy.sealed])
                }
            }
            try pins.save(in: app)
            keyring.hold(key, generation: generation, of: serverID)
            outcome.generation = generation
        } catch let error as PostgresError {
            throw HouseholdSynchronizer.pushError(error, link: link)
        }
        // The values sealed with the old key go up again, sealed with the new one.
        try app.perform(QueuePlatesForSealing(vehicleID: localID))
        try HouseholdSynchronizer.pushOutbox(app: app, link: link)
        return outcome
    }
}

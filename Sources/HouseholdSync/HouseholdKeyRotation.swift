import AppCore
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
            try connection.execute(
                """
                INSERT INTO glovebox.vehicle_key (vehicle_id, account, generation, sealed)
                VALUES ($1, glovebox.current_account(), $2, $3)
                """, [serverID, String(generation), try SealedVehicleKey(sealing: key, to: keyPair.publicKey).text])
            keyring.hold(key, generation: generation, of: serverID)
            outcome.generation = generation
            // The remaining members get the new generation as any member without a copy does.
            let sealed = try HouseholdKeyDistribution.run(app: app, keyring: keyring, on: connection, vehicles: [serverID])
            outcome.sealedTo = sealed.sealedTo
            outcome.changed = sealed.changed
        } catch let error as PostgresError {
            throw HouseholdSynchronizer.pushError(error, link: link)
        }
        // The values sealed with the old key go up again, sealed with the new one.
        try app.perform(QueueSealedFields(vehicleID: localID))
        try HouseholdSynchronizer.pushOutbox(app: app, link: link)
        return outcome
    }
}

import Foundation
import GarageRules
import GarageStorage
import HouseholdCrypto
import PostgresClient

/// The vehicle keys this device holds during one sync (schema 12): each one opened from the
/// account's own sealed copy on the server with the account's key pair, never kept on disk. With
/// them the sync seals the private fields it pushes and opens those it pulls (``SealedFields``).
///
/// An account without a key pair (never `glovebox keys init`) holds none: its private fields stay on
/// its devices, as before sealing existed.
final class VehicleKeyring {
    /// The account's key pair, when this device holds it opened.
    let keyPair: AccountKeyPair?
    /// Each vehicle's keys by generation (server ids).
    private var keys: [String: [Int: VehicleKey]] = [:]
    /// Keys made during this sync, not yet on the server (their copy goes with their vehicle).
    private var made: [String: VehicleKey] = [:]

    /// The keys of `keyPair`'s account on the server `db` talks to (none without a key pair).
    init(keyPair: AccountKeyPair?, on db: PostgresConnection) throws {
        self.keyPair = keyPair
        guard let keyPair else { return }
        for row in try db.query(
            "SELECT vehicle_id, generation, sealed FROM glovebox.vehicle_key WHERE account = glovebox.current_account()"
        ).rows {
            guard let vehicle = row[0], let generation = row[1].flatMap({ Int($0) }), let sealed = row[2] else { continue }
            // A copy that does not open (sealed to an earlier key pair of the account) gives nothing.
            if let key = try? SealedVehicleKey(text: sealed).open(with: keyPair) { keys[vehicle, default: [:]][generation] = key }
        }
    }

    /// The key new values of `vehicle` are sealed with (its latest generation), `nil` when this device
    /// holds none.
    func sealingKey(of vehicle: String) -> VehicleKey? {
        made[vehicle] ?? keys[vehicle]?.max { $0.key < $1.key }?.value
    }

    /// Every key of `vehicle` a value may have been sealed with, latest first.
    func openingKeys(of vehicle: String) -> [VehicleKey] {
        (made[vehicle].map { [$0] } ?? []) + (keys[vehicle] ?? [:]).sorted { $0.key > $1.key }.map(\.value)
    }

    /// Whether this device can seal and open at all (the account has a key pair, opened here).
    var isUnlocked: Bool { keyPair != nil }

    /// The key of a vehicle this account owns and that has none yet, made now: its copy is written
    /// (``saveMadeKey(of:on:)``) in the transaction that writes the vehicle.
    func makeKeyIfNone(for vehicle: String) -> VehicleKey? {
        guard isUnlocked else { return nil }
        if let key = sealingKey(of: vehicle) { return key }
        let key = VehicleKey.generate()
        made[vehicle] = key
        return key
    }

    /// Writes the account's own copy of the key made for `vehicle` (generation 1), in the running
    /// transaction; a copy another device wrote first refuses it (the page is sent again, with that one).
    func saveMadeKey(of vehicle: String, on db: PostgresConnection) throws {
        guard let key = made[vehicle], let keyPair else { return }
        let sealed = try SealedVehicleKey(sealing: key, to: keyPair.publicKey)
        try db.execute(
            "INSERT INTO glovebox.vehicle_key (vehicle_id, account, generation, sealed) VALUES ($1, glovebox.current_account(), 1, $2)",
            [vehicle, sealed.text])
    }

    /// Once the transaction that wrote them committed: the keys made are the vehicles' keys.
    func commitMadeKeys() {
        for (vehicle, key) in made { keys[vehicle, default: [:]][1] = key }
        made.removeAll()
    }

    /// After a transaction that rolled back: the keys made went with it.
    func discardMadeKeys() {
        made.removeAll()
    }

    /// Forgets the keys of `vehicle`, removed on the server with every copy of them.
    func forget(_ vehicle: String) {
        keys[vehicle] = nil
        made[vehicle] = nil
    }

    /// The vehicles and the generations of their keys this device holds.
    var generations: [String: Int] {
        keys.compactMapValues { $0.keys.max() }
    }

    /// Holds `key` as generation `generation` of `vehicle`'s key (a key just replaced, its copies on
    /// the server).
    func hold(_ key: VehicleKey, generation: Int, of vehicle: String) {
        keys[vehicle, default: [:]][generation] = key
    }

    /// Seals the key of `vehicle` (generation `generation`) to `publicKey`.
    func sealedCopy(of vehicle: String, generation: Int, to publicKey: [UInt8]) throws -> SealedVehicleKey? {
        guard let key = keys[vehicle]?[generation] else { return nil }
        return try SealedVehicleKey(sealing: key, to: publicKey)
    }
}

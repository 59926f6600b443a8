import Foundation
import GarageRules
import HouseholdCrypto
import PostgresClient

/// Sharing a vehicle with another account, changing its role, revoking it and listing who has it:
/// statements run straight on the household server as this device's account, whose row-level
/// security policies decide (only the owner shares, changes roles and revokes; every member reads
/// the list). Nothing local changes: the other account's devices hear of it from the change feed
/// at their next sync.
///
/// ```swift
/// let session = try HouseholdServerSession(link: link)
/// defer { session.close() }
/// let before = try HouseholdSharing(session: session).share(vehicle, with: "ana@example.com", as: .viewer)
/// ```
public struct HouseholdSharing {
    /// The vehicle a sharing statement is about, as this device names it.
    public struct SharedVehicle: Sendable {
        /// Its id on the server (this device's, unless it was made here before the device was linked:
        /// see `VehicleIDAliases`).
        public let id: String
        /// Its name here, for messages.
        public let name: String

        /// A vehicle.
        public init(id: String, name: String) {
            self.id = id
            self.name = name
        }
    }

    /// The open, checked session.
    public let session: HouseholdServerSession

    /// Sharing over `session`.
    public init(session: HouseholdServerSession) {
        self.session = session
    }

    /// Gives `account` the role `role` (editor or viewer) on `vehicle`, or changes the role it has;
    /// returns the role it had before (`nil`: a new share).
    @discardableResult
    public func share(_ vehicle: SharedVehicle, with account: String, as role: SharingRole) throws -> SharingRole? {
        precondition(role != .owner, "an owner is made by adding the vehicle, never by a share")
        return try refusals(for: vehicle, account: account) { db in
            let owner = try requireOnServer(vehicle, on: db)
            // The owner naming itself (anyone else naming the owner is refused by the server below).
            if owner == account, owner == session.link.account {
                throw SharingError.ownersOwnRole(account: account, vehicle: vehicle.name)
            }
            let before = try self.role(of: account, on: vehicle, on: db)
            // The policies `share` (insert) and `change_role` (update) hold only for the owner: anyone
            // else's attempt is a row-level security violation (42501), an unknown account a foreign key's.
            try db.execute(
                """
                INSERT INTO glovebox.membership (vehicle_id, account, role) VALUES ($1, $2, $3)
                ON CONFLICT (vehicle_id, account) DO UPDATE SET role = excluded.role
                """, [vehicle.id, account, role.rawValue])
            return before
        }
    }

    /// Revokes `account`'s share of `vehicle`; returns the role it had.
    @discardableResult
    public func unshare(_ vehicle: SharedVehicle, from account: String) throws -> SharingRole {
        try refusals(for: vehicle, account: account) { db in
            let owner = try requireOnServer(vehicle, on: db)
            // The owner naming itself (anyone else naming the owner is refused by the server below).
            if owner == account, owner == session.link.account {
                throw SharingError.ownersOwnRole(account: account, vehicle: vehicle.name)
            }
            guard let before = try self.role(of: account, on: vehicle, on: db) else {
                throw SharingError.notAMember(account: account, vehicle: vehicle.name)
            }
            // The policy `revoke` holds only for the owner: for anyone else the row is not there to
            // delete (0 rows), which is the server's refusal.
            let removed = try db.execute(
                "DELETE FROM glovebox.membership WHERE vehicle_id = $1 AND account = $2", [vehicle.id, account])
            guard removed == 1 else {
                throw SharingError.notOwner(
                    vehicle: vehicle.name, role: try self.role(of: session.link.account, on: vehicle, on: db))
            }
            return before
        }
    }

    /// Everyone `vehicle` is shared with, the owner first, then editors, then viewers, each by name.
    public func members(of vehicle: SharedVehicle) throws -> [VehicleMember] {
        try refusals(for: vehicle, account: session.link.account) { db in
            _ = try requireOnServer(vehicle, on: db)
            return try db.query(
                """
                SELECT account, role, glovebox.public_key_of(account) FROM glovebox.membership WHERE vehicle_id = $1
                ORDER BY CASE role WHEN 'owner' THEN 0 WHEN 'editor' THEN 1 ELSE 2 END, account
                """, [vehicle.id]
            ).rows.compactMap { row in
                guard let account = row[0], let role = row[1].flatMap(SharingRole.init(rawValue:)) else { return nil }
                // A member's public key, as the server gives it to the vehicle's members (schema 11).
                let fingerprint = row[2].flatMap { Data(base64Encoded: $0) }.map { KeyFingerprint(publicKey: [UInt8]($0)).description }
                return VehicleMember(account: account, role: role, keyFingerprint: fingerprint)
            }
        }
    }

    /// The vehicle's owner on the server; refused when this account cannot see it there (never
    /// pushed, or not shared with it).
    private func requireOnServer(_ vehicle: SharedVehicle, on db: PostgresConnection) throws -> String {
        guard let owner = try db.query("SELECT owner FROM glovebox.vehicle WHERE id = $1", [vehicle.id]).scalar else {
            throw SharingError.notOnServer(vehicle: vehicle.name)
        }
        return owner
    }

    private func role(of account: String, on vehicle: SharedVehicle, on db: PostgresConnection) throws -> SharingRole? {
        try db.query(
            "SELECT role FROM glovebox.membership WHERE vehicle_id = $1 AND account = $2", [vehicle.id, account]
        ).scalar.flatMap(SharingRole.init(rawValue:))
    }

    /// Runs `body` and turns the server's refusals into ``SharingError``s, its failures into ``SyncError``s.
    private func refusals<T>(
        for vehicle: SharedVehicle, account: String, _ body: (PostgresConnection) throws -> T
    ) throws -> T {
        let db = session.connection
        do {
            return try body(db)
        } catch let error as PostgresError {
            if error.kind == .connectionFailed {
                throw SyncError.unreachable(server: session.link.server, reason: HouseholdServerSession.oneLine(error.message))
            }
            if error.isRowSecurityViolation {
                throw SharingError.notOwner(vehicle: vehicle.name, role: try? role(of: session.link.account, on: vehicle, on: db))
            }
            if error.isForeignKeyViolation, error.constraint?.contains("account") == true {
                throw SharingError.unknownAccount(account: account, server: session.link.server)
            }
            throw HouseholdServerSession.statementError(error, link: session.link)
        }
    }
}

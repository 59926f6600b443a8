import GarageRules

/// Adds a vehicle (see `VehicleDraft.checked(account:others:)`): its id is the first of its
/// candidates (`VehicleSlug`) that no record uses; for an account linked to a household server, that
/// slug and a random suffix of 130 bits (`clio-7k2m…`), since the server's vehicle ids are global: two
/// accounts' "clio" must not collide, and no account may find another's vehicle by guessing its id.
/// Commands name a vehicle by its name as well as its id, so the suffix costs the user nothing.
public struct AddVehicle: LogbookChange {
    /// What the user gave.
    public var draft: VehicleDraft

    /// A new vehicle.
    public init(_ draft: VehicleDraft) {
        self.draft = draft
    }

    public var label: String { "vehicle add" }

    public func apply(in context: ChangeContext) throws -> Vehicle {
        let vehicle = try Self.vehicle(for: draft, in: context)
        try context.store.vehicles.insert(vehicle)
        return vehicle
    }

    /// The vehicle `draft` makes, checked against the account and its garage, with the first id
    /// candidate no record uses; not stored (an import's dry run shows it without adding it).
    /// `unstored` are vehicles a dry run would have added before this one: they count as the
    /// garage's, towards the plan's limit and names and ids, as the real run's stored ones do.
    static func vehicle(for draft: VehicleDraft, in context: ChangeContext, unstored: [Vehicle] = []) throws -> Vehicle {
        let others = try context.store.vehicles.all() + unstored
        let checked = try draft.checked(account: try context.signedInAccount(), others: others)
        var id: GarageID?
        for candidate in checked.idCandidates(others: others) where !unstored.contains(where: { $0.id == candidate }) {
            guard !(try context.store.records.isTaken(candidate)) else { continue }
            id = candidate
            break
        }
        // Safe: the candidates never end, and a logbook holds finitely many ids.
        if try context.store.sync.isLinked() { id = householdID(from: id!, ids: context.ids) }
        return Vehicle(id: id!, checked: checked)
    }

    /// An id for the vehicle `slug` names that no other account's vehicle has or can guess: the slug
    /// (shortened to fit) and a random id. A vehicle made before its device was linked is given one
    /// at the link (``LinkServer``), and keeps its slug on the device.
    static func householdID(from slug: GarageID, ids: IdentifierSource) -> GarageID {
        let random = ids.next()
        // An id longer than a random one (a test's source, say) leaves no room for the slug.
        return GarageID(rawValue: String(slug.rawValue.prefix(slugLength)) + "-" + random.rawValue) ?? random
    }

    /// How much of the slug a linked vehicle's id keeps: with the dash and a random id it is at most
    /// the 64 characters an id may have.
    static let slugLength = 64 - 1 - IdentifierSource.length
}

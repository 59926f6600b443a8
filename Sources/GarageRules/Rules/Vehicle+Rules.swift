extension Vehicle {
    /// Refuses a change to the vehicle's records when the account's role only lets it read.
    public func requireWritable() throws(GarageError) {
        guard role.canWrite else { throw .readOnlyVehicle(name: name, role: role) }
    }

    /// Refuses what only the vehicle's owner may do (removing it).
    public func requireOwner() throws(GarageError) {
        guard role == .owner else { throw .notVehicleOwner(name: name, role: role) }
    }

    /// The vehicle whose id is `text`, else the one whose name equals `text` case-insensitively
    /// (trimmed, without a locale, so the answer does not depend on the machine's language).
    public static func matching(_ text: String, in vehicles: [Vehicle]) throws(GarageError) -> Vehicle {
        if let found = vehicles.first(where: { $0.id.rawValue == text }) { return found }
        let matches = vehicles.filter { NameKey.same($0.name, text) }
        guard let first = matches.first else { throw .unknownVehicle(text) }
        guard matches.count == 1 else { throw .ambiguousVehicle(text) }
        return first
    }

    /// A vehicle made from a draft that `VehicleDraft.checked(account:others:)` accepted.
    public init(id: GarageID, checked draft: VehicleDraft) {
        self.init(
            id: id, name: draft.name, make: draft.make, model: draft.model, year: draft.year,
            licencePlate: draft.licencePlate, distanceUnit: draft.distanceUnit, role: draft.role, energies: draft.energies)
    }
}

extension VehicleDraft {
    /// The draft with its texts trimmed, checked against the signed-in account and the garage's other
    /// vehicles.
    ///
    /// Refused when a field breaks its rule (`Vehicle.descriptor`: the name is empty, a text too long,
    /// the year outside `FieldRule.modelYears`), another vehicle has the name (``NameKey``), a new
    /// plate is spelled out by a vehicle's id (``requirePlateUnspelled(byIDsOf:ownID:)``), or (for an
    /// owned vehicle) the plan's limit of owned vehicles is reached. Shared vehicles (`editor`,
    /// `viewer`) do not count towards the limit.
    ///
    /// - Parameters:
    ///   - countingTowardsPlan: whether the plan's limit applies (adding a vehicle); an edited vehicle
    ///     is already counted.
    ///   - previous: the vehicle as stored, when the draft edits it: its id is checked against a plate
    ///     that changes, and a plate it already had stays (the vehicle stays editable).
    public func checked(
        account: Account, others: [Vehicle], countingTowardsPlan: Bool = true, editing previous: Vehicle? = nil
    ) throws(GarageError) -> VehicleDraft {
        // The field rules, on the vehicle the draft makes (its id is the store's to choose).
        let fields = try Vehicle(id: GarageID(rawValue: "new")!, checked: self).validatedFields(today: nil)
        let name = fields.name
        guard !others.contains(where: { NameKey.same($0.name, name) }) else { throw .duplicateVehicleName(name) }
        if countingTowardsPlan, role == .owner, let limit = account.plan.vehicleLimit,
           others.filter({ $0.role == .owner }).count >= limit {
            throw .planLimitReached(plan: account.plan, limit: limit, vehicleName: name)
        }
        var draft = self
        draft.name = name
        draft.make = fields.make
        draft.model = fields.model
        draft.licencePlate = fields.licencePlate
        // A plate changed, not re-spelled (`AB-12-CD` for `ab 12 cd`: one plate to the matcher).
        if draft.licencePlate.flatMap(PlateMatcher.init(plate:))?.key != previous?.licencePlate.flatMap(PlateMatcher.init(plate:))?.key {
            try draft.requirePlateUnspelled(byIDsOf: others, ownID: previous?.id)
        }
        return draft
    }

    /// Refuses a plate that the id of a vehicle of the garage spells out: `others`' ids, and `id`, the
    /// vehicle's own when it has one. Ids travel in every deep link, snapshot and household row,
    /// where no plate may go, and never change. A new vehicle's id avoids the plates already known
    /// (``idCandidates(others:)``); this is the other order, a plate that comes after the id.
    func requirePlateUnspelled(byIDsOf others: [Vehicle], ownID id: GarageID?) throws(GarageError) {
        guard let plate = licencePlate else { return }
        let vehicles = others.map { (name: $0.name, id: $0.id) } + (id.map { [(name: name, id: $0)] } ?? [])
        if let revealing = vehicles.first(where: { VehicleSlug.revealsPlate(String(VehicleSlug.namedPart(of: $0.id.rawValue)), plate: plate) }) {
            throw .plateSpelledByVehicleID(vehicle: revealing.name, id: revealing.id.rawValue)
        }
    }

    /// The ids the vehicle may take, best first (see `VehicleSlug.candidates(for:plates:)`): the
    /// caller takes the first one no record uses.
    public func idCandidates(others: [Vehicle]) -> VehicleSlug.Candidates {
        VehicleSlug.candidates(for: name, plates: others.compactMap(\.licencePlate) + [licencePlate].compactMap { $0 })
    }
}

extension Garage {
    /// The model years accepted (the first car to today's prototypes, with room).
    public static let vehicleYears = 1886...2100

    /// Signs in; the plan is the account's. Records stay as they are.
    public mutating func signIn(_ account: Account) {
        self.account = account
    }

    /// Signs out (records stay; the store decides what a session end purges).
    public mutating func signOut() {
        account = nil
    }

    /// Changes the signed-in account's plan. Moving to a smaller plan keeps vehicles already owned;
    /// it only stops new ones from being added.
    public mutating func changePlan(to plan: Plan) throws(GarageError) -> Account {
        var current = try signedInAccount()
        current.plan = plan
        account = current
        return current
    }

    /// Adds a vehicle; its id is the slug of its name, made unique with a `-2`, `-3`, … suffix.
    ///
    /// Refused when signed out, when the name is empty or taken, the year is outside `vehicleYears`,
    /// or (for an owned vehicle) the plan's limit of owned vehicles is reached. Shared vehicles
    /// (`editor`, `viewer`) do not count towards the limit.
    public mutating func addVehicle(_ draft: VehicleDraft) throws(GarageError) -> Vehicle {
        let account = try signedInAccount()
        guard let name = Self.cleaned(draft.name) else { throw .emptyField("vehicle name") }
        guard !vehicles.contains(where: { Self.sameName($0.name, name) }) else { throw .duplicateVehicleName(name) }
        if let year = draft.year, !Self.vehicleYears.contains(year) {
            throw .invalidNumber(field: "year", value: String(year))
        }
        if draft.role == .owner, let limit = account.plan.vehicleLimit,
           vehicles.filter({ $0.role == .owner }).count >= limit {
            throw .planLimitReached(plan: account.plan, limit: limit, vehicleName: name)
        }
        let vehicle = Vehicle(
            id: VehicleSlug.uniqueID(
                for: name, plates: vehicles.compactMap(\.licencePlate) + [draft.licencePlate].compactMap { $0 }, taken: usedIDs), name: name, make: Self.cleaned(draft.make),
            model: Self.cleaned(draft.model), year: draft.year, licencePlate: Self.cleaned(draft.licencePlate),
            distanceUnit: draft.distanceUnit, role: draft.role)
        vehicles.append(vehicle)
        return vehicle
    }

    /// Removes a vehicle and every record of it; only its owner may. Returns the removed vehicle.
    public mutating func removeVehicle(_ vehicleID: GarageID) throws(GarageError) -> Vehicle {
        _ = try signedInAccount()
        guard let found = vehicle(id: vehicleID) else { throw .unknownVehicle(vehicleID.rawValue) }
        guard found.role == .owner else { throw .notVehicleOwner(name: found.name, role: found.role) }
        vehicles.removeAll { $0.id == vehicleID }
        odometerEntries.removeAll { $0.vehicleID == vehicleID }
        expenses.removeAll { $0.vehicleID == vehicleID }
        maintenanceItems.removeAll { $0.vehicleID == vehicleID }
        services.removeAll { $0.vehicleID == vehicleID }
        deadlines.removeAll { $0.vehicleID == vehicleID }
        return found
    }
}

extension Garage {
    /// The model years accepted (the first car to today's prototypes, with room).
    public static let vehicleYears = FieldRule.modelYears

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

    /// Adds a vehicle (see `VehicleDraft.checked(account:others:)`); its id is the first of its
    /// candidates that no record uses.
    public mutating func addVehicle(_ draft: VehicleDraft) throws(GarageError) -> Vehicle {
        let checked = try draft.checked(account: try signedInAccount(), others: vehicles)
        let taken = usedIDs
        // Safe: the candidates never end.
        let id = checked.idCandidates(others: vehicles).first { !taken.contains($0) }!
        let vehicle = Vehicle(id: id, checked: checked)
        vehicles.append(vehicle)
        return vehicle
    }

    /// Removes a vehicle and every record of it; only its owner may. Returns the removed vehicle.
    public mutating func removeVehicle(_ vehicleID: GarageID) throws(GarageError) -> Vehicle {
        let found = try signedInVehicle(vehicleID)
        try found.requireOwner()
        vehicles.removeAll { $0.id == vehicleID }
        odometerEntries.removeAll { $0.vehicleID == vehicleID }
        expenses.removeAll { $0.vehicleID == vehicleID }
        maintenanceItems.removeAll { $0.vehicleID == vehicleID }
        services.removeAll { $0.vehicleID == vehicleID }
        deadlines.removeAll { $0.vehicleID == vehicleID }
        return found
    }
}

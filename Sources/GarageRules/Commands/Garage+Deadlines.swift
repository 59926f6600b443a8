import WidgetContract

extension Garage {
    /// Adds a deadline (see `Deadline.new`); returns it.
    public mutating func addDeadline(
        _ draft: DeadlineDraft, today: CalendarDay, ids: IdentifierSource
    ) throws(GarageError) -> Deadline {
        let deadline = try Deadline.new(ids: ids, draft: draft, vehicle: try signedInVehicle(draft.vehicleID), today: today)
        try claim([deadline.id])
        deadlines.append(deadline)
        return deadline
    }

    /// Renews a deadline (see `Deadline.renewed(newDueDate:)`); returns it with its new due date.
    public mutating func renewDeadline(
        vehicleID: GarageID, deadlineID: GarageID, newDueDate: CalendarDay? = nil
    ) throws(GarageError) -> Deadline {
        let vehicle = try signedInVehicle(vehicleID)
        try vehicle.requireWritable()
        guard let index = deadlines.firstIndex(where: { $0.id == deadlineID && $0.vehicleID == vehicleID }) else {
            throw .unknownDeadline(deadlineID.rawValue, vehicle: vehicle.name)
        }
        deadlines[index] = try deadlines[index].renewed(newDueDate: newDueDate)
        return deadlines[index]
    }

    /// The vehicle's deadlines, soonest due first.
    public func deadlines(for vehicleID: GarageID) -> [Deadline] {
        deadlines.filter { $0.vehicleID == vehicleID }.sorted(by: Deadline.soonestFirst)
    }
}

import WidgetContract

/// The checks every imported record of one vehicle passes: imported history is taken as it is, but
/// every value is one the logbook keeps.
///
/// Readings are not checked against each other or against today (real logbooks have corrections that
/// were never marked), only that the records belong to the vehicle, their odometer values are in
/// range, fuel quantities can be stored, services name items of the vehicle, and every field passes
/// the table of field rules that typed changes, restores and pulls pass too (``RecordDescriptor``):
/// so that no import brings a day from nowhere (before 1900, or more than a year after `today`).
/// Ids are the caller's to keep unique (a store's primary keys refuse a repeated one).
public struct ImportCheck: Sendable {
    /// The vehicle imported into.
    public let vehicle: Vehicle
    /// The ids of the vehicle's maintenance items.
    public let itemIDs: Set<GarageID>
    /// The day the field rules' day windows are placed on.
    public let today: CalendarDay

    /// Checks for imports into `vehicle` on `today`, refused when the account's role only lets it read.
    public init(vehicle: Vehicle, itemIDs: Set<GarageID>, today: CalendarDay) throws(GarageError) {
        try vehicle.requireWritable()
        self.vehicle = vehicle
        self.itemIDs = itemIDs
        self.today = today
    }

    /// Checks an odometer entry; returns its values (`fieldValues`), which an import stores without
    /// building them a second time.
    @discardableResult
    public func check(_ entry: OdometerEntry) throws(GarageError) -> FieldValues {
        try check(owner: entry.vehicleID, odometer: entry.value)
        return try checkFields(entry)
    }

    /// Checks an expense; returns its values (`fieldValues`), which an import stores without building
    /// them a second time.
    @discardableResult
    public func check(_ expense: Expense) throws(GarageError) -> FieldValues {
        try check(owner: expense.vehicleID, odometer: expense.odometer?.value)
        if let quantity = expense.fuelQuantity, !ExchangeRate.isStorable(quantity) {
            throw .invalidNumber(field: "fuel quantity", value: "\(quantity)")
        }
        // An energy its unit cannot measure is no value the app writes. (Whether the vehicle runs on
        // it is the import's question, not a restore's: a restore takes back what the logbook held.)
        try expense.fuelFill?.checkEnergyMeasure()
        return try checkFields(expense)
    }

    /// Checks a service.
    public func check(_ service: ServiceRecord) throws(GarageError) {
        try check(owner: service.vehicleID, odometer: service.odometer?.value)
        guard itemIDs.contains(service.itemID) else {
            throw .unknownMaintenanceItem(service.itemID.rawValue, vehicle: vehicle.name)
        }
        _ = try checkFields(service)
    }

    /// The record's values against the table of field rules, `invalidField` naming the field; returns
    /// the values as the record gives them (not trimmed: what the store is given is the record).
    private func checkFields<Record: ShapedRecord>(_ record: Record) throws(GarageError) -> FieldValues {
        let values = record.fieldValues
        do {
            _ = try Record.descriptor.checked(values, today: today)
        } catch {
            throw .invalidField(error)
        }
        return values
    }

    private func check(owner: GarageID, odometer: Int?) throws(GarageError) {
        guard owner == vehicle.id else { throw .unknownVehicle(owner.rawValue) }
        if let odometer, !(0...Garage.maximumOdometer).contains(odometer) {
            throw .invalidNumber(field: "odometer", value: String(odometer))
        }
    }
}

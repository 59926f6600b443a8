import GarageRules
import GarageStorage

/// Edits a vehicle: each given field replaces the stored one (empty text clears make, model or
/// plate; `.some(nil)` clears the year), checked as a new vehicle is (its name unique without
/// itself). Its id stays: links and widgets keep pointing at it.
///
/// A new distance unit converts every distance stored for the vehicle — readings (its own, its
/// expenses', its services'), plan intervals, first due points, warning leads, postponements — to
/// the nearest whole unit, so that the odometer means the same distance; a relabelling would make a
/// 90,000 km car a 90,000 mi one. An undo restores the exact values. Only when the numbers were
/// typed in the new unit all along (the vehicle was added with the wrong one) does `relabel` keep
/// them as they are.
public struct EditVehicle: LogbookChange {
    /// The vehicle, by id or name.
    public var vehicle: String
    /// A new name.
    public var name: String?
    /// A new make (empty clears it).
    public var make: String?
    /// A new model (empty clears it).
    public var model: String?
    /// A new model year, or `.some(nil)` to clear it.
    public var year: Int??
    /// A new licence plate (empty clears it).
    public var plate: String?
    /// A new distance unit.
    public var unit: DistanceUnit?
    /// Whether a new unit keeps the stored numbers (they were in that unit all along) instead of
    /// converting them.
    public var relabel: Bool
    /// What it runs on now, main energy first.
    public var energies: [Energy]?

    /// An edit.
    public init(
        vehicle: String, name: String? = nil, make: String? = nil, model: String? = nil, year: Int?? = nil,
        plate: String? = nil, unit: DistanceUnit? = nil, relabel: Bool = false, energies: [Energy]? = nil
    ) {
        self.vehicle = vehicle
        self.name = name
        self.make = make
        self.model = model
        self.year = year
        self.plate = plate
        self.unit = unit
        self.relabel = relabel
        self.energies = energies
    }

    public var label: String { "vehicle edit" }

    public func apply(in context: ChangeContext) throws -> Vehicle {
        let store = context.store
        let account = try context.signedInAccount()
        let stored = try context.vehicle(matching: vehicle)
        try stored.requireWritable()
        var draft = VehicleDraft(
            name: name ?? stored.name, make: make ?? stored.make, model: model ?? stored.model, year: stored.year,
            licencePlate: plate ?? stored.licencePlate, distanceUnit: unit ?? stored.distanceUnit, role: stored.role,
            energies: energies ?? stored.energies)
        if let year { draft.year = year }
        // The plan limit is for adding vehicles; an edited one is already counted.
        let others = try store.vehicles.all().filter { $0.id != stored.id }
        let checked = try draft.checked(account: account, others: others, countingTowardsPlan: false, editing: stored)
        let edited = Vehicle(id: stored.id, checked: checked)
        if energies != nil { try keepFillsInTheirChains(from: stored, to: edited, store: store) }
        try store.vehicles.update(edited)
        if edited.distanceUnit != stored.distanceUnit, !relabel {
            try convertDistances(of: edited.id, from: stored.distanceUnit, to: edited.distanceUnit, store: store)
        }
        return edited
    }

    /// Keeps every fill in the chain it was in when what the vehicle runs on changes.
    ///
    /// A fill that names its energy keeps it, so the vehicle cannot stop running on an energy a fill
    /// names (that is refused, with the fix). A fill that names none follows the vehicle's energy for
    /// its kind (`Vehicle.energy(forUnit:)`): when that energy is dropped, the fills follow the new one
    /// (the owner is correcting what the vehicle runs on: petrol → diesel); when it stays but another
    /// takes its place (petrol → LPG first, petrol kept), they are named the old one, which is what
    /// they were.
    private func keepFillsInTheirChains(from stored: Vehicle, to edited: Vehicle, store: GarageStore) throws {
        for energy in stored.energies where !edited.energies.contains(energy) {
            // Its fills: those that name it, and those of its kind that name none when the vehicle
            // keeps no energy of that kind to take them (charges of a car no longer said to charge).
            let unit: VolumeUnit = energy.measure == .electric ? .kilowattHours : .litres
            let orphansUnnamed = stored.energy(forUnit: unit) == energy && !edited.energies.contains { $0.measure == energy.measure }
            if try store.records.hasFill(vehicleID: stored.id, naming: energy)
                || (orphansUnnamed && store.records.hasUnnamedFill(vehicleID: stored.id, measure: energy.measure)) {
                throw GarageError.invalidFuelRecord(.energyHasFills(vehicle: stored.name, energy: energy, kept: edited.energies))
            }
        }
        for unit in [VolumeUnit.litres, .kilowattHours] {
            let before = stored.energy(forUnit: unit)
            guard edited.energy(forUnit: unit) != before, edited.energies.contains(before) else { continue }
            for var fill in try store.records.unnamedFills(vehicleID: stored.id, measure: unit.energy) {
                fill.fuelFill?.energy = before
                try store.records.update(fill)
            }
        }
    }

    /// Rewrites every distance stored for the vehicle in the new unit.
    private func convertDistances(
        of vehicleID: GarageID, from old: DistanceUnit, to new: DistanceUnit, store: GarageStore
    ) throws {
        let convert = { (value: Int) in old.convert(value, to: new) }
        let mark = { (mark: OdometerMark?) in mark.map { OdometerMark(value: convert($0.value), isCorrection: $0.isCorrection) } }
        for var entry in try store.records.odometerEntries(vehicleID: vehicleID) {
            entry.value = convert(entry.value)
            try store.records.update(entry)
        }
        for var expense in try store.records.expenses(vehicleID: vehicleID) where expense.odometer != nil {
            expense.odometer = mark(expense.odometer)
            try store.records.update(expense)
        }
        for var service in try store.plans.services(vehicleID: vehicleID) where service.odometer != nil {
            service.odometer = mark(service.odometer)
            try store.plans.update(service)
        }
        for var item in try store.plans.items(vehicleID: vehicleID) {
            item.intervalDistance = item.intervalDistance.map(convert)
            item.warningDistance = item.warningDistance.map(convert)
            item.firstDueOdometer = item.firstDueOdometer.map(convert)
            item.startOdometer = item.startOdometer.map(convert)
            if var postponement = item.postponement {
                postponement.dueOdometer = postponement.dueOdometer.map(convert)
                item.postponement = postponement
            }
            try store.plans.update(item)
        }
    }
}

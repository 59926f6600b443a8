import GarageRules
import GarageStorage
import WidgetContract

/// Edits a logged service: each given field replaces the stored one, checked as a new service is (its
/// odometer against its neighbours without itself). Its cost is its expense: a new cost updates it
/// (or adds one), `.some(nil)` removes it, and a new day moves it too. The item's postponement is
/// left as it is.
public struct EditService: LogbookChange {
    /// The service's id.
    public var id: String
    /// A new day.
    public var date: CalendarDay?
    /// A new odometer, or `.some(nil)` to clear it.
    public var odometer: OdometerMark??
    /// A new cost, or `.some(nil)` to remove it.
    public var cost: Money??
    /// A new note (empty clears it).
    public var note: String?

    /// An edit.
    public init(id: String, date: CalendarDay? = nil, odometer: OdometerMark?? = nil, cost: Money?? = nil, note: String? = nil) {
        self.id = id
        self.date = date
        self.odometer = odometer
        self.cost = cost
        self.note = note
    }

    public var label: String { "service edit" }

    public func apply(in context: ChangeContext) throws -> ServiceRecord {
        let store = context.store
        let (stored, vehicle) = try context.record(.service, id: id, store.plans.service, vehicleOf: \.vehicleID)
        var service = stored
        service.date = date ?? service.date
        service.note = note ?? service.note
        if let odometer { service.odometer = odometer }
        if let cost { service.cost = cost }
        // Its reading is checked against its neighbours when it moves (see `EditOdometerEntry`).
        let moved = service.odometer != stored.odometer || (service.odometer != nil && service.date != stored.date)
        let neighbours = try service.odometer.map { _ in
            moved
                ? try store.readings.neighbours(
                    vehicleID: vehicle.id, around: service.date, excluding: ReadingSourceID(source: .service, id: service.id))
                : ReadingNeighbours(previous: nil, next: nil)
        }
        var checked = try service.checked(vehicle: vehicle, today: try context.today(), neighbours: neighbours)
        try store.plans.update(checked)
        switch (stored.expenseID, checked.cost) {
        case (let expenseID?, nil):
            try store.records.deleteExpense(expenseID)
            checked.expenseID = nil
        case (let expenseID?, let cost?):
            guard var expense = try store.records.expense(id: expenseID) else { break }
            expense.amount = cost
            expense.date = checked.date
            try store.records.update(expense)
        case (nil, let cost?):
            let item = try store.plans.item(id: checked.itemID)
            let expense = Expense(
                id: context.ids.next(), vehicleID: vehicle.id, date: checked.date, amount: cost, category: .service,
                note: item?.name, serviceID: checked.id)
            try context.claim([expense.id])
            try store.records.insert(expense)
            checked.expenseID = expense.id
        case (nil, nil):
            break
        }
        return checked
    }
}

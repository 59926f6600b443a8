/// What the widgets and `status` show of a day, read from the facts the rules name.
///
/// A view of the logbook (``GarageStore/dashboards``) that owns the SQL of its aggregate; its writes run
/// inside the store's `write { }`, so that a change commits whole or not at all.
public struct DashboardQueries {
    /// The logbook it reads and writes.
    let store: GarageStore
}

extension GarageStore {
    /// What the widgets and `status` show of a day, read from the facts the rules name.
    public var dashboards: DashboardQueries { DashboardQueries(store: self) }
}

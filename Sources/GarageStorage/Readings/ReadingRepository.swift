/// Every odometer value, whatever recorded it (a reading, an expense, a service): the probes the rules name, windows, neighbours, and readings that contradict each other.
///
/// A view of the logbook (``GarageStore/readings``) that owns the SQL of its aggregate; its writes run
/// inside the store's `write { }`, so that a change commits whole or not at all.
public struct ReadingRepository {
    /// The logbook it reads and writes.
    let store: GarageStore
}

extension GarageStore {
    /// Every odometer value, whatever recorded it (a reading, an expense, a service).
    public var readings: ReadingRepository { ReadingRepository(store: self) }
}

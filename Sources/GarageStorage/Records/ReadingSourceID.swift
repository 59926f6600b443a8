import GarageRules

/// The record a reading comes from: its kind of record and its id.
public struct ReadingSourceID: Hashable, Sendable {
    /// Which kind of record.
    public var source: OdometerReading.Source
    /// The record's id.
    public var id: GarageID

    /// Names a record that carries a reading.
    public init(source: OdometerReading.Source, id: GarageID) {
        self.source = source
        self.id = id
    }
}

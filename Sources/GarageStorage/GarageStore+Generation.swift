/// The logbook's generation: how many write transactions it has committed (see `LogbookSchema.version5`).
///
/// What the widgets and Siri show is published from the logbook after each command, in another step
/// than the commit: a process killed between the two, or a publish that lost a race, leaves the
/// published snapshots behind the logbook. The generation says by how much, without comparing any
/// content: each snapshot carries the generation it was built from, and a snapshot whose generation
/// is the logbook's is up to date.
extension GarageStore {
    /// The generation of the logbook as this connection sees it now: inside a transaction, that
    /// transaction's; outside, the last committed one.
    public func generation() throws -> Int {
        try database.firstRow("SELECT generation FROM logbook_generation WHERE id = 1") { $0.int(0) } ?? 0
    }

    /// Advances the generation by one; `write(_:)` calls it last in every transaction it commits, so
    /// that no committed change leaves the generation where it was.
    func advanceGeneration() throws {
        try database.execute("UPDATE logbook_generation SET generation = generation + 1 WHERE id = 1")
    }
}

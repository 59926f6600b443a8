extension GarageStore {
    /// Forgets every converted spending sum the store remembers; the next spend read works them out
    /// again from the expenses. It changes nothing the logbook says: `glovebox doctor --repair`
    /// makes it when a remembered sum disagrees with its expenses, and the benchmark to measure a
    /// read with nothing remembered. Call it inside `write`.
    public func forgetConvertedMonths() throws {
        try requireWrite("forgetting converted spending")
        try database.execute("DELETE FROM spend_month_converted")
    }

    /// Remembers converted sums a query worked out: inside a write, in that write; inside a read,
    /// once the read has ended (`read` calls `rememberPendingConvertedMonths()`).
    func remember(_ memo: ConvertedMonthMemo) throws {
        if isWriting {
            try memo.store(into: database)
        } else if pendingConvertedMonths != nil {
            pendingConvertedMonths?.months += memo.months
        } else {
            pendingConvertedMonths = memo
        }
    }

    /// Stores what the read that just ended worked out, when it is still true: no other connection
    /// has committed since the read (its change may have made the sums stale after the triggers
    /// forgot the old ones) and the write lock is free now. Otherwise the sums are dropped and the
    /// next read works them out again; a failure to store them (a read-only or full disk) is no
    /// failure of the read, whose answer is already made.
    func rememberPendingConvertedMonths() {
        guard let memo = pendingConvertedMonths else { return }
        pendingConvertedMonths = nil
        _ = try? database.writeIfFree { database in
            guard try database.dataVersion() == memo.dataVersion else { return }
            try memo.store(into: database)
        }
    }
}

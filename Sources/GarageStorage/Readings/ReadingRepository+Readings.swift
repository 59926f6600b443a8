import GarageRules
import WidgetContract

extension ReadingRepository {
    /// The reading a rule's probe names, from at most one index lookup per table that carries
    /// readings: the same reading `probe.answer(in:)` finds in the whole history.
    ///
    /// With `excluding`, that record's own reading is left out: a record being edited or restored is
    /// checked against its neighbours, never against itself.
    public func reading(
        _ probe: ReadingProbe, vehicleID: GarageID, excluding excluded: ReadingSourceID? = nil
    ) throws -> OdometerReading? {
        switch probe {
        case .latest:
            return try edge(of: vehicleID, where: "", [], last: true, excluding: excluded)
        case .lastOnOrBefore(let day):
            return try edge(of: vehicleID, where: "day <= ?", [day.isoString], last: true, excluding: excluded)
        case .firstAfter(let day):
            return try edge(of: vehicleID, where: "day > ?", [day.isoString], last: false, excluding: excluded)
        case .firstOnOrAfter(let day):
            return try edge(of: vehicleID, where: "day >= ?", [day.isoString], last: false, excluding: excluded)
        case .seriesStart(let day):
            let corrections = try probeRows(ReadingProbeUnion.latestCorrectionSQL, [vehicleID.rawValue, day.isoString], vehicleID: vehicleID)
            if let correction = best(corrections, last: true) { return correction }
            return try edge(of: vehicleID, where: "", [], last: false).flatMap { $0.date <= day ? $0 : nil }
        }
    }

    /// The last (or first) reading in reading order among those whose day meets `dayTerm`, leaving
    /// out the `excluded` record's own reading.
    func edge(
        of vehicleID: GarageID, where dayTerm: String, _ arguments: [String], last: Bool,
        excluding excluded: ReadingSourceID? = nil
    ) throws -> OdometerReading? {
        let bound: [any DatabaseValueConvertible] = [vehicleID.rawValue] + arguments + (excluded.map { [$0.id.rawValue] } ?? [])
        let candidates = try probeRows(
            ReadingProbeUnion.sql(dayTerm: dayTerm, descending: last, excluding: excluded?.source), bound, vehicleID: vehicleID)
        return best(candidates, last: last)
    }

    /// The readings of a `ReadingProbeUnion` statement, at most one a table; a row that does not
    /// decode is left out (inside a read that skips damaged rows) as its table's probe alone would be.
    private func probeRows(_ sql: String, _ bound: [any DatabaseValueConvertible], vehicleID: GarageID) throws -> [OdometerReading] {
        try store.decodedRows(sql, bound) { row in
            try ReadingTable.all[row.int(ReadingProbeUnion.tableColumn)].reading(
                row, from: ReadingProbeUnion.readingOffset, vehicleID: vehicleID)
        }
    }

    /// Every reading of a vehicle dated in `days`, in reading order: one range scan per table.
    public func window(vehicleID: GarageID, in days: ClosedRange<CalendarDay>) throws -> [OdometerReading] {
        var result: [OdometerReading] = []
        for table in ReadingTable.all {
            result += try store.decodedRows(
                table.rangeSQL, [vehicleID.rawValue, days.lowerBound.isoString, days.upperBound.isoString]
            ) { try table.reading($0, vehicleID: vehicleID) }
        }
        return result.sorted { $0.precedes($1) }
    }

    /// The neighbours a reading of `vehicleID` dated `day` is checked against; an edited or restored
    /// record leaves its own reading out (`excluding`).
    public func neighbours(
        vehicleID: GarageID, around day: CalendarDay, excluding excluded: ReadingSourceID? = nil
    ) throws -> ReadingNeighbours {
        let probes = ReadingNeighbours.probes(around: day)
        return ReadingNeighbours(
            previous: try reading(probes.previous, vehicleID: vehicleID, excluding: excluded),
            next: try reading(probes.next, vehicleID: vehicleID, excluding: excluded))
    }

    /// What the forecast of `vehicleID` on `today` is computed from.
    public func forecastInputs(vehicleID: GarageID, today: CalendarDay) throws -> DistanceForecast.Inputs {
        try forecastInputs(vehicleID: vehicleID, today: today, latest: try reading(.latest, vehicleID: vehicleID))
    }

    /// The same, when the vehicle's latest reading was read already: the probes it decides
    /// (`ReadingProbe.answer(knowingLatest:)`; `last` whenever no reading is dated after today, the
    /// window's edges for a vehicle without a recent reading) cost no lookup.
    public func forecastInputs(
        vehicleID: GarageID, today: CalendarDay, latest: OdometerReading?
    ) throws -> DistanceForecast.Inputs {
        let probes = DistanceForecast.probes(today: today)
        return DistanceForecast.Inputs(
            windowFirst: try reading(probes.windowFirst, vehicleID: vehicleID, knowingLatest: latest),
            beforeWindow: try reading(probes.beforeWindow, vehicleID: vehicleID, knowingLatest: latest),
            last: try reading(probes.last, vehicleID: vehicleID, knowingLatest: latest),
            seriesStart: try reading(probes.seriesStart, vehicleID: vehicleID, knowingLatest: latest))
    }

    /// The reading `probe` names, without a lookup where the vehicle's `latest` reading decides it.
    func reading(_ probe: ReadingProbe, vehicleID: GarageID, knowingLatest latest: OdometerReading?) throws -> OdometerReading? {
        switch probe.answer(knowingLatest: latest) {
        case .decided(let reading): reading
        case .needsLookup: try reading(probe, vehicleID: vehicleID)
        }
    }

    /// The last (or first) of the tables' candidates in reading order.
    func best(_ candidates: [OdometerReading], last: Bool) -> OdometerReading? {
        last ? candidates.max { $0.precedes($1) } : candidates.min { $0.precedes($1) }
    }
}

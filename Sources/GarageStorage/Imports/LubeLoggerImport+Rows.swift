import Foundation
import GarageRules
import WidgetContract

extension LubeLoggerImport {
    /// One row of the export as an import sees it: where it is, what it says, and what its record's
    /// note and odometer are made of.
    struct Row: Sendable {
        /// Its kind.
        let kind: Kind
        /// The file it is in.
        let file: String
        /// Its place among the export's rows in record order (fill-ups, services, taxes, readings).
        let position: Int
        /// The line it starts on.
        let line: Int
        /// The column of its day's cell (0 when not known).
        let dayColumn: Int
        /// Its day.
        let day: CalendarDay
        /// Its odometer value, as the file says it (in the export's unit).
        let odometer: Int?
        /// The text its record's note is made of, as the file says it: a service's or tax's
        /// description, then its note.
        let text: String?
        /// The fingerprint of what it says (see `RowFingerprint`), when it was asked for.
        let fingerprint: Int64
        /// A fill-up's fingerprint as the other fill-up reader makes it (see `otherFingerprint(of:)`),
        /// when fingerprints were asked for: a second key the row may have been stored under.
        var otherFingerprint: Int64? = nil

        /// Where it is.
        var location: Location { Location(file: file, line: line) }
    }

    /// Hands each row of the export, in record order (fill-ups, services, taxes, then odometer
    /// records), one at a time so that an import never holds a second copy of the whole file.
    ///
    /// A row's fingerprint covers what its record keeps of it, as the file says it: the kind, the
    /// day, the odometer (in the export's unit), the quantity, the cost's amount, and the
    /// description and note. The columns a record does not keep (LubeLogger's tags, fuel economy,
    /// initial odometer) are left out, so a later export that differs only there repeats the row; the
    /// currency and units are left out too, so importing again with another `--currency`, `--unit` or
    /// `--volume-unit` never doubles a row (the row's source and meaning, `rowSources` and
    /// `rowMeanings`, then have the import refused with both meanings rather than pass in silence). A fill-up also carries the print the fuel apps' reader
    /// gives it (see `otherFingerprint(of:)`), so that `import csv` of the same file finds it. The fill-to-full and missed flags are kept (as the fuel record's
    /// `FuelFill`) but stay out of the print, as they were before fuel records had them: an export
    /// imported by an older build is still recognised row for row, and a flag corrected in LubeLogger
    /// later repeats the row rather than doubling it.
    ///
    /// Without `fingerprints`, rows come with a fingerprint of 0: a plan computes them once, and the
    /// records it adds take theirs from its decisions.
    ///
    /// Only for an import whose `export` holds its rows: one read from `files` walks them with
    /// `forEachBatchOfRows(otherPrints:_:)`.
    func forEachRow(fingerprints: Bool = true, _ body: (Row) throws -> Void) rethrows {
        precondition(files == nil, "the rows are in the files: walk them in batches")
        try forEachRow(in: export, before: .zero, fingerprints: fingerprints) { row, _ in try body(row) }
    }

    /// Hands the rows of the export as `forEachRow(fingerprints:_:)` makes them, in record order, at
    /// most a batch of `files` at a time (`LubeLoggerDirectory.batchSize`; as many for an export held
    /// whole, which `forEachBatch` hands as one batch). Without `otherPrints`, fill-ups come without
    /// the other reader's print and rows without their source (`RowSource`): a plan that probes no
    /// imported rows reads neither, and both cost a walk of every cell of every row.
    func forEachBatchOfRows(otherPrints: Bool = true, _ body: ([Row]) throws -> Void) throws {
        let size = files?.batchSize ?? LubeLoggerDirectory.defaultBatchSize
        var rows: [Row] = []
        try forEachBatch(sources: otherPrints) { batch, before in
            try forEachRow(in: batch, before: before, otherPrints: otherPrints) { row, _ in
                rows.append(row)
                if rows.count == size {
                    try body(rows)
                    rows.removeAll(keepingCapacity: true)
                }
            }
        }
        if !rows.isEmpty { try body(rows) }
    }

    /// Hands each row of `batch` (a batch of `forEachBatch`, after `before` rows of each kind) as
    /// `forEachRow(fingerprints:_:)` does, with its index in its kind's rows of the batch; a fill-up's
    /// other print only with `otherPrints` (see `forEachBatchOfRows(otherPrints:_:)`).
    func forEachRow(
        in batch: LubeLoggerExport, before: Counts, fingerprints: Bool = true, otherPrints: Bool = true,
        _ body: (Row, Int) throws -> Void
    ) rethrows {
        let total = counts
        var position = before.fuel
        func next() -> Int {
            defer { position += 1 }
            return position
        }
        for (index, fuel) in batch.fuel.enumerated() {
            try body(Row(
                kind: .fuel, file: file(of: .fuel), position: next(), line: fuel.line, dayColumn: fuel.dayColumn, day: fuel.day,
                odometer: fuel.odometer, text: fuel.note,
                fingerprint: fingerprints ? fuel.fingerprint ?? Self.lubeLoggerFingerprint(of: fuel) : 0,
                otherFingerprint: fingerprints && otherPrints ? Self.otherFingerprint(of: fuel) : nil), index)
        }
        position = total.fuel + before.service
        for (index, service) in batch.services.enumerated() {
            let text = Self.joined(service.description, service.note)
            var print = RowFingerprint("lubelogger.service")
            if fingerprints {
                print.combine(service.day.isoString)
                print.combine(service.odometer)
                print.combine(Self.amount(service.cost))
                print.combine(text)
            }
            try body(Row(
                kind: .service, file: file(of: .service), position: next(), line: service.line, dayColumn: service.dayColumn, day: service.day,
                odometer: service.odometer, text: text, fingerprint: fingerprints ? service.fingerprint ?? print.value : 0), index)
        }
        position = total.fuel + total.service + before.tax
        for (index, tax) in batch.taxes.enumerated() {
            let text = Self.joined(tax.description, tax.note)
            var print = RowFingerprint("lubelogger.tax")
            if fingerprints {
                print.combine(tax.day.isoString)
                print.combine(Self.amount(tax.cost))
                print.combine(text)
            }
            try body(Row(
                kind: .tax, file: file(of: .tax), position: next(), line: tax.line, dayColumn: tax.dayColumn, day: tax.day, odometer: nil,
                text: text, fingerprint: fingerprints ? tax.fingerprint ?? print.value : 0), index)
        }
        position = total.fuel + total.service + total.tax + before.odometer
        for (index, reading) in batch.readings.enumerated() {
            var print = RowFingerprint("lubelogger.odometer")
            if fingerprints {
                print.combine(reading.day.isoString)
                print.combine(reading.odometer)
                print.combine(reading.note)
            }
            try body(Row(
                kind: .odometer, file: file(of: .odometer), position: next(), line: reading.line, dayColumn: reading.dayColumn, day: reading.day,
                odometer: reading.odometer, text: reading.note, fingerprint: fingerprints ? print.value : 0), index)
        }
    }

    /// Hands the export's rows in batches, in record order, with how many rows of each kind came
    /// before each batch: the export itself as one batch, or the directory's files read again
    /// (`LubeLoggerDirectory.forEachBatch`), so that only a batch is held. Without `sources`, the
    /// directory's rows come without their `RowSource` (see `LubeLoggerDirectory.forEachBatch`).
    public func forEachBatch(sources: Bool = true, _ body: (LubeLoggerExport, Counts) throws -> Void) throws {
        if let files { return try files.forEachBatch(sources: sources, body) }
        try body(export, .zero)
    }

    /// Hands the record of each row `plan` adds, in record order, with new ids, converted distances,
    /// cleaned notes and the plan's corrections, with the row's decision.
    public func forEachRecord(
        vehicleID: GarageID, ids: IdentifierSource, plan: Plan, _ body: (Record, Plan.Decision) throws -> Void
    ) rethrows {
        precondition(files == nil, "the rows are in the files: walk them in batches")
        try forEachRecord(in: export, before: .zero, vehicleID: vehicleID, ids: ids, plan: plan, body)
    }

    /// Hands the record of each row of `batch` (see `forEachBatch`) that `plan` adds, as
    /// `forEachRecord(vehicleID:ids:plan:_:)` does.
    public func forEachRecord(
        in batch: LubeLoggerExport, before: Counts, vehicleID: GarageID, ids: IdentifierSource, plan: Plan,
        _ body: (Record, Plan.Decision) throws -> Void
    ) rethrows {
        try forEachRow(in: batch, before: before, fingerprints: false) { row, index in
            let decision = plan.decisions[row.position]
            guard decision.adds else { return }
            let note = Self.cleanNote(row.text).note
            let odometer = row.odometer.map { OdometerMark(value: distance($0), isCorrection: decision.isCorrection) }
            let record: Record
            switch row.kind {
            case .fuel:
                let fuel = batch.fuel[index]
                record = .expense(Expense(
                    id: ids.next(), vehicleID: vehicleID, date: fuel.day, amount: fuel.cost, category: .fuel, note: note,
                    odometer: odometer, fuelQuantity: fuel.quantity, fuelFill: fuelFill(fuel)))
            case .service:
                let service = batch.services[index]
                record = .expense(Expense(
                    id: ids.next(), vehicleID: vehicleID, date: service.day, amount: service.cost, category: .service,
                    note: note, odometer: odometer))
            case .tax:
                let tax = batch.taxes[index]
                record = .expense(Expense(
                    id: ids.next(), vehicleID: vehicleID, date: tax.day, amount: tax.cost, category: tax.category, note: note))
            case .odometer:
                // Safe: an odometer record always has its value.
                let mark = odometer!
                record = .entry(OdometerEntry(
                    id: ids.next(), vehicleID: vehicleID, date: row.day, value: mark.value,
                    isCorrection: mark.isCorrection, note: note))
            }
            try body(record, decision)
        }
    }

    /// A fill-up's unit and flags: `IsFillToFull` and `MissedFuelUp` as the file says them; the volume
    /// in the unit the file says, else (LubeLogger's export does not say) in the unit the user said,
    /// else in the unit its own distance unit goes with by default (US gallons with miles, litres with
    /// kilometres: its `FuelEconomy` column is mpg or L/100 km to match). LubeLogger's "UK MPG" mode
    /// counts miles with litres, which only the user can tell.
    func fuelFill(_ fuel: LubeLoggerExport.Fuel) -> FuelFill {
        FuelFill(
            unit: fuel.volumeUnit ?? volumeUnit ?? FuelFill.legacy(for: exportUnit).unit, isFull: fuel.isFillToFull,
            missedPrevious: fuel.missedFuelUp, energy: fuel.energy, costUnknown: fuel.costUnknown)
    }

    /// The file a row of `kind` is in: the export's one file, or the kind's own.
    func file(of kind: Kind) -> String {
        export.sourceFile ?? kind.fileName
    }

    /// A note as the logbook keeps it: without the characters the text rules forbid (line breaks and
    /// tabs become spaces), trimmed, `nil` when nothing is left, and cut to the note's length;
    /// whether anything was removed, and whether it was cut.
    ///
    /// What it keeps is a note `TextRule.note` keeps as it is, so that the note a restore reads back
    /// from an export is the one stored: trimmed as `checked` trims (spaces and every line break,
    /// U+2028 and U+2029 included, which are no control characters and so survive `stripped`).
    static func cleanNote(_ text: String?) -> (note: String?, cleaned: Bool, shortened: Bool) {
        guard let text else { return (nil, false, false) }
        let (stripped, removed) = TextRule.stripped(text)
        let trimmed = stripped.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return (nil, removed > 0, false) }
        let limit = TextRule.note.maximumLength
        guard trimmed.count > limit else { return (trimmed, removed > 0, false) }
        return (String(trimmed.prefix(limit)).trimmingCharacters(in: .whitespacesAndNewlines), removed > 0, true)
    }

    /// A description and a note as one note: `Oil Change: 5W-30`.
    static func joined(_ description: String, _ note: String?) -> String {
        [description, note].compactMap { $0 }.joined(separator: ": ")
    }

    /// A cost's amount as plain text whatever the currency's minor unit: `16.24`, `21.6`.
    static func amount(_ cost: Money) -> String {
        DecimalText.canonical(cost.amountText) ?? cost.amountText
    }
}

import Foundation
import GarageRules

/// A LubeLogger export directory checked by `LubeLoggerParser.scan(directory:)`, whose rows stay in
/// their files and are read again, in batches, each time an import walks them: what an import holds
/// of the export is a batch, never the file.
///
/// ```swift
/// let files = try LubeLoggerParser().scan(directory: url)
/// try files.forEachBatch { batch, before in print(before.fuel, batch.fuel.count) }
/// ```
public struct LubeLoggerDirectory: Sendable {
    /// The rows a batch holds at most, unless said otherwise: enough that a batch's statements run
    /// back to back, few enough that its memory is small beside the process's.
    public static let defaultBatchSize = 2048

    /// What the export says besides its rows: the vehicle, its reminders, the costs' currency and
    /// sign (its row arrays are empty).
    public let header: LubeLoggerExport
    /// How many rows of each kind the files hold.
    public let counts: LubeLoggerImport.Counts
    let files: [String: ImportFile]
    /// Each record file's size and modification time when it was scanned: a file that differs when
    /// it is read again changed in between, and the plan made from one reading would not fit the
    /// rows of the next (a count that differs is caught as it is read).
    let stamps: [String: FileStamp]
    let reading: LubeLoggerRowReading
    let decimalSeparator: FuelAppDecimalSeparator?
    let dayOrder: FuelAppDayOrder?
    /// The rows a batch holds at most (tests make it small, so that a kind's rows span batches).
    public var batchSize = defaultBatchSize

    /// Hands the export's rows to `body` in record order (fill-ups, services, taxes, then odometer
    /// records), at most `batchSize` at a time, each batch holding rows of one kind, with how many rows
    /// of each kind came before it.
    ///
    /// A cell that cannot be read is refused as `LubeLoggerParser.parse(directory:)` refuses it: that
    /// parser reads odometer records before taxes, so a fault in a tax record is named only once the
    /// odometer records are found without one. A file whose rows are no longer those the scan
    /// counted is refused: it changed while it was imported.
    ///
    /// Without `sources`, the rows come without their `RowSource`: its print walks every cell of the
    /// row, and a walk that never compares meanings or remembers sources (the plan's) has no use for it.
    public func forEachBatch(
        sources withSources: Bool = true, _ body: (LubeLoggerExport, LubeLoggerImport.Counts) throws -> Void
    ) throws {
        let size = batchSize
        precondition(size > 0, "a batch holds at least one row")
        var before = LubeLoggerImport.Counts.zero
        for kind in [LubeLoggerImport.Kind.fuel, .service, .tax, .odometer] {
            guard let table = try table(of: kind) else { continue }
            var sources: [Int64: Int]? = withSources ? [:] : nil
            var batch = LubeLoggerExport()
            var inBatch = 0
            while true {
                let row: LubeLoggerRow?
                do throws(ImportError) {
                    row = try table.next()
                    if let row { try append(row, of: kind, sources: &sources, to: &batch) }
                } catch {
                    if kind == .tax { try check(.odometer) }
                    throw error
                }
                if row != nil {
                    inBatch += 1
                    // Checked before the batch is handed: a reader numbers rows by the scan's counts.
                    guard before.count(of: kind) + inBatch <= counts.count(of: kind) else { throw changed(kind) }
                }
                if inBatch == size || (row == nil && inBatch > 0) {
                    try body(batch, before)
                    for _ in 0..<inBatch { before.add(kind) }
                    batch = LubeLoggerExport()
                    inBatch = 0
                }
                if row == nil { break }
            }
            guard before.count(of: kind) == counts.count(of: kind), Self.stamp(of: files[kind.fileName]) == stamps[kind.fileName]
            else { throw changed(kind) }
        }
    }

    /// A file's size and modification time.
    struct FileStamp: Equatable {
        let size: Int
        let modified: Date?
    }

    /// The stamp of `file` as it is now (`nil` when there is no file or it cannot be read).
    static func stamp(of file: ImportFile?) -> FileStamp? {
        guard let file, let attributes = try? FileManager.default.attributesOfItem(atPath: file.url.path),
              let size = (attributes[.size] as? NSNumber)?.intValue
        else { return nil }
        return FileStamp(size: size, modified: attributes[.modificationDate] as? Date)
    }

    /// The reader of `kind`'s file, `nil` when the export has none.
    private func table(of kind: LubeLoggerImport.Kind) throws(ImportError) -> LubeLoggerTableReader? {
        guard let file = files[kind.fileName] else { return nil }
        guard Self.stamp(of: file) == stamps[kind.fileName] else { throw changed(kind) }
        return try LubeLoggerTableReader(
            file: file, required: reading.required(kind.fileName), decimalSeparator: decimalSeparator, dayOrder: dayOrder)
    }

    /// Reads `row` as a record of `kind` into `batch`, numbering it among the file's identical rows
    /// (`sources`; `nil` leaves the row without its source).
    private func append(
        _ row: LubeLoggerRow, of kind: LubeLoggerImport.Kind, sources: inout [Int64: Int]?, to batch: inout LubeLoggerExport
    ) throws(ImportError) {
        var source: RowSource?
        if sources != nil {
            let print = RowSourcePrint.of(row.record)
            let occurrence = sources![print, default: 0] + 1
            sources![print] = occurrence
            source = RowSource(print: print, occurrence: occurrence)
        }
        switch kind {
        case .fuel: batch.fuel.append(try reading.fuel(row, source: source))
        case .service: batch.services.append(try reading.service(row, source: source))
        case .tax: batch.taxes.append(try reading.tax(row, source: source))
        case .odometer: batch.readings.append(try reading.reading(row, source: source))
        }
    }

    /// Reads every row of `kind`'s file, throwing its first fault.
    private func check(_ kind: LubeLoggerImport.Kind) throws(ImportError) {
        guard let table = try table(of: kind) else { return }
        var sources: [Int64: Int]? = [:]
        while let row = try table.next() {
            var batch = LubeLoggerExport()
            try append(row, of: kind, sources: &sources, to: &batch)
        }
    }

    /// The refusal of a file whose rows changed since the scan.
    private func changed(_ kind: LubeLoggerImport.Kind) -> ImportError {
        ImportError(file: kind.fileName, line: 0, column: 0, problem: .lubeLoggerFileChanged)
    }
}

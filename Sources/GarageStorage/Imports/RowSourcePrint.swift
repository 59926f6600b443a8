/// A print of one row of a file as written: its cells' text, trimmed, in order.
///
/// Unlike a row's fingerprint (`RowFingerprint` over the values an import read), it does not depend
/// on how the row is read: the same line of `gasrecords.csv` has the same source print under
/// `import lubelogger` and `import csv`, under `--day-order day-first` and `month-first`. So a later
/// import can find what an earlier one made of the row, and compare meanings (`imported_source`).
public enum RowSourcePrint {
    /// The print of `record`'s cells.
    public static func of(_ record: CSVRecord) -> Int64 {
        var print = RowFingerprint("source.row")
        // Cells past the last one with text are left out: a spreadsheet that pads a row with empty
        // cells writes the same row.
        let cells = record.fields.map(\.value.trimmingSpaces)
        let kept = (cells.lastIndex { !$0.isEmpty }).map { $0 + 1 } ?? 0
        for cell in cells.prefix(kept) { print.combine(cell) }
        return print.value
    }

    /// Numbers the rows of one file that share a print, from 1, in file order (two identical lines are
    /// two rows): `prints` in file order, the occurrences in the same order.
    public static func occurrences(of prints: [Int64]) -> [Int] {
        var seen: [Int64: Int] = [:]
        return prints.map { print in
            seen[print, default: 0] += 1
            return seen[print]!
        }
    }
}

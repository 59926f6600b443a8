/// The export document: everything the logbook holds for one account — the account, its
/// preferences, every vehicle (licence plate included: the file is the user's own, written with
/// mode 0600 like the logbook), every reading, expense, maintenance item with its postponement,
/// service and deadline, what imports remember of the rows they stored (so that importing the same
/// file again adds nothing), and the exchange rates the logbook holds — as one JSON object.
///
/// `glovebox export` writes it with ``ExportJSONWriter``, streaming rows from the logbook; `glovebox
/// restore` reads it back with ``ExportContents/read(file:today:)``, which checks the whole document before
/// anything is written. Its JSON Schema is `Schemas/export-v1.schema.json`.
///
/// ## Version policy
///
/// ``currentVersion`` is bumped when an old reader could misread a new file: a field is removed
/// or renamed, a field becomes required, a field's type or format changes, a value's meaning
/// changes (for example the unit of `value` or what `perEuro` is relative to), or a new rule is
/// added that old files would break. Adding an optional field that readers may ignore does not
/// bump it. A reader refuses every version it does not know — newer or older — and names both.
///
/// `preferences.locale` may be `null` (no locale chosen: the restoring machine's language) since an
/// unset locale became the system's. Version 1 always allowed `null` there and earlier writers never
/// wrote it (they wrote `en-US` for an unset locale, which still restores `en-US`), so no file that
/// existed changes meaning and the version stays 1: an earlier reader given a `null` restores English,
/// what it took an unset locale to be, and loses no record.
///
/// ## Bytes
///
/// The same logbook always gives the same bytes, so that export → restore → export is
/// byte-identical: keys are sorted in every object; each record is one line; money, fuel
/// quantities and rates are exact decimal strings (`"12.50"`, `"1.0856"`), never JSON numbers;
/// days are `YYYY-MM-DD`; nothing records when the file was written. Records come grouped by
/// vehicle, in the order the vehicles were added, and within a vehicle by day, then id
/// (maintenance items in the order they were added; deadlines by due day, then id); rates by
/// currency, then day; imported rows by vehicle, then fingerprint, then occurrence. Every field is
/// written, `null` when it has no value; a reader takes an absent optional field as `null`, but
/// every top-level field is required, so that a document that lost a whole section is refused
/// rather than restored without it. One record per line is how it is written, not what a reader
/// may rely on: any JSON layout of the same document restores the same records.
public enum LogbookExport {
    /// The value of the `kind` field.
    public static let kind = "glovebox.export"
    /// The version this code writes and the only one it reads.
    public static let currentVersion = 1

    /// The document's top-level fields; the writer writes them in sorted order.
    enum Field: String, CaseIterable, CodingKey {
        case kind, version, account, preferences, vehicles, odometerEntries, expenses, maintenanceItems, services,
             deadlines, exchangeRates, damaged, importedRows

        /// Every field, in the order their keys sort.
        static let sorted = allCases.sorted { $0.rawValue < $1.rawValue }
    }
}

/// One value of an exported record, as the JSON and CSV writers write it.
enum ExportValue: Equatable {
    /// No value: JSON `null`, an empty CSV cell.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number.
    case integer(Int64)
    /// Text (exact decimals too).
    case string(String)
    /// A nested object: its fields in the order they are declared.
    case object([ExportField])

    /// An optional text.
    static func text(_ value: String?) -> ExportValue { value.map { .string($0) } ?? .null }
    /// An optional whole number.
    static func number(_ value: Int?) -> ExportValue { value.map { .integer(Int64($0)) } ?? .null }
}

/// A field of an exported record: its key and value.
struct ExportField: Equatable {
    /// The key, such as `vehicleId`.
    let key: String
    /// The value.
    let value: ExportValue

    init(_ key: some CodingKey, _ value: ExportValue) {
        self.key = key.stringValue
        self.value = value
    }

    init(key: String, value: ExportValue) {
        self.key = key
        self.value = value
    }
}

/// A kind of row of the export that is not a record (a rate, an imported row, a damaged row; records
/// are written by their descriptors, ``RecordExport``), as both writers write it: its fields in the
/// order a spreadsheet shows them (the JSON writer sorts them), and the CSV file's columns (nested
/// fields as `parent.child`).
protocol ExportedTableRow {
    /// The CSV columns, in order.
    static var columns: [String] { get }
    /// The record's fields.
    var fields: [ExportField] { get }
}

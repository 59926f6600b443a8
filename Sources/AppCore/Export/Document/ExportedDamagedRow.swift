import GarageStorage

/// A row that did not decode, as it is stored: its table, id, why, and its columns by name (text
/// as a string, an integer as a number, `null`; a float as `{"real": "…"}`, bytes as `{"blob":
/// "<hex>"}`). A restore does not restore it; it says how many it left out.
struct ExportedDamagedRow: ExportedTableRow {
    enum CodingKeys: String, CodingKey { case table, id, reason, columns }

    var table: String
    var id: String
    var reason: String
    /// The stored columns, for writing (a reader keeps only the row's place, `table` and `id`).
    var stored: [ExportField] = []

    init(_ row: DamagedStoredRow) {
        table = row.table
        id = row.id
        reason = row.reason
        stored = row.columns.map { ExportField(key: $0.name, value: Self.value($0.value)) }
    }

    static let columns = ["table", "id", "reason", "columns"]

    var fields: [ExportField] {
        [.init(CodingKeys.table, .string(table)), .init(CodingKeys.id, .string(id)),
         .init(CodingKeys.reason, .string(reason)), .init(CodingKeys.columns, .object(stored))]
    }

    private static func value(_ value: DamagedStoredRow.Value) -> ExportValue {
        switch value {
        case .null: .null
        case .integer(let number): .integer(number)
        case .text(let text): .string(text)
        case .real(let number): .object([ExportField(key: "real", value: .string("\(number)"))])
        case .blob(let bytes):
            .object([ExportField(key: "blob", value: .string(bytes.map { byte in
                let digits = String(byte, radix: 16)
                return byte < 16 ? "0" + digits : digits
            }.joined()))])
        }
    }
}

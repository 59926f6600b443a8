/// Where each `LubeLoggerColumn` is in a file's rows, resolved once from the header's columns by
/// name: the rows of a file all share it, and each cell they read is then one switch and one
/// array index away (finding the cells by name was ~30 string hashes a row; issue 24).
///
/// A dictionary literal builds it as the header's columns would (tests name a row's few cells so).
struct LubeLoggerColumns: ExpressibleByDictionaryLiteral {
    // One stored index per column, -1 for a column the file does not have: a tuple-like struct of
    // plain integers, so that copying it into every row is a copy of words, never a retain.
    private var date = -1, odometer = -1, fuelconsumed = -1, cost = -1
    private var isfilltofull = -1, missedfuelup = -1, notes = -1, description = -1

    /// No column at all (a table before its header is read).
    init() {}

    /// The indexes of `byName` (lowercased header names to field indexes) for the columns read.
    init(_ byName: [String: Int]) {
        for column in LubeLoggerColumn.allCases {
            if let index = byName[column.rawValue] { self[column] = index }
        }
    }

    init(dictionaryLiteral elements: (String, Int)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { first, _ in first }))
    }

    /// The index of `column`'s cells, `nil` when the file has no such column.
    subscript(column: LubeLoggerColumn) -> Int? {
        get {
            let index = switch column {
            case .date: date
            case .odometer: odometer
            case .fuelconsumed: fuelconsumed
            case .cost: cost
            case .isfilltofull: isfilltofull
            case .missedfuelup: missedfuelup
            case .notes: notes
            case .description: description
            }
            return index < 0 ? nil : index
        }
        set {
            let index = newValue ?? -1
            switch column {
            case .date: date = index
            case .odometer: odometer = index
            case .fuelconsumed: fuelconsumed = index
            case .cost: cost = index
            case .isfilltofull: isfilltofull = index
            case .missedfuelup: missedfuelup = index
            case .notes: notes = index
            case .description: description = index
            }
        }
    }
}

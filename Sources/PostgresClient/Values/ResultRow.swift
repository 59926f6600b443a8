/// One row of a ``QueryResult``: its values in PostgreSQL's text format, with typed readers.
public struct ResultRow: Sendable, Equatable {
    /// The values, `nil` for `NULL`.
    public let values: [String?]
    private let columns: [String]

    /// Creates a row of `values` under `columns`.
    public init(values: [String?], columns: [String]) {
        self.values = values
        self.columns = columns
    }

    /// The value at `index` (`nil` for `NULL`); an index past the last column is a programmer error.
    public subscript(index: Int) -> String? {
        values[index]
    }

    /// The value of the column named `name`; a name the result does not have is a programmer error.
    public subscript(name: String) -> String? {
        guard let index = columns.firstIndex(of: name) else {
            preconditionFailure("the result has no column '\(name)' (it has \(columns))")
        }
        return values[index]
    }

    /// The value at `index` as an integer, `nil` for `NULL` or text that is not one.
    public func int(_ index: Int) -> Int? {
        values[index].flatMap { Int($0) }
    }

    /// The value at `index` as a `boolean` (`t` or `f` in the text format), `nil` for `NULL`.
    public func bool(_ index: Int) -> Bool? {
        switch values[index] {
        case "t": true
        case "f": false
        default: nil
        }
    }
}

/// A value bound to a statement parameter or read from a result column.
///
/// Only the storage classes the logbook uses: money and rates are decimal text, never `REAL`.
public enum DatabaseValue: Equatable, Sendable {
    /// SQL `NULL`.
    case null
    /// A 64-bit integer.
    case integer(Int64)
    /// UTF-8 text.
    case text(String)
}

/// Which row of a file a record came from, as written (see `RowSourcePrint`): the print of its cells
/// and which of the file's identical rows it is.
public struct RowSource: Hashable, Sendable {
    /// The print of the row's cells.
    public var print: Int64
    /// Which of the file's rows with this print it is, from 1.
    public var occurrence: Int

    /// Names a row.
    public init(print: Int64, occurrence: Int) {
        self.print = print
        self.occurrence = occurrence
    }
}

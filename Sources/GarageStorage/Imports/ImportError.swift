/// An import file refused because of what it holds, naming the file, line and column at fault.
public struct ImportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file's name.
    public let file: String
    /// The line, from 1 (0 when the fault is the file as a whole).
    public let line: Int
    /// The column, from 1 (0 when the fault is a whole line or file).
    public let column: Int
    /// What is wrong, lowercase, naming the bad value.
    public let reason: String

    /// Creates an error from its parts.
    public init(file: String, line: Int, column: Int, reason: String) {
        self.file = file
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// An error located at a field.
    public init(file: String, field: CSVField, reason: String) {
        self.init(file: file, line: field.line, column: field.column, reason: reason)
    }

    /// The file, line, column and reason.
    public var description: String {
        switch (line, column) {
        case (0, _): "\(file): \(reason)"
        case (_, 0): "\(file):\(line): \(reason)"
        default: "\(file):\(line):\(column): \(reason)"
        }
    }
}

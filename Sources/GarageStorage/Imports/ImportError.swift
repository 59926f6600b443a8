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
    /// What is wrong, for the faults every format shares (its English is ``reason``); `nil` for the rest.
    public let problem: ImportProblem?

    /// Creates an error from its parts.
    public init(file: String, line: Int, column: Int, reason: String) {
        self.file = file
        self.line = line
        self.column = column
        self.reason = reason
        problem = nil
    }

    /// An error of a fault every format shares.
    public init(file: String, line: Int, column: Int, problem: ImportProblem) {
        self.file = file
        self.line = line
        self.column = column
        reason = problem.description
        self.problem = problem
    }

    /// An error located at a field.
    public init(file: String, field: CSVField, reason: String) {
        self.init(file: file, line: field.line, column: field.column, reason: reason)
    }

    /// An error of a fault every format shares, located at a field.
    public init(file: String, field: CSVField, problem: ImportProblem) {
        self.init(file: file, line: field.line, column: field.column, problem: problem)
    }

    /// Equal when they say the same at the same place: ``problem`` only says how another language words
    /// ``reason``, so an error built from a parser's text equals the one it throws.
    public static func == (lhs: ImportError, rhs: ImportError) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.reason) == (rhs.file, rhs.line, rhs.column, rhs.reason)
    }

    /// The file, line, column and reason.
    public var description: String {
        location + reason
    }

    /// `file:line:column: `, with no line or column where the fault is a whole file or line.
    public var location: String {
        switch (line, column) {
        case (0, _): "\(file): "
        case (_, 0): "\(file):\(line): "
        default: "\(file):\(line):\(column): "
        }
    }
}

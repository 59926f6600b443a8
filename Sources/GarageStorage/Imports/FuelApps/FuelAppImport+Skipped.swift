extension FuelAppImport {
    /// A row that was read and understood but is not a record Glovebox keeps, so that an import can
    /// say what it left out instead of dropping it in silence.
    public struct Skipped: Equatable, Sendable {
        /// The line of the file the row starts on.
        public var line: Int
        /// Why it is left out, lowercase: "a cost template, not a payment".
        public var reason: String

        /// Names a skipped row.
        public init(line: Int, reason: String) {
            self.line = line
            self.reason = reason
        }
    }
}

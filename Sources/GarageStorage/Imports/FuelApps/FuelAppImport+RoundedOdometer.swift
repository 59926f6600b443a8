extension FuelAppImport {
    /// An odometer value the file writes with a fraction, and the whole value stored for it.
    ///
    /// The logbook keeps odometers in whole units of the vehicle (what every odometer shows), so
    /// `53288.5` is stored as 53,289, rounded half up; the import lists each such value with its
    /// cell rather than rounding in silence.
    public struct RoundedOdometer: Equatable, Sendable {
        /// The line of its cell.
        public var line: Int
        /// The column of its cell, from 1.
        public var column: Int
        /// The value as the file writes it.
        public var written: String
        /// The whole value stored.
        public var stored: Int

        /// Names a rounded value.
        public init(line: Int, column: Int, written: String, stored: Int) {
            self.line = line
            self.column = column
            self.written = written
            self.stored = stored
        }
    }
}

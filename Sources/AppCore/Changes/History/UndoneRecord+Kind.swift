extension UndoneRecord {
    /// The kinds of record that carry a reading, as a person names them: an expense with fuel is a
    /// fill-up, and no kind is named by the table it is stored in.
    public enum Kind: Hashable, Sendable, CaseIterable {
        /// A reading logged on its own.
        case odometerReading
        /// An expense that is not a fill-up.
        case expense
        /// An expense with a fuel quantity.
        case fillUp
        /// A logged service.
        case service

        /// The English words.
        public var word: String {
            switch self {
            case .odometerReading: "odometer reading"
            case .expense: "expense"
            case .fillUp: "fill-up"
            case .service: "service"
            }
        }
    }
}

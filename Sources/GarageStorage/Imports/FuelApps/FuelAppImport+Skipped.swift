extension FuelAppImport {
    /// A row that was read and understood but is not a record Glovebox keeps, so that an import can
    /// say what it left out instead of dropping it in silence.
    public struct Skipped: Equatable, Sendable {
        /// Why a row is left out, for a front end to say in its language; ``reason`` is the English.
        public enum Why: Hashable, Sendable {
            /// Fuelio's cost template: a plan, not a payment.
            case costTemplate
            /// Fuelio's income row.
            case income
            /// Fuelio's cost without an amount: a reminder.
            case reminderWithoutAmount
            /// Drivvo's row without an amount.
            case noAmount
            /// aCar's event without a cost.
            case eventWithoutCost
            /// A fill-up of Fuelio's second tank, with no --second-tank to say what it holds.
            case secondTankNotSaid
            /// A fill-up of a tank Fuelio does not have (its number as written).
            case unknownTank(String)

            /// The English words, lowercase.
            public var description: String {
                switch self {
                case .costTemplate: "a cost template, not a payment"
                case .income: "an income, not a cost"
                case .reminderWithoutAmount: "no amount (a reminder, not a payment)"
                case .noAmount: "no amount"
                case .eventWithoutCost: "an event with no cost"
                case .secondTankNotSaid:
                    "a fill-up of the second tank: say what it holds with --second-tank (lpg, electricity…) to keep it as its own chain"
                case .unknownTank(let tank): "a fill-up of tank \(tank), which Fuelio does not have"
                }
            }
        }

        /// The line of the file the row starts on.
        public var line: Int
        /// Why it is left out, lowercase: "a cost template, not a payment".
        public var reason: String
        /// Why, in a form to word in another language; `nil` for a row named by its text alone.
        public var why: Why?

        /// Names a skipped row by its English reason.
        public init(line: Int, reason: String) {
            self.line = line
            self.reason = reason
        }

        /// Names a skipped row by why it is left out.
        public init(line: Int, why: Why) {
            self.line = line
            self.reason = why.description
            self.why = why
        }

        /// Rows are the same when their line and reason are: `why` only says the reason another way.
        public static func == (lhs: Skipped, rhs: Skipped) -> Bool {
            lhs.line == rhs.line && lhs.reason == rhs.reason
        }
    }
}

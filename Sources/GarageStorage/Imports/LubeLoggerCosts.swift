import GarageRules

/// The currency of a LubeLogger export's costs: what their sign says, else what the user said.
///
/// LubeLogger formats every cost with its server's culture (`$16.24` on an en-US server, `€16.24`
/// on en-IE) and records no currency code anywhere, not in the CSV files and not in
/// `vehicle-and-reminders.json`. So the sign is the file's own word: every signed cost of an export
/// must carry the same one, a `--currency` that the sign contradicts is refused at the first cost
/// that shows it, and costs without a sign need `--currency`. Costs are never converted: an export
/// in USD stays in USD, and the app converts at display.
struct LubeLoggerCosts {
    /// A currency sign as LubeLogger writes it, before or after the amount.
    enum Sign: String, CaseIterable {
        case dollar = "$"
        case euro = "€"
        case pound = "£"
        case yen = "¥"

        /// The currency the sign means when the user names none.
        var defaultCurrency: String {
            switch self {
            case .dollar: "USD"
            case .euro: "EUR"
            case .pound: "GBP"
            case .yen: "JPY"
            }
        }

        /// The currencies written with the sign, any of which `--currency` may name.
        var currencies: Set<String> {
            switch self {
            // Dollars, and the pesos that write `$` on their own.
            case .dollar: ["USD", "AUD", "BBD", "BMD", "BND", "BSD", "BZD", "CAD", "FJD", "GYD", "HKD", "JMD", "KYD",
                           "LRD", "NAD", "NZD", "SBD", "SGD", "SRD", "TTD", "TWD", "XCD", "ARS", "CLP", "COP", "CUP",
                           "DOP", "MXN", "UYU"]
            case .euro: ["EUR"]
            case .pound: ["GBP", "EGP", "FKP", "GIP", "SHP"]
            case .yen: ["JPY", "CNY"]
            }
        }

        /// What the sign stands for, in a message.
        var meaning: String {
            switch self {
            case .dollar: "a dollar or peso"
            case .euro: "the euro"
            case .pound: "a pound"
            case .yen: "the yen or yuan"
            }
        }
    }

    /// A cost's text split into its sign (if any) and the amount without it: `$1,234.56`,
    /// `-$3.00`, `€ 12.50` and `12.50 €` all lose their sign; anything else is left as it is.
    static func split(_ text: String) -> (amount: String, sign: Sign?) {
        // The common case, once per cost of the file: `$16.24`.
        if text.utf8.first == UInt8(ascii: "$") { return (String(text.utf8.dropFirst())!, .dollar) }
        var body = Substring(text)
        var negative = false
        if body.hasPrefix("-") {
            negative = true
            body = body.dropFirst()
        }
        for sign in Sign.allCases {
            var rest: Substring?
            if body.hasPrefix(sign.rawValue) {
                rest = body.dropFirst(sign.rawValue.count)
            } else if body.hasSuffix(sign.rawValue) {
                rest = body.dropLast(sign.rawValue.count)
            }
            guard var rest else { continue }
            // A space (or a no-break space) may separate sign and amount.
            while let first = rest.first, first == " " || first == "\u{A0}" || first == "\u{202F}" { rest = rest.dropFirst() }
            while let last = rest.last, last == " " || last == "\u{A0}" || last == "\u{202F}" { rest = rest.dropLast() }
            return ((negative ? "-" : "") + rest, sign)
        }
        return (text, nil)
    }

    /// The currency of the costs in `fields` (every cost cell of the export, file by file, in order):
    /// the one their sign means, checked against `said` (the user's `--currency`), else `said`.
    ///
    /// Refused at the cell at fault: a sign other than the first cost's, a sign `said`
    /// contradicts, or (with no sign anywhere and nothing said) the first cost. Empty cells are left
    /// to the rows, which refuse them where the format requires a cost. `nil` when no cell holds a cost.
    static func currency(
        of fields: [(file: String, field: CSVField)], said: CurrencyCode?
    ) throws(ImportError) -> (currency: CurrencyCode, sign: Sign?)? {
        var resolution = Resolution(said: said)
        for (file, field) in fields { try resolution.add(file: file, field: field) }
        return try resolution.finish()
    }

    /// The currency of costs seen one cell at a time, as a file streams in: `currency(of:said:)`
    /// without the cells held.
    struct Resolution {
        private let said: CurrencyCode?
        private var first: (file: String, field: CSVField, sign: Sign)?
        private var firstBare: (file: String, field: CSVField)?

        /// A resolution of costs in the currency `said`, if the user said one.
        init(said: CurrencyCode?) {
            self.said = said
        }

        /// Reads the next cost cell, refusing it when its sign is another than the first cost's or
        /// one `said` contradicts.
        mutating func add(file: String, field: CSVField) throws(ImportError) {
            let text = field.value.trimmingSpaces
            guard !text.isEmpty else { return }
            guard let sign = split(text).sign else {
                if firstBare == nil { firstBare = (file, field) }
                return
            }
            if let first {
                guard sign == first.sign else {
                    throw ImportError(
                        file: file, field: field,
                        problem: .lubeLoggerCostSignClash(
                            text: text, sign: sign.rawValue, place: "\(first.file):\(first.field.line):\(first.field.column)",
                            earlierSign: first.sign.rawValue))
                }
                return
            }
            if let said, !sign.currencies.contains(said.code) {
                throw ImportError(
                    file: file, field: field,
                    problem: .lubeLoggerCostSignContradicted(text: text, sign: sign.rawValue, currency: said.code))
            }
            first = (file, field, sign)
        }

        /// The currency of every cell read: see `currency(of:said:)`.
        func finish() throws(ImportError) -> (currency: CurrencyCode, sign: Sign?)? {
            if let first {
                // Safe: every default is in the table of known codes.
                return (try! said ?? CurrencyCode(first.sign.defaultCurrency), first.sign)
            }
            if let said { return firstBare == nil ? nil : (said, nil) }
            if let (file, field) = firstBare {
                throw ImportError(
                    file: file, field: field,
                    problem: .costWithoutCurrency(field.value.trimmingSpaces))
            }
            return nil
        }
    }
}

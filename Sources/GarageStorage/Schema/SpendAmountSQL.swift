/// The SQL that turns an expense row's stored amount into exact minor units, and the statements
/// that add a row to, or take it from, `spend_month` (logbook step 17).
///
/// The amount is decimal text (`12.50`, `1250`, `-0.05`; `Money.amountText` writes exactly the
/// currency's decimals, but a shorter fraction such as `12.5` is read the same way `Money(parsing:)`
/// reads it). SQLite has no exact decimal type, so the text is split at its point and both parts are
/// read as integers: `whole × 10^e + the fraction padded to e digits`. The exponents are written out
/// here rather than read from `CurrencyCode` at run time because a shipped step must never change;
/// `SpendMonthTableTests` checks them against `CurrencyCode.all`.
enum SpendAmountSQL {
    /// Currencies without a minor unit (`CurrencyCode` exponent 0), each between spaces.
    static let zeroDecimalCodes = " BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF TRL "
    /// Currencies with three decimals, each between spaces.
    static let threeDecimalCodes = " BHD IQD JOD KWD LYD OMR TND "
    /// Currencies with four decimals, each between spaces.
    static let fourDecimalCodes = " CLF UYW "

    /// Fills an empty `spend_month` from every expense, counting what step 17 counted: its first
    /// fill. Frozen with the step; step 26 fills with ``exactFill``, step 27 and the repair with
    /// ``asReadFill``.
    static let fill = fill(counting: isCounted("amount", "day"))

    /// Fills an empty `spend_month` from every expense whose amount the reads decode
    /// (``isCountedExactly``): step 26's fill, frozen with it.
    static let exactFill = fill(counting: isCountedExactly("amount", "currency", "day"))

    /// The fill's statement, counting the rows `counted` (a condition on `amount`, `currency`, `day`)
    /// under `currency` (an expression of the row's currency: the stored text, or since step 27 the
    /// code the reads make of it).
    static func fill(counting counted: String, currency: String = "currency") -> String {
        """
        INSERT INTO spend_month (vehicle_id, month, currency, minor_units, record_count)
            SELECT vehicle_id, substr(day, 1, 7), \(currency), sum(\(minorUnits("amount", currency))), count(*)
            FROM expense WHERE \(counted)
            GROUP BY vehicle_id, substr(day, 1, 7), \(currency)
        """
    }

    /// Whether an expense row counts in the sums as the reads decode it (``Money/init(stored:currency:)``):
    /// what ``isCounted(_:_:)`` asks, and its decimals beyond the currency's all zeros (`12.500` EUR
    /// is 12.50, `12.505` is damaged), and at most 15 digits of minor units once leading zeros go.
    /// Step 17 counted `12.505` EUR as 12.50 while the reads left its row out, so the totals could
    /// not agree with a recomputation even after a repair; step 26 counts this way.
    static func isCountedExactly(_ amount: String, _ currency: String, _ day: String) -> String {
        isCountedExactly(
            amount, day, exponent: exponent(currency),
            hasMinorUnit: "instr('\(zeroDecimalCodes)', ' ' || \(currency) || ' ') = 0")
    }

    /// The same, given the currency's decimals (`exponent`, an INTEGER expression) and whether it has
    /// any (`hasMinorUnit`, a condition): for a statement that works them out once per currency
    /// rather than once per row, as the deferral's fill does.
    static func isCountedExactly(_ amount: String, _ day: String, exponent: String, hasMinorUnit: String) -> String {
        let point = "instr(\(amount), '.')"
        // The fraction's digits once its trailing zeros go (`12.500` keeps one), and the whole part's
        // once the sign and leading zeros go (`-0012.50` has two: its point is the sixth character,
        // after five, of which `ltrim` takes three).
        let kept = "(CASE WHEN \(point) > 0 THEN length(rtrim(substr(\(amount), \(point) + 1), '0')) ELSE 0 END)"
        let wholeDigits = """
            ((CASE WHEN \(point) > 0 THEN \(point) - 1 ELSE length(\(amount)) END) - length(\(amount)) \
            + length(ltrim(\(amount), '-0')))
            """
        // Each asks first what is cheap and answers for almost every amount the app writes (no more
        // than two decimals, eleven characters): SQLite stops at the first term of an OR that holds,
        // and the exponent's three searches of a list come last. Every expense insert and delete
        // evaluates this (a partial index's condition, the triggers): spelled plainly it cost 3 µs a
        // row, which an import of 100,000 rows pays twice.
        let decimals = """
            (\(point) = 0 OR (length(\(amount)) - \(point) <= 2 AND \(hasMinorUnit)) \
            OR \(kept) <= \(exponent))
            """
        let digits = "(length(\(amount)) <= 11 OR \(wholeDigits) <= 11 OR \(wholeDigits) + \(exponent) <= 15)"
        return "(\(isCounted(amount, day)) AND \(decimals) AND \(digits))"
    }

    /// Whether an expense row counts in the sums: its amount is decimal text and its day has the
    /// shape of one (`YYYY-MM-DD`). A row the reads cannot decode for either (`lots`, `not-a-day`)
    /// is left out of the sums, as the reads leave it out.
    static func isCounted(_ amount: String, _ day: String) -> String {
        "(\(isDecimal(amount)) AND \(day) GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]')"
    }

    /// Whether `amount` is decimal text the reads can decode: optional `-`, digits, at most one
    /// point followed by digits, at most 15 digits. A damaged amount (`lots`) is left out of the
    /// sums, as the reads leave its row out.
    static func isDecimal(_ amount: String) -> String {
        let magnitude = "(CASE WHEN substr(\(amount), 1, 1) = '-' THEN substr(\(amount), 2) ELSE \(amount) END)"
        return """
            (typeof(\(amount)) = 'text' AND \(magnitude) GLOB '[0-9]*' AND \(magnitude) NOT GLOB '*[^0-9.]*' \
            AND \(magnitude) NOT GLOB '*.*.*' AND \(magnitude) NOT GLOB '*.' AND length(\(magnitude)) <= 16)
            """
    }

    /// The exact amount of `amount` (text) in minor units of `currency`, as an INTEGER expression.
    static func minorUnits(_ amount: String, _ currency: String) -> String {
        minorUnits(amount, exponent: exponent(currency))
    }

    /// The same, given the currency's decimals (`exponent`, an INTEGER expression).
    static func minorUnits(_ amount: String, exponent: String) -> String {
        let magnitude = "(CASE WHEN substr(\(amount), 1, 1) = '-' THEN substr(\(amount), 2) ELSE \(amount) END)"
        let point = "instr(\(magnitude), '.')"
        let whole = "(CASE WHEN \(point) > 0 THEN substr(\(magnitude), 1, \(point) - 1) ELSE \(magnitude) END)"
        let fraction = "(CASE WHEN \(point) > 0 THEN substr(\(magnitude), \(point) + 1) ELSE '' END)"
        let scale = "(CASE \(exponent) WHEN 0 THEN 1 WHEN 3 THEN 1000 WHEN 4 THEN 10000 ELSE 100 END)"
        let sign = "(CASE WHEN substr(\(amount), 1, 1) = '-' THEN -1 ELSE 1 END)"
        return "(\(sign) * (CAST(\(whole) AS INTEGER) * \(scale) + CAST(substr(\(fraction) || '0000', 1, \(exponent)) AS INTEGER)))"
    }

    /// The currency's decimals (`CurrencyCode` exponent) as an INTEGER expression.
    static func exponent(_ currency: String) -> String {
        // `instr` over a constant string, not `IN (…)`: inside a trigger SQLite builds an IN list's
        // lookup table again for every row, which made a 100,000-row import 20 times slower.
        // A code is three characters (a CHECK on `expense`) and the lists' codes three letters apart
        // by single spaces, so ' XXX ' matches only a whole code of the list.
        func listed(_ codes: String) -> String { "instr('\(codes)', ' ' || \(currency) || ' ') > 0" }
        return """
            (CASE WHEN \(listed(zeroDecimalCodes)) THEN 0 WHEN \(listed(threeDecimalCodes)) THEN 3 \
            WHEN \(listed(fourDecimalCodes)) THEN 4 ELSE 2 END)
            """
    }

    /// The statement of a trigger that counts the expense row `row` (`NEW`) in its total, as step 17
    /// counted (frozen with the step).
    static func add(_ row: String) -> String {
        add(row, counting: isCounted("\(row).amount", "\(row).day"))
    }

    /// The same, counting as the reads decode the amount (step 26, frozen with it).
    static func exactAdd(_ row: String) -> String {
        add(row, counting: isCountedExactly("\(row).amount", "\(row).currency", "\(row).day"))
    }

    /// The insert of the row `row` into its total, when `counted`, under `currency` (by default the
    /// row's stored text).
    static func add(_ row: String, counting counted: String, currency: String? = nil) -> String {
        let currency = currency ?? "\(row).currency"
        return """
        INSERT INTO spend_month (vehicle_id, month, currency, minor_units, record_count)
                SELECT \(row).vehicle_id, substr(\(row).day, 1, 7), \(currency), \(minorUnits("\(row).amount", currency)), 1
                WHERE \(counted)
                ON CONFLICT (vehicle_id, month, currency) DO UPDATE SET
                    minor_units = minor_units + excluded.minor_units, record_count = record_count + 1;
        """
    }

    /// The statements of a trigger that take the expense row `row` (`OLD`) out of its total, and
    /// delete the total when it was the last one, as step 17 counted (frozen with the step).
    static func remove(_ row: String) -> String {
        remove(row, counting: isCounted("\(row).amount", "\(row).day"))
    }

    /// The same, counting as the reads decode the amount (step 26, frozen with it).
    static func exactRemove(_ row: String) -> String {
        remove(row, counting: isCountedExactly("\(row).amount", "\(row).currency", "\(row).day"))
    }

    /// The removal of the row `row` from its total, when `counted`, under `currency` (by default the
    /// row's stored text).
    static func remove(_ row: String, counting counted: String, currency: String? = nil) -> String {
        let currency = currency ?? "\(row).currency"
        let key = "vehicle_id = \(row).vehicle_id AND month = substr(\(row).day, 1, 7) AND currency = \(currency)"
        return """
            UPDATE spend_month SET
                    minor_units = minor_units - \(minorUnits("\(row).amount", currency)), record_count = record_count - 1
                WHERE \(key) AND \(counted);
                DELETE FROM spend_month WHERE \(key) AND record_count = 0;
            """
    }
}

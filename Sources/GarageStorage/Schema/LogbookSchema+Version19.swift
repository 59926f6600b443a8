extension LogbookSchema {
    /// What the spend read remembers of the expenses paid in other currencies than the home one:
    /// `spend_month_converted` holds, per vehicle, month, currency paid and home currency, the sum
    /// of the expenses' conversions (`SpendRecords.ConvertedMonth`, each expense converted at its own
    /// day's rate and rounded on its own), how many there are, and those that had no rate.
    ///
    /// It is a memo, not a fact: the rules fill it (the store cannot convert in SQL without writing
    /// the conversion rule twice), and the triggers here only forget. A row is forgotten when an
    /// expense of its vehicle, month and currency is added, removed or changed in any column the
    /// conversion reads, and when a rate of one of its `rate_currencies` is stored, replaced or
    /// removed for a day from which it could apply to a day of its month — a published rate applies
    /// to its own day and the 7 after (`ExchangeRates.maximumAge`, written out here because a
    /// shipped step never changes; `ConvertedSpendMemoTests` checks it). `rates_edition` names the
    /// published rates the app ships (`PublishedRates.edition`): an app with other rates reads none
    /// of the rows an older one left. The step starts empty; the first spend read fills it.
    ///
    /// The unconverted expenses are `day id` pairs, one per line, in the report's order.
    ///
    /// `expense_uncounted_by_day` indexes the expense rows `spend_month` cannot count (a damaged
    /// amount or day; none in a healthy logbook), so that the spend read still meets, and names,
    /// the damaged rows of its window without reading the others.
    static let version19 = """
        CREATE TABLE spend_month_converted (
            vehicle_id TEXT NOT NULL,
            month TEXT NOT NULL,
            currency TEXT NOT NULL,
            home_currency TEXT NOT NULL,
            rates_edition TEXT NOT NULL,
            minor_units INTEGER NOT NULL,
            record_count INTEGER NOT NULL CHECK (record_count > 0),
            unconverted TEXT NOT NULL,
            rate_currencies TEXT NOT NULL,
            PRIMARY KEY (vehicle_id, month, currency, home_currency)
        ) WITHOUT ROWID;
        CREATE INDEX spend_month_converted_by_month ON spend_month_converted (month);
        CREATE INDEX expense_uncounted_by_day ON expense (day) WHERE \(uncountedExpenseAtStep19);

        CREATE TRIGGER spend_month_converted_expense_insert AFTER INSERT ON expense BEGIN
            \(forgetConverted("NEW"))
        END;
        CREATE TRIGGER spend_month_converted_expense_delete AFTER DELETE ON expense BEGIN
            \(forgetConverted("OLD"))
        END;
        CREATE TRIGGER spend_month_converted_expense_update
            AFTER UPDATE OF vehicle_id, day, amount, currency, user_rate, user_rate_quote ON expense BEGIN
            \(forgetConverted("OLD"))
            \(forgetConverted("NEW"))
        END;

        CREATE TRIGGER spend_month_converted_rate_insert AFTER INSERT ON exchange_rate BEGIN
            \(forgetConvertedByRate("NEW"))
        END;
        CREATE TRIGGER spend_month_converted_rate_delete AFTER DELETE ON exchange_rate BEGIN
            \(forgetConvertedByRate("OLD"))
        END;
        CREATE TRIGGER spend_month_converted_rate_update AFTER UPDATE ON exchange_rate BEGIN
            \(forgetConvertedByRate("OLD"))
            \(forgetConvertedByRate("NEW"))
        END;
        """

    /// The condition of `expense_uncounted_by_day`, which a query must repeat word for word for
    /// SQLite to use the partial index: the rows the totals do not count, as step 27 counts them.
    static let uncountedExpense = "NOT \(SpendAmountSQL.isCountedAsRead("amount", "currency", "day"))"

    /// The index's condition as step 26 made it, frozen with the step (step 27 makes it again with
    /// ``uncountedExpense``).
    static let uncountedExpenseAtStep26 = "NOT \(SpendAmountSQL.isCountedExactly("amount", "currency", "day"))"

    /// The index's condition as step 19 made it, frozen with the step (step 26 makes it again with
    /// ``uncountedExpenseAtStep26``, step 27 with ``uncountedExpense``).
    static let uncountedExpenseAtStep19 = "NOT \(SpendAmountSQL.isCounted("amount", "day"))"

    /// How many days after its own a published rate still applies, as step 19 wrote it.
    static let convertedRateReach = 7

    /// Forgets the converted sum the expense row `row` counts in.
    private static func forgetConverted(_ row: String) -> String {
        """
        DELETE FROM spend_month_converted
                WHERE vehicle_id = \(row).vehicle_id AND month = substr(\(row).day, 1, 7) AND currency = \(row).currency;
        """
    }

    /// Forgets every converted sum the rate row `row` could change: of a month from the rate's day
    /// through `convertedRateReach` days after it, converting through the rate's currency.
    private static func forgetConvertedByRate(_ row: String) -> String {
        """
        DELETE FROM spend_month_converted
                WHERE month BETWEEN substr(\(row).day, 1, 7) AND substr(date(\(row).day, '+\(convertedRateReach) days'), 1, 7)
                AND instr(rate_currencies, ' ' || \(row).currency || ' ') > 0;
        """
    }
}

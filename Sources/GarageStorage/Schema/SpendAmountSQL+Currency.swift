extension SpendAmountSQL {
    /// The ISO 4217 codes `CurrencyCode` knows, grouped by first letter, each list between spaces:
    /// written out because a shipped step must never change (`SpendCurrencyCountingTests` checks them
    /// against `CurrencyCode.all`). Grouped so that a code is looked for among a dozen, not 179: a
    /// search of the whole list cost 1.8 µs a row, which every expense insert pays in the
    /// uncounted index's condition.
    static let knownCodesByLetter: [(letter: String, codes: String)] = [
        ("A", " AED AFN ALL AMD ANG AOA ARS AUD AWG AZN "),
        ("B", " BAM BBD BDT BGN BHD BIF BMD BND BOB BOV BRL BSD BTN BWP BYN BZD "),
        ("C", " CAD CDF CHE CHF CHW CLF CLP CNY COP COU CRC CUC CUP CVE CYP CZK "),
        ("D", " DJF DKK DOP DZD "),
        ("E", " EEK EGP ERN ETB EUR "),
        ("F", " FJD FKP "),
        ("G", " GBP GEL GHS GIP GMD GNF GTQ GYD "),
        ("H", " HKD HNL HRK HTG HUF "),
        ("I", " IDR ILS INR IQD IRR ISK "),
        ("J", " JMD JOD JPY "),
        ("K", " KES KGS KHR KMF KPW KRW KWD KYD KZT "),
        ("L", " LAK LBP LKR LRD LSL LTL LVL LYD "),
        ("M", " MAD MDL MGA MKD MMK MNT MOP MRU MTL MUR MVR MWK MXN MXV MYR MZN "),
        ("N", " NAD NGN NIO NOK NPR NZD "),
        ("O", " OMR "),
        ("P", " PAB PEN PGK PHP PKR PLN PYG "),
        ("Q", " QAR "),
        ("R", " ROL RON RSD RUB RWF "),
        ("S", " SAR SBD SCR SDG SEK SGD SHP SIT SKK SLE SLL SOS SRD SSP STN SVC SYP SZL "),
        ("T", " THB TJS TMT TND TOP TRL TRY TTD TWD TZS "),
        ("U", " UAH UGX USD USN UYI UYU UYW UZS "),
        ("V", " VED VES VND VUV "),
        ("W", " WST "),
        ("X", " XAF XCD XCG XOF XPF "),
        ("Y", " YER "),
        ("Z", " ZAR ZMW ZWG ZWL "),
    ]

    /// The code the reads make of a stored currency (`CurrencyCode`: `eur` is EUR): its letters in
    /// upper case. SQLite's `upper` changes ASCII letters only, as `CurrencyCode` does; a SQLite
    /// built with ICU would not (`uſd` would be USD), which `SpendCurrencyCountingTests` would find.
    /// The reads also trim spaces, which a stored code cannot have: `expense` checks that it is
    /// three characters long.
    static func code(_ currency: String) -> String {
        "upper(\(currency))"
    }

    /// Whether `code` (an upper-case code expression, ``code(_:)``) is one `CurrencyCode` knows.
    static func isKnown(_ code: String) -> String {
        let branches = knownCodesByLetter.map { "WHEN '\($0.letter)' THEN instr('\($0.codes)', ' ' || \(code) || ' ')" }
        return "((CASE substr(\(code), 1, 1) \(branches.joined(separator: " ")) ELSE 0 END) > 0)"
    }

    /// Whether an expense row counts in the sums as the reads decode it, currency included (logbook
    /// step 27): ``isCountedExactly(_:_:_:)`` of its amount in the code the reads make of its
    /// currency, and that code one they know. Step 26 kept `eur` apart from `EUR` and counted `XYZ`
    /// at two decimals, while the reads take the first as EUR and leave the second out as damaged.
    static func isCountedAsRead(_ amount: String, _ currency: String, _ day: String) -> String {
        // The code last: the amount and day checks answer first for a damaged row.
        "(\(isCountedExactly(amount, code(currency), day)) AND \(isKnown(code(currency))))"
    }

    /// Fills an empty `spend_month` from every expense the reads decode, under the code they make
    /// of its currency: step 27's fill, and the repair.
    static let asReadFill = fill(counting: isCountedAsRead("amount", "currency", "day"), currency: code("currency"))

    /// The statement of a trigger that counts the expense row `row` (`NEW`) in its total, as the
    /// reads decode it (step 27).
    static func asReadAdd(_ row: String) -> String {
        add(row, counting: isCountedAsRead("\(row).amount", "\(row).currency", "\(row).day"), currency: code("\(row).currency"))
    }

    /// The statements of a trigger that take the expense row `row` (`OLD`) out of its total, and
    /// delete the total when it was the last one, as the reads decode it (step 27).
    static func asReadRemove(_ row: String) -> String {
        remove(row, counting: isCountedAsRead("\(row).amount", "\(row).currency", "\(row).day"), currency: code("\(row).currency"))
    }

    /// The statement of a trigger that forgets the converted sum the expense row `row` counts in,
    /// under the code the reads make of its currency (step 27; step 19's used the stored text).
    static func forgetConverted(_ row: String) -> String {
        """
        DELETE FROM spend_month_converted
                WHERE vehicle_id = \(row).vehicle_id AND month = substr(\(row).day, 1, 7) AND currency = \(code("\(row).currency"));
        """
    }
}

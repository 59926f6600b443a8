extension ServerSchema {
    /// Version 4: the field rules. Every synced field of every record table is checked, on every
    /// insert and update, against the app's own table of field rules (``ServerFieldRules``, made from
    /// the record descriptors), so that no account — not the app, not `psql` — stores a value the app
    /// would refuse: a device id it cannot read, `NaN`, an amount with too many decimals, an unknown
    /// currency, a day from nowhere, a control character or a text longer than the app counts.
    ///
    /// The step is made from the rules as they are when it runs; ``fieldRulesFingerprint`` pins them,
    /// so that a rule that changes comes with a new step that installs it (the functions and triggers
    /// are replaced whole, so running the step again is harmless). Rows stored before are left as
    /// they are: the checks apply to what is written from now on.
    static var version4: String { ServerFieldRules.sql }

    /// The fingerprint of the field rules version 4 installs (``ServerFieldRules/fingerprint``).
    public static let fieldRulesFingerprint = "aa9f7e70920e15ce"
}

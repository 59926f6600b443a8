extension ServerSchema {
    /// Version 10: what one account can do to the others, bounded.
    ///
    /// - The field rules again (``ServerFieldRules``): a text takes at most 16 bytes per character its
    ///   limit allows, so that a few visible characters carrying thousands of combining marks cannot
    ///   make a row of any size.
    /// - Limits on what a vehicle and an account keep (``ServerUsageLimits``, ``HouseholdLimits``).
    /// - The catalogs that name other accounts or count their rows, closed (``ServerCatalogClosure``).
    /// - Sessions that hold a transaction idle or run a statement past the household's bounds are ended
    ///   (``ServerSessionWarden``).
    /// - Passwords change through the tools only, and one changed behind them is put back
    ///   (``ServerPasswords``).
    /// - Login roles are opaque: a hash of the account's name, never the name (``ServerAccountRoles``).
    static var version10: String {
        [
            ServerFieldRules.sql, ServerUsageLimits.sql, ServerCatalogClosure.sql, ServerSessionWarden.sql, ServerPasswords.sql,
            ServerAccountRoles.sql,
        ].joined(separator: "\n\n")
    }

    /// The fingerprint of the field rules version 10 installs (``ServerFieldRules/fingerprint``).
    public static let textBytesFieldRulesFingerprint = "85ce74196a430d08"

    /// The fingerprint of the usage limits version 10 installs (``ServerUsageLimits/fingerprint``).
    public static let usageLimitsFingerprint = "ddb3c5e014ea916f"
}

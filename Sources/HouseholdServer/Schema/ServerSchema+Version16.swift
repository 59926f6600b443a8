extension ServerSchema {
    /// Version 16: the refusals a person meets name their rule and its values (``ServerRefusalRules``),
    /// so that `glovebox-server` and the app say them in the person's language.
    static var version16: String { ServerRefusalRules.sql }
}

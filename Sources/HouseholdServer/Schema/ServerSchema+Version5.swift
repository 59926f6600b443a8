extension ServerSchema {
    /// Version 5: merge by field (``ServerFieldMerge``). Every record keeps a stamp and an author per
    /// field, concurrent edits of different fields all survive, the same field has one winner, and
    /// the edit that lost is noted for its author in `glovebox.conflict`; a write's clock may be at
    /// most 5 minutes ahead of the server's (it was a day).
    ///
    /// Rows stored before keep every field at the row's version, by its `changed_by`: that is what
    /// they were. Like version 4, the step is made from the descriptors as they are when it runs;
    /// ``fieldMergeFingerprint`` pins it.
    static var version5: String { ServerFieldMerge.sql }

    /// The fingerprint of what version 5 installs (``ServerFieldMerge/fingerprint``).
    public static let fieldMergeFingerprint = "67a9d366c6fc3480"
}

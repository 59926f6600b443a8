extension LogbookSchema {
    /// No table changes: the journal's entries may now name an undo's removal of an import's records
    /// by the import (`{"removedImport":{"count":N,"import":S,"vehicle":"…"}}`, see
    /// `JournalItem.removedImportedRecords`), which a build at step 24 cannot read. The step marks
    /// the logbook so that such a build says it is newer than it knows, rather than calling the
    /// undo's entry damaged.
    static let version25 = ""
}

extension LogbookSchema {
    /// Whether this device has queued the signed-in account's notes to go up sealed (`sealed_notes`):
    /// household server schema 15 seals the notes, which went up in clear before, and each device
    /// that holds the vehicles' keys sends the notes it has once more, sealed, at the same version
    /// (the server replaces what it holds in clear; nobody is told of a conflict). 0 for every link
    /// made before, so that the first sync of this version does it.
    static let version18 = """
        ALTER TABLE sync_state ADD COLUMN sealed_notes INTEGER NOT NULL DEFAULT 0 CHECK (sealed_notes IN (0, 1));
        """
}

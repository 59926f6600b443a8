extension LogbookSchema {
    /// Why a pull keeps a record aside, as a stable code and its values (`SetAsideReason`), so that
    /// `conflicts`, `sync` and `doctor` say it in the person's language: `reason_code` and
    /// `reason_values` (a JSON object of text). A row kept aside before this step has neither, and its
    /// `reason` is the English text an older build wrote, read back as stored; a row written since
    /// leaves `reason` empty.
    static let version20 = """
        ALTER TABLE sync_set_aside ADD COLUMN reason_code TEXT;
        ALTER TABLE sync_set_aside ADD COLUMN reason_values TEXT;
        """
}

extension LogbookSchema {
    /// A placeholder for step 16, which another branch (vehicle energies and the expense fuel
    /// columns) adds at the same time: the migrator numbers its steps without gaps, so step 17 needs
    /// a 16 before it. It changes nothing; the merge replaces it with that branch's step 16.
    static let version16 = """
        SELECT 1;
        """
}

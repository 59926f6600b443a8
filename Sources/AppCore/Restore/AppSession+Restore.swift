import GarageStorage

extension AppSession {
    /// What restoring `contents` would replace: the vehicles the export's account already has on
    /// this device (signed in or not), and their records counted.
    public func restoreTarget(of contents: ExportContents) throws -> (vehicles: Int, records: RecordCounts) {
        try store().accounts.contents(ofAccount: contents.account.name)
    }
}

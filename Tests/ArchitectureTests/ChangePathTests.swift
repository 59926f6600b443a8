import Foundation
import Testing

/// Every write to the logbook goes through the app core's change path (`AppSession.perform`: one
/// transaction, journaled when it should be, published when it changed what widgets show): the sync,
/// the command line and the Linux platform read the store's repositories but never write through
/// them, nor open a write transaction of their own. The store enforces the sync's bookkeeping writes
/// at run time too (outside `write { }` they throw `outsideWrite`).
@Suite struct ChangePathTests {
    /// The repositories' methods that write.
    static let writes = [
        "insert", "update", "delete", "deleteItem", "deleteService", "deleteRecord", "deleteOdometerEntry",
        "deleteExpense", "deleteDeadline", "updatePostponement", "signIn", "signOut", "claimUnownedData",
        "deleteSignedIn", "deleteEvery", "set", "save", "write", "remember", "restore", "append", "markUndone",
        "revert", "receive", "acknowledge", "queueUnstampedRecords", "link", "saveCursor", "applyPulled",
        "applyMemberships", "removeSyncedCopy", "seed",
    ]
    static let repositories = ["accounts", "preferences", "vehicles", "records", "plans", "readings", "journal", "sync", "rates", "importedRows"]

    /// The lines of `text` that write to the store without the change path.
    static func offences(in text: String) -> [String] {
        let repository = repositories.joined(separator: "|")
        let write = writes.joined(separator: "|")
        let patterns = [
            try! Regex("\\.(\(repository))\\.(\(write))\\("),
            try! Regex("\\.write\\s*(\\{|\\(advancingGeneration)"),
            try! Regex("\\.seed\\("),
        ]
        return text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            let code = String(line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            return patterns.contains { code.contains($0) } ? code.trimmingCharacters(in: .whitespaces) : nil
        }
    }

    @Test func theSyncTheCommandLineAndTheLinuxPlatformWriteOnlyThroughTheChangePath() throws {
        var offenders: [String] = []
        var read = 0
        for folder in ["HouseholdSync", "GloveboxCLI", "LinuxPlatform"] {
            let directory = PackageDump.packageRoot.appendingPathComponent("Sources/\(folder)")
            let files = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                read += 1
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                offenders += Self.offences(in: text).map { "\(folder)/\(file): \($0)" }
            }
        }
        #expect(read > 40, "the check read the sources")
        #expect(offenders.isEmpty, "\(offenders)")
    }

    @Test func theScanFindsAWriteBesideThePath() {
        let text = """
            let page = try store.sync.pendingChanges(after: 0, limit: 10)   // a read
            try store.sync.acknowledge(upTo: 3)
            try store.write { try $0.records.insert(entry) }
            try app.perform(AcknowledgePushedChanges(upTo: 3))
            """
        #expect(Self.offences(in: text) == [
            "try store.sync.acknowledge(upTo: 3)", "try store.write { try $0.records.insert(entry) }",
        ])
    }
}

import Foundation
import GarageStorage
import SharedContainer

/// The logbook's part of `glovebox doctor`: opens the logbook read-only and as it is (no creation, no
/// migration), and reports its files, SQLite's `quick_check` of its pages, its schema version and
/// every record row that does not decode.
///
/// ```swift
/// for finding in LogbookCheck(path: try app.databasePath()).run() { print(finding.text) }
/// ```
public struct LogbookCheck: Sendable {
    /// The logbook file.
    public let path: String

    /// How many of SQLite's problems, and of the damaged rows, a finding lists (it counts them all).
    public static let listedItems = 20

    /// How many problems SQLite's quick_check is asked for.
    static let checkedProblems = 10_000

    /// A check of the logbook at `path`.
    public init(path: String) {
        self.path = path
    }

    /// Runs the checks in order; one that cannot run stops those after it.
    public func run() -> [DoctorFinding] {
        let store: GarageStore
        do {
            guard let opened = try GarageStore(inspecting: path) else {
                return [DoctorFinding(.passed, "logbook", "no logbook yet at \(path); the first command that records something creates it")]
            }
            store = opened
        } catch {
            return [failure("logbook", error)]
        }
        defer { store.close() }
        var findings = [DoctorFinding(.passed, "logbook", fileDetail())]

        do {
            let problems = try store.quickCheck(limit: Self.checkedProblems)
            if problems.isEmpty {
                findings.append(DoctorFinding(.passed, "logbook pages", "ok (SQLite's quick_check)"))
            } else {
                findings.append(DoctorFinding(
                    .failed, "logbook pages", "SQLite's quick_check lists \(Self.count(problems.count, "problem"))"
                        + (problems.count >= Self.checkedProblems ? " (it stops there)" : ""),
                    items: Self.listed(problems),
                    fix: "keep a copy of \(path) aside, then restore the logbook from a backup; "
                        + "commands that read a damaged page fail until then"))
            }
        } catch {
            findings.append(failure("logbook pages", error))
            return findings
        }

        let version: Int
        do {
            version = try store.schemaVersion()
        } catch {
            findings.append(failure("logbook schema", error))
            return findings
        }
        let latest = LogbookSchema.migrator.latestVersion
        switch version {
        case latest:
            findings.append(DoctorFinding(.passed, "logbook schema", "version \(version)"))
        case 1..<latest:
            findings.append(DoctorFinding(
                .notice, "logbook schema", "version \(version); the next command that opens the logbook migrates it to \(latest)"))
            findings.append(DoctorFinding(.notice, "logbook records", "not checked until the logbook is migrated"))
            return findings
        case 0:
            findings.append(DoctorFinding(
                .failed, "logbook schema", "version 0: \(path) is a SQLite database but holds no logbook",
                fix: "move it away, then restore the logbook from a backup or let the next command start a new one"))
            return findings
        default:
            findings.append(DoctorFinding(
                .failed, "logbook schema", "version \(version), newer than this build supports (\(latest))",
                fix: "update glovebox to the build that wrote it"))
            return findings
        }

        do {
            let check = try store.checkRows()
            let unreadable = check.tables.compactMap { table in
                check.unreadableTables[table].map { "table \(table) cannot be read to the end: \($0)" }
            }
            if check.damagedRows.isEmpty && unreadable.isEmpty {
                findings.append(DoctorFinding(
                    .passed, "logbook records", "\(Self.count(check.rowCount, "row")) of \(check.tables.count) tables, all readable"))
            } else {
                findings.append(DoctorFinding(
                    .failed, "logbook records",
                    "\(Self.count(check.damagedRows.count, "damaged row")) of \(Self.count(check.rowCount, "row")) read"
                        + (unreadable.isEmpty ? "" : ", \(Self.count(unreadable.count, "unreadable table"))"),
                    items: unreadable + Self.listed(check.damagedRows.map { "\($0.table) '\($0.id)': \($0.reason)" }),
                    fix: "restore the logbook from a backup, or correct the rows by hand; until then status and the "
                        + "widgets leave them out, and a change that needs one is refused"))
            }
        } catch {
            findings.append(failure("logbook records", error))
        }
        findings.append(spendTotalsFinding(store))
        findings += householdFindings(store)
        return findings
    }

    /// Whether the spend totals the store keeps (`spend_month`, which the spend widget and
    /// `glovebox spend` read) equal a recomputation from the expenses.
    private func spendTotalsFinding(_ store: GarageStore) -> DoctorFinding {
        do {
            let differences = try store.spendMonthDifferences()
            guard !differences.isEmpty else {
                return DoctorFinding(.passed, "spend totals", "equal to the expenses they sum")
            }
            return DoctorFinding(
                .failed, "spend totals",
                "\(Self.count(differences.count, "monthly total")) \(differences.count == 1 ? "differs" : "differ") from the expenses they sum",
                items: Self.listed(differences.map(\.description)),
                fix: "run glovebox doctor --repair, which sums them again from the expenses; "
                    + "until then the spend widget and glovebox spend show the kept totals")
        } catch {
            return failure("spend totals", error)
        }
    }

    /// What the household sync keeps on this device for the signed-in account: records it set aside
    /// (and why) and edits of the account that lost to concurrent ones; nothing when there are none.
    private func householdFindings(_ store: GarageStore) -> [DoctorFinding] {
        do {
            let aside = try store.sync.setAsideRecords()
            let conflicts = try store.sync.conflictCount()
            var findings: [DoctorFinding] = []
            if !aside.isEmpty {
                findings.append(DoctorFinding(
                    .notice, "household sync", "\(Self.count(aside.count, "record")) of the household kept aside on this device",
                    items: Self.listed(aside.map { "\($0.kind.word) \($0.recordID): \($0.wonValue ?? "")" }),
                    fix: "they come in by themselves once what they belong to is back ('glovebox conflicts list')"))
            }
            if conflicts > 0 {
                findings.append(DoctorFinding(
                    .notice, "household sync", "\(Self.count(conflicts, "edit")) of this account replaced by concurrent ones",
                    fix: "see 'glovebox conflicts list': keep yours back or dismiss them"))
            }
            return findings
        } catch {
            return [failure("household sync", error)]
        }
    }

    /// The file's path and size, and what its `-wal` holds that is not in it yet.
    private func fileDetail() -> String {
        let size = Self.size(of: path).map { " (\(Self.count($0, "byte")))" } ?? ""
        let wal = Self.size(of: path + "-wal").flatMap { $0 > 0 ? "; its -wal holds \(Self.count($0, "byte")) not yet checkpointed" : nil }
        return path + size + (wal ?? "")
    }

    /// A failure of one check, with what to do about the file.
    private func failure(_ subject: String, _ error: any Error) -> DoctorFinding {
        switch error {
        case let error as DatabaseError where error.isNotADatabase:
            DoctorFinding(
                .failed, subject, "\(path) is not a SQLite database (\(error.message))",
                fix: "move it away, then restore the logbook from a backup or let the next command start a new one")
        case let error as DatabaseError where error.isFileDamaged:
            DoctorFinding(
                .failed, subject, "\(path) is damaged (\(error.message))",
                fix: "keep a copy of it aside, then restore the logbook from a backup")
        case let error as StoreError where error.isAboutTheFile:
            // The message names the files and says what to do.
            DoctorFinding(.failed, subject, error.description)
        default:
            DoctorFinding(.failed, subject, "\(error)", fix: "check that \(path) is readable by this user")
        }
    }

    /// The first ``listedItems`` of `items`, then how many more there are.
    static func listed(_ items: [String]) -> [String] {
        let shown = Array(items.prefix(listedItems))
        return items.count > shown.count ? shown + ["… and \(items.count - shown.count) more"] : shown
    }

    /// `1 row`, `2 rows`.
    static func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 ? "" : "s")"
    }

    private static func size(of path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.size].flatMap { ($0 as? NSNumber)?.intValue }
    }
}

import Foundation
import GarageStorage
import SharedContainer

/// The logbook's part of `glovebox doctor`: opens the logbook read-only and as it is (no creation, no
/// migration), and reports its files, SQLite's `quick_check` of its pages, its schema version and
/// every record row that does not decode.
///
/// ```swift
/// let failed = LogbookCheck(path: try app.databasePath()).run().contains { $0.outcome == .failed }
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
                return [.passed(.logbook, .noLogbookYet(path: path))]
            }
            store = opened
        } catch {
            return [failure(.logbook, error)]
        }
        defer { store.close() }
        var findings = [DoctorFinding.passed(.logbook, fileDetail())]

        do {
            let problems = try store.quickCheck(limit: Self.checkedProblems)
            if problems.isEmpty {
                findings.append(.passed(.logbookPages, .pagesSound))
            } else {
                findings.append(DoctorFinding(
                    .failed, .logbookPages,
                    .pagesDamaged(problems: problems.count, stoppedAtLimit: problems.count >= Self.checkedProblems),
                    items: Self.listed(problems), unlisted: Self.unlisted(problems), fix: .restorePages(path: path)))
            }
        } catch {
            findings.append(failure(.logbookPages, error))
            return findings
        }

        let version: Int
        do {
            version = try store.schemaVersion()
        } catch {
            findings.append(failure(.logbookSchema, error))
            return findings
        }
        let latest = LogbookSchema.migrator.latestVersion
        switch version {
        case latest:
            findings.append(.passed(.logbookSchema, .schemaCurrent(version: version)))
        case 1..<latest:
            findings.append(DoctorFinding(.notice, .logbookSchema, .schemaOlder(version: version, latest: latest)))
            findings.append(DoctorFinding(.notice, .logbookRecords, .recordsNotChecked))
            return findings
        case 0:
            findings.append(.failed(.logbookSchema, .schemaEmpty(path: path), fix: .moveAwayAndRestore))
            return findings
        default:
            findings.append(.failed(.logbookSchema, .schemaNewer(version: version, latest: latest), fix: .updateGlovebox))
            return findings
        }

        do {
            let check = try store.checkRows()
            let unreadable = check.tables.compactMap { table in
                check.unreadableTables[table].map { LogbookProblem.unreadableTable(table: table, message: $0) }
            }
            if check.damagedRows.isEmpty && unreadable.isEmpty {
                findings.append(.passed(.logbookRecords, .recordsReadable(rows: check.rowCount, tables: check.tables.count)))
            } else {
                let damaged = check.damagedRows.map(LogbookProblem.damagedRow)
                findings.append(DoctorFinding(
                    .failed, .logbookRecords,
                    .recordsDamaged(damaged: check.damagedRows.count, rows: check.rowCount, unreadableTables: unreadable.count),
                    items: unreadable + Self.listed(damaged), unlisted: Self.unlisted(damaged), fix: .restoreRows))
            }
        } catch {
            findings.append(failure(.logbookRecords, error))
        }
        findings.append(indexesFinding(store))
        findings.append(spendTotalsFinding(store))
        findings += householdFindings(store)
        return findings
    }

    /// Whether every index and trigger the schema's steps make is there as they make it: a missing
    /// index makes a lookup read its whole table (an import of a file into a large logbook, say),
    /// a missing trigger stops keeping what it keeps.
    private func indexesFinding(_ store: GarageStore) -> DoctorFinding {
        do {
            let problems = try store.schemaObjectProblems()
            guard problems.isEmpty else {
                let described = problems.map(LogbookProblem.schemaObject)
                return DoctorFinding(
                    .failed, .logbookIndexes, .indexesNotAsMade(objects: problems.count),
                    items: Self.listed(described), unlisted: Self.unlisted(described), fix: .repairIndexes)
            }
            let expected = try LogbookSchema.expectedObjects()
            return .passed(.logbookIndexes, .indexesAsMade(
                indexes: expected.filter { $0.type == "index" }.count, triggers: expected.filter { $0.type == "trigger" }.count))
        } catch {
            return failure(.logbookIndexes, error)
        }
    }

    /// Whether the spend totals the store keeps (`spend_month`, which the spend widget and
    /// `glovebox spend` read) equal a recomputation from the expenses, and the converted sums it
    /// remembers (`spend_month_converted`) a conversion again with the rates the app converts with.
    private func spendTotalsFinding(_ store: GarageStore) -> DoctorFinding {
        // The bundled rates beneath the logbook's own, as every read converts: the sums remembered
        // with them are the ones the reads use.
        store.publishedRates = BundledRateSource()
        do {
            let differences = try store.spendMonthDifferences() + store.convertedMonthDifferences()
            guard !differences.isEmpty else {
                return .passed(.spendTotals, .spendTotalsEqual)
            }
            let described = differences.map(LogbookProblem.spendTotal)
            return DoctorFinding(
                .failed, .spendTotals, .spendTotalsDiffer(months: differences.count),
                items: Self.listed(described), unlisted: Self.unlisted(described), fix: .repairSpendTotals)
        } catch {
            return failure(.spendTotals, error)
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
                let listed = aside.map { LogbookProblem.keptAside(kind: $0.kind, id: $0.recordID, reason: $0.setAsideReason ?? .stored($0.wonValue ?? "")) }
                findings.append(DoctorFinding(
                    .notice, .householdSync, .keptAside(records: aside.count),
                    items: Self.listed(listed), unlisted: Self.unlisted(listed), fix: .keptAsideComeIn))
            }
            if conflicts > 0 {
                findings.append(.notice(.householdSync, .editsReplaced(edits: conflicts), hint: .seeConflicts))
            }
            return findings
        } catch {
            return [failure(.householdSync, error)]
        }
    }

    /// The file's path and size, and what its `-wal` holds that is not in it yet.
    private func fileDetail() -> DoctorDetail {
        .logbookFile(
            path: path, bytes: Self.size(of: path),
            uncheckpointedBytes: Self.size(of: path + "-wal").flatMap { $0 > 0 ? $0 : nil })
    }

    /// A failure of one check, with what to do about the file.
    private func failure(_ subject: DoctorSubject, _ error: any Error) -> DoctorFinding {
        switch error {
        case let error as DatabaseError where error.isNotADatabase:
            .failed(subject, .notADatabase(path: path, message: error.message), fix: .moveAwayAndRestore)
        case let error as DatabaseError where error.isFileDamaged:
            .failed(subject, .fileDamaged(path: path, message: error.message), fix: .keepCopyAndRestore)
        case let error as StoreError where error.isAboutTheFile:
            // The message names the files and says what to do.
            DoctorFinding(.failed, subject, .failure(DoctorFailure(error)))
        default:
            .failed(subject, .failure(DoctorFailure(error)), fix: .checkReadable(path: path))
        }
    }

    /// The first ``listedItems`` of `items`.
    static func listed<Item>(_ items: [Item]) -> [Item] {
        Array(items.prefix(listedItems))
    }

    /// How many of `items` ``listed(_:)`` leaves out.
    static func unlisted<Item>(_ items: [Item]) -> Int {
        max(0, items.count - listedItems)
    }

    private static func size(of path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.size].flatMap { ($0 as? NSNumber)?.intValue }
    }
}

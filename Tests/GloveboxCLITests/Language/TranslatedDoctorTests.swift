import Foundation
import GarageStorage
@testable import GarageStorage
import GloveboxTestSupport
import SharedContainer
import Testing
@testable import GloveboxCLI

/// `glovebox doctor` words what the checks found in the `locale` preference's language (read from the
/// logbook without creating or migrating it), with that locale's numbers, while English stays what
/// doctor has always printed, to the letter.
///
/// Numbers are checked against `CLDRByHand`, never against the formatter the command uses.
@Suite struct TranslatedDoctorTests {
    /// One finding of every subject, detail and fix, with values that need each plural form (and no
    /// items: those are in the words of what found them).
    static let everyFinding: [DoctorFinding] = {
        let details: [DoctorDetail] = [
            .containerResolved(path: "/h/group-containers/g", appGroup: "group.g"),
            .widgetRoleResolves(path: "/h/group-containers/g"),
            .probePublished,
            .snapshotRead(version: 2, bytes: 12_345, vehicles: 1),
            .snapshotRead(version: 2, bytes: 12_345, vehicles: 3),
            .snapshotNotPublished,
            .snapshotUnreadable(reason: "EACCES"),
            .snapshotTooLarge(bytes: 300_000, limit: 262_144),
            .cannotList(directory: "/h/g", reason: "EACCES"),
            .partsWithoutSnapshot(count: 1), .partsWithoutSnapshot(count: 4),
            .noPartsPublished,
            .partsDiffer(count: 1, expected: 1), .partsDiffer(count: 3, expected: 12),
            .partsAsSnapshot(count: 1, version: 3, largest: 900, limit: 65_536),
            .partsAsSnapshot(count: 12, version: 3, largest: 1_900, limit: 65_536),
            .noLogbookYet(path: "/h/app/logbook.sqlite"),
            .logbookFile(path: "/h/app/logbook.sqlite", bytes: nil, uncheckpointedBytes: nil),
            .logbookFile(path: "/h/app/logbook.sqlite", bytes: 1, uncheckpointedBytes: 4_096),
            .pagesSound,
            .pagesDamaged(problems: 1, stoppedAtLimit: false), .pagesDamaged(problems: 10_000, stoppedAtLimit: true),
            .schemaCurrent(version: 17), .schemaOlder(version: 9, latest: 17), .schemaEmpty(path: "/h/app/logbook.sqlite"),
            .schemaNewer(version: 18, latest: 17),
            .recordsNotChecked,
            .recordsReadable(rows: 1, tables: 11), .recordsReadable(rows: 2_345, tables: 11),
            .recordsDamaged(damaged: 1, rows: 120, unreadableTables: 0), .recordsDamaged(damaged: 2, rows: 1, unreadableTables: 1),
            .recordsDamaged(damaged: 2, rows: 120, unreadableTables: 2),
            .spendTotalsEqual, .spendTotalsDiffer(months: 1), .spendTotalsDiffer(months: 2),
            .indexesAsMade(indexes: 31, triggers: 9), .indexesNotAsMade(objects: 1), .indexesNotAsMade(objects: 3),
            .keptAside(records: 1), .keptAside(records: 2), .editsReplaced(edits: 1), .editsReplaced(edits: 5),
            .notADatabase(path: "/h/app/logbook.sqlite", message: "SQLITE_NOTADB"),
            .fileDamaged(path: "/h/app/logbook.sqlite", message: "SQLITE_CORRUPT"),
            .signedOut, .noWidgetInstalled, .upToDate(generation: 42), .behind(generation: 42),
            .noReminderChannel, .remindersUpToDate, .remindersUpToDateSince(ranAt: "2026-11-29T12:00:00Z", generation: 42),
            .remindersNeverRun, .remindersChannelsFailed(channels: 1), .remindersChannelsFailed(channels: 2),
            .remindersLogbookChanged, .remindersNotRunToday,
            .containerFailed(.notADirectory(path: "/h")), .containerFailed(.publishFailed(name: "a.json", step: .syncFile, errno: 5)),
            .snapshotUndecodable(.unsupportedVersion(found: 9, highestSupported: 2)),
            .snapshotUndecodable(.invalid(.missingField(path: "vehicles"))),
            .failure(DoctorFailure(StoreError.missingRecord("expense", "e1"))),
        ]
        let fixes: [DoctorFix] = [
            .setAbsolutePath(variable: "GLOVEBOX_HOME"), .moveFileAway(path: "/h"), .makeWritable(path: "/h"),
            .useOwnDirectory(path: "/h"), .checkSpaceAndPermissions, .makeReadable(path: "/h/g"),
            .makeContainerReadable, .addAppGroup(identifier: "group.g"), .reinstallApp, .publish, .publishToRewriteIt,
            .publishToRewriteThem, .publishOrChangeTheLogbook, .restorePages(path: "/h/app/logbook.sqlite"),
            .moveAwayAndRestore, .keepCopyAndRestore, .updateGlovebox, .restoreRows, .repairSpendTotals, .repairIndexes,
            .keptAsideComeIn, .seeConflicts, .checkReadable(path: "/h/app/logbook.sqlite"), .seeContainerFindings,
            .addReminderChannel, .runReminders,
        ]
        let subjects = DoctorSubject.allCases
        let count = max(details.count, fixes.count, subjects.count)
        return (0..<count).map { index in
            DoctorFinding(
                [.passed, .notice, .failed][index % 3], subjects[index % subjects.count], details[index % details.count],
                unlisted: index % 4 == 0 ? index + 1 : 0, fix: fixes[index % fixes.count])
        }
    }()

    /// `text` without its paths (`/h/app/logbook.sqlite`) and the App Group's identifier: their words
    /// are no language's.
    static func withoutPaths(_ text: String) -> String {
        text.replacingOccurrences(of: AppGroup.identifier, with: "").split(separator: "\n").map { line in
            line.split(separator: " ", omittingEmptySubsequences: false).filter { !$0.contains("/") }.joined(separator: " ")
        }.joined(separator: "\n")
    }

    @Test func englishIsWordedAsDoctorAlwaysPrintedIt() {
        let english = CLIWords.english
        let spend = DoctorFinding(
            .failed, .spendTotals, .spendTotalsDiffer(months: 1), items: ["vehicle 'clio' 2026-11 EUR: kept 99999 in 2"],
            unlisted: 3, fix: .repairSpendTotals)
        #expect(english.finding(spend) == """
            [FAIL] spend totals: 1 monthly total differs from the expenses they sum
                   - vehicle 'clio' 2026-11 EUR: kept 99999 in 2
                   - … and 3 more
                   fix: run glovebox doctor --repair, which sums them again from the expenses; until then the spend widget and glovebox spend show the kept totals
            """)
        #expect(english.finding(.passed(.logbook, .logbookFile(path: "/h/l.sqlite", bytes: 1, uncheckpointedBytes: 4096)))
            == "[ok] logbook: /h/l.sqlite (1 byte); its -wal holds 4096 bytes not yet checkpointed")
        #expect(english.finding(DoctorFinding(.failed, .logbookRecords, .recordsDamaged(damaged: 2, rows: 1234, unreadableTables: 1)))
            == "[FAIL] logbook records: 2 damaged rows of 1234 rows read, 1 unreadable table")
        #expect(english.finding(.passed(.logbookRecords, .recordsReadable(rows: 1, tables: 11)))
            == "[ok] logbook records: 1 row of 11 tables, all readable")
        #expect(english.finding(.passed(.widgetsSnapshot, .snapshotRead(version: 2, bytes: 12345, vehicles: 1)))
            == "[ok] widgets snapshot: version 2, 12345 bytes, 1 vehicle")
        #expect(english.finding(.notice(.widgetParts, .partsWithoutSnapshot(count: 2), hint: .publish))
            == "[note] widget parts: 2 parts without a snapshot to compare them with\n       fix: run glovebox publish")
        #expect(english.finding(.passed(.widgetParts, .partsAsSnapshot(count: 12, version: 3, largest: 1900, limit: 65536)))
            == "[ok] widget parts: 12 parts, version 3, as the snapshot gives them; the largest is 1900 bytes of the 65536 a widget reads")
        #expect(english.finding(DoctorFinding(.failed, .widgetParts, .partsDiffer(count: 3, expected: 12)))
            == "[FAIL] widget parts: 3 of 12 parts not as the snapshot gives them")
        #expect(english.finding(.failed(.logbookPages, .pagesDamaged(problems: 10000, stoppedAtLimit: true), fix: .restorePages(path: "/h/l")))
            == "[FAIL] logbook pages: SQLite's quick_check lists 10000 problems (it stops there)\n       fix: keep a copy of /h/l aside, then restore the logbook from a backup; commands that read a damaged page fail until then")
        #expect(english.finding(.notice(.reminders, .remindersChannelsFailed(channels: 1), hint: .runReminders))
            == "[note] reminders: behind the logbook: 1 channel failed at the last run\n       fix: run glovebox remind")
        #expect(english.finding(.passed(.reminders, .remindersUpToDateSince(ranAt: "2026-11-29T12:00:00Z", generation: 7)))
            == "[ok] reminders: up to date with the logbook (last run 2026-11-29T12:00:00Z, generation 7)")
        #expect(english.finding(.notice(.householdSync, .editsReplaced(edits: 1), hint: .seeConflicts))
            == "[note] household sync: 1 edit of this account replaced by concurrent ones\n       fix: see 'glovebox conflicts list': keep yours back or dismiss them")
        #expect(english.finding(.failed(.sharedContainer, .containerFailed(.notADirectory(path: "/h")), fix: .makeWritable(path: "/h")))
            == "[FAIL] shared container: /h is not a directory\n       fix: run: chmod u+rwx /h   (or set GLOVEBOX_HOME to a directory you own)")
    }

    @Test func germanWordsEveryFindingWithoutAnEnglishWord() {
        let german = CLIWords(localeTag: "de-DE")
        for finding in Self.everyFinding {
            let text = Self.withoutPaths(german.finding(finding))
            let left = NoEnglishLeftTests.words(text).intersection(NoEnglishLeftTests.englishOnly)
            #expect(left.isEmpty, "\(finding): English \(left.sorted()) in:\n\(text)")
        }
        // The same findings in English trip the check, so the German ones passing it says something.
        let english = Self.everyFinding.filter {
            NoEnglishLeftTests.words(Self.withoutPaths(CLIWords.english.finding($0))).isDisjoint(with: NoEnglishLeftTests.englishOnly)
        }
        #expect(english.isEmpty, "\(english)")
    }

    @Test func countsAreTheLocalesNumbersWithTheirPluralForms() {
        let rows = DoctorFinding.passed(.logbookRecords, .recordsReadable(rows: 2_345, tables: 11))
        #expect(CLIWords(localeTag: "de-DE").finding(rows)
            == "[ok] Einträge des Fahrtenbuchs: \(CLDRByHand.grouped(2_345, "de")) Zeilen aus 11 Tabellen, alle lesbar")
        #expect(CLIWords(localeTag: "fr-FR").finding(rows)
            == "[ok] entrées du carnet : \(CLDRByHand.grouped(2_345, "fr")) lignes dans 11 tables, toutes lisibles")
        // Spanish groups only from five digits, as CLDR's minimum grouping says.
        #expect(CLIWords(localeTag: "es-ES").finding(rows) == "[ok] registros del cuaderno: 2345 filas en 11 tablas, todas legibles")
        #expect(CLDRByHand.grouped(2_345, "es") == "2345")
        let one = DoctorFinding.passed(.logbookRecords, .recordsReadable(rows: 1, tables: 11))
        #expect(CLIWords(localeTag: "pt-PT").finding(one) == "[ok] registos do diário: 1 linha em 11 tabelas, todas legíveis")
        let million = DoctorFinding(.failed, .spendTotals, .spendTotalsDiffer(months: 1_000_000))
        #expect(CLIWords(localeTag: "pt-PT").finding(million)
            == "[FALHA] totais de despesa: \(CLDRByHand.grouped(1_000_000, "pt-PT")) de totais mensais diferem das despesas que somam")
        // French says one of 0 and 1.
        let none = DoctorFinding(.failed, .householdSync, .keptAside(records: 0))
        #expect(CLIWords(localeTag: "fr-FR").finding(none) == "[ÉCHEC] synchronisation du foyer : 0 entrée du foyer mise de côté sur cet appareil")
    }

    @Test func aDamagedLogbookIsReportedInPortuguese() throws {
        let cli = TranslatedCommandTests.garage(locale: "pt-PT")
        let store = try GarageStore(path: cli.home.path + "/app/" + GarageStore.fileName)
        try store.database.execute("UPDATE spend_month SET minor_units = 99999")
        store.close()
        let doctor = cli.run("doctor")
        #expect(doctor.status == 1)
        #expect(doctor.output.contains("\n[FALHA] totais de despesa: 2 totais mensais diferem das despesas que somam\n"), "\(doctor.output)")
        #expect(doctor.output.contains("\n       solução: execute 'glovebox doctor --repair', que os volta a somar a partir das despesas; "), "\(doctor.output)")
        #expect(doctor.output.contains("\n[ok] páginas do diário: ok (quick_check do SQLite)\n"), "\(doctor.output)")
        #expect(doctor.errors == "glovebox: o diário precisa da correção acima\n")
    }

    @Test func aHealthyLogbookIsReportedInFrenchAndSpanish() {
        let french = TranslatedCommandTests.garage(locale: "fr-FR").succeed("doctor").output
        #expect(french.contains("\n[ok] totaux des dépenses : égaux aux dépenses qu’ils additionnent\n"), "\(french)")
        #expect(french.contains("\n[ok] publication : un fichier d’essai a été écrit, synchronisé, renommé et supprimé\n"), "\(french)")
        #expect(french.contains("\n[remarque] rappels : aucun canal configuré\n       solution : lancez 'glovebox remind add desktop'\n"), "\(french)")
        let spanish = TranslatedCommandTests.garage(locale: "es-ES").succeed("doctor").output
        #expect(spanish.contains("\n[nota] recordatorios: ningún canal configurado\n       solución: ejecuta 'glovebox remind add desktop'\n"), "\(spanish)")
        #expect(spanish.contains("\n[ok] esquema del cuaderno: versión \(LogbookSchema.migrator.latestVersion)\n"), "\(spanish)")
    }

    @Test func germanDoctorPrintsNoEnglishWordAndEnglishDoctorIsUnchanged() throws {
        let german = TranslatedCommandTests.garage(locale: "de-DE")
        let said = german.succeed("doctor").output
        #expect(said.hasPrefix("[ok] gemeinsamer Container: "), "\(said)")
        let left = NoEnglishLeftTests.words(Self.withoutPaths(said)).intersection(NoEnglishLeftTests.englishOnly)
        #expect(left.isEmpty, "English \(left.sorted()) in:\n\(said)")

        let english = TranslatedCommandTests.garage(locale: "en-US")
        let logbook = english.home.path + "/app/" + GarageStore.fileName
        let output = english.succeed("doctor").output
        #expect(output.hasPrefix("[ok] shared container: "), "\(output)")
        #expect(output.contains("\n[ok] logbook: \(logbook) ("), "\(output)")
        #expect(output.contains(
            "\n[ok] logbook pages: ok (SQLite's quick_check)\n[ok] logbook schema: version \(LogbookSchema.migrator.latestVersion)\n"
                + "[ok] logbook records: "), "\(output)")
        #expect(output.contains("\n[ok] spend totals: equal to the expenses they sum\n"), "\(output)")
        #expect(output.hasSuffix("[note] reminders: no channel configured\n       fix: run glovebox remind add desktop\n"), "\(output)")
    }

    @Test func aHomeWithoutALogbookGetsNoneAndHearsEnglish() throws {
        // A logbook that is not there stays absent, and doctor speaks English about it.
        let cli = CLIHarness()
        let doctor = cli.succeed("doctor")
        #expect(doctor.output.contains("[ok] logbook: no logbook yet at "))
        #expect(!FileManager.default.fileExists(atPath: cli.home.path + "/app/" + GarageStore.fileName))
    }
}

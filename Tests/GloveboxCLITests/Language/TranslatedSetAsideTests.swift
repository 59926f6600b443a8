import Foundation
import GarageRules
@testable import GarageStorage
import Testing
import WidgetContract
@testable import GloveboxCLI

/// Why a pull keeps a record aside is stored as a code with its values, and said in the person's
/// language by `conflicts list` and `doctor`; a row an older build wrote holds English text, shown as
/// stored; `--json` keeps the English.
@Suite struct TranslatedSetAsideTests {
    /// A pt-PT logbook with two records kept aside: one as this build writes it (a code), one as an
    /// older build did (English text, no code).
    static func garage() throws -> CLIHarness {
        let cli = TranslatedCommandTests.garage(locale: "pt-PT")
        let store = try GarageStore(path: cli.home.path + "/app/" + GarageStore.fileName)
        defer { store.close() }
        let version = String(repeating: "0", count: 48)
        try store.database.execute(
            """
            INSERT INTO sync_set_aside (record_kind, record_id, account, vehicle_id, row, version, stamps, reason)
            VALUES ('expense', 'e-old', 'ana@example.com', 'clio', '[]', ?1, NULL, 'its service s1 was removed')
            """, [version])
        let change = PulledChange(
            kind: .expense, recordID: "e-new", stamp: HybridTimestamp(text: String(repeating: "1", count: 48))!,
            row: #"["e-new","clio"]"#)
        try store.sync.setAside(change, reason: .parentRemoved(kind: .service, id: "s2"))
        return cli
    }

    @Test func aNewReasonIsStoredAsACodeWithItsValues() throws {
        let cli = try Self.garage()
        let store = try GarageStore(path: cli.home.path + "/app/" + GarageStore.fileName)
        defer { store.close() }
        let row = try #require(try store.database.firstRow(
            "SELECT reason, reason_code, reason_values FROM sync_set_aside WHERE record_id = 'e-new'"
        ) { [$0.text(0), $0.optionalText(1), $0.optionalText(2)] })
        #expect(row == ["", "parent-removed", #"{"id":"s2","kind":"service"}"#])
        let reasons = try store.sync.setAsideRecords().map { $0.setAsideReason }
        #expect(reasons == [.parentRemoved(kind: .service, id: "s2"), .stored("its service s1 was removed")])
    }

    @Test func conflictsAndDoctorSayWhyInPortugueseAndTheJSONInEnglish() throws {
        let cli = try Self.garage()
        let listed = cli.succeed("conflicts", "list").output
        #expect(listed.contains("o registo a que pertence (manutenção feita s2) foi removido"), "\(listed)")
        #expect(listed.contains("its service s1 was removed"), "\(listed)")
        let doctor = cli.run("doctor").output
        #expect(doctor.contains("e-new: o registo a que pertence"), "\(doctor)")
        let json = try #require(try cli.json("conflicts", "list", "--json") as? [[String: Any]])
        let kept = json.compactMap { $0["kept"] as? String }.sorted()
        #expect(kept == ["its service s1 was removed", "its service s2 was removed"], "\(json)")
    }

    /// A pulled reading below zero, as the sync hands it over: this device's rules refuse its odometer.
    static let refusedReading = #"["r-bad","clio","2026-11-01",-5,0,null]"#

    @Test func aRulesRefusalIsStoredByItsCodeAndSaidInPortuguese() throws {
        let cli = TranslatedCommandTests.garage(locale: "pt-PT")
        let store = try GarageStore(path: cli.home.path + "/app/" + GarageStore.fileName)
        defer { store.close() }
        let reason = try #require(store.sync.refusal(.odometerEntry, row: Self.refusedReading))
        guard case .refusedByRule(let problem) = reason else {
            Issue.record("not a rule's refusal: \(reason)")
            return
        }
        #expect(problem.field == "value")
        let change = PulledChange(
            kind: .odometerEntry, recordID: "r-bad", stamp: HybridTimestamp(text: String(repeating: "2", count: 48))!,
            row: Self.refusedReading)
        try store.sync.setAside(change, reason: reason)
        // Another row as the build before this one stored a refusal: the rules' English words.
        try store.database.execute(
            """
            INSERT INTO sync_set_aside (record_kind, record_id, account, vehicle_id, row, version, stamps, reason, reason_code, reason_values)
            VALUES ('odometer-entry', 'r-old', 'ana@example.com', 'clio', '[]', ?1, NULL, '', 'refused', '{"detail":"odometer is too old"}')
            """, [String(repeating: "0", count: 48)])
        let stored = try #require(try store.database.firstRow(
            "SELECT reason_values FROM sync_set_aside WHERE record_id = 'r-bad'") { $0.optionalText(0) } ?? nil)
        let values = try #require(try JSONSerialization.jsonObject(with: Data(stored.utf8)) as? [String: String])
        #expect(values == problem.storedValues)
        #expect(values["rule"] != nil && values["detail"] == nil, "\(values)")
        let reasons = try store.sync.setAsideRecords().map { ($0.recordID, $0.setAsideReason) }
        #expect(reasons.first { $0.0 == "r-bad" }?.1 == .refusedByRule(problem))
        #expect(reasons.first { $0.0 == "r-old" }?.1 == .refused(detail: "odometer is too old"))
        let listed = cli.succeed("conflicts", "list").output
        let said = CLIWords(localeTag: "pt-PT").fieldProblem(problem)
        #expect(said != problem.description)
        #expect(listed.contains("este glovebox recusa-o: \(said)"), "\(listed)")
        #expect(listed.contains("este glovebox recusa-o: odometer is too old"), "\(listed)")
        let json = try #require(try cli.json("conflicts", "list", "--json") as? [[String: Any]])
        let kept = json.compactMap { $0["kept"] as? String }
        #expect(kept.contains("this glovebox refuses it: \(problem.description)"), "\(json)")
    }

    @Test func everyRuleRefusalReadsBackAsItWasStored() throws {
        let day = try #require(CalendarDay(year: 2026, month: 3, day: 3))
        let reasons: [FieldProblem.Reason] = [
            .missing, .wrongType(expected: "a whole number"), .forbiddenCharacter(0x202E), .tooLong(limit: 80, length: 81),
            .tooManyBytes(limit: 320, bytes: 400), .notAnIdentifier("A b"), .reservedIdentifier("new"), .outOfRange("-5"),
            .notADay("2026-02-30"), .dayOutsideWindow(day, earliest: day, latest: day), .notAWord("gas", allowed: ["fuel", "repair"]),
            .notAWord("x", allowed: []), .repeatedWord("fuel"), .unknownCurrency("EUX"), .malformedAmount("1,5"),
            .tooManyDecimals("1.234", currency: "EUR", allowed: 2), .amountTooLarge("1e20"), .notAPositiveDecimal("0"),
            .duplicateName("Filtro"), .unknownReference("m9", kind: .maintenanceItem), .incomplete(missing: "fuel unit"),
            .needs("fuel quantity"), .noneOf(["fuel quantity", "cost"]),
        ]
        for reason in reasons {
            let problem = FieldProblem(field: "f", label: "some label", reason: reason)
            #expect(FieldProblem(storedValues: problem.storedValues) == problem, "\(reason)")
            #expect(SetAsideReason(code: "refused", values: SetAsideReason.refusedByRule(problem).storedValues, text: "")
                == .refusedByRule(problem))
        }
        #expect(FieldProblem(field: "value", label: "odometer", reason: .outOfRange("-5")).storedValues
            == ["field": "value", "label": "odometer", "rule": "out-of-range", "text": "-5"])
        #expect(FieldProblem(storedValues: ["field": "f", "label": "l", "rule": "a-rule-of-a-newer-build"]) == nil)
    }
}

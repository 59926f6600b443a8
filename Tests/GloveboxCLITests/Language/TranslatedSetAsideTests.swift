import Foundation
import GarageRules
@testable import GarageStorage
import Testing
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
}

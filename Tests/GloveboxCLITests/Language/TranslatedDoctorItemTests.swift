import AppCore
import Foundation
import GarageRules
@testable import GarageStorage
import GloveboxTestSupport
import SharedContainer
import Testing
@testable import GloveboxCLI

/// What `doctor` lists under a finding — a damaged row and why, a spend total that differs, a widget
/// part at fault, a record kept aside — is worded in the person's language with the locale's numbers,
/// months and amounts, by the type that found it; English stays the line doctor has always printed.
///
/// Numbers and amounts are checked against `CLDRByHand`, never against the formatter the words use.
@Suite struct TranslatedDoctorItemTests {
    static func damaged(_ table: String, _ id: String, field label: String, _ reason: FieldProblem.Reason) -> LogbookProblem {
        .damagedRow(DamagedRow(table: table, id: id, reason: RowDamage(FieldProblem(field: label, label: label, reason: reason))))
    }

    static let spend = LogbookProblem.spendTotal(SpendMonthDifference(
        vehicleID: "clio", month: "2026-11", currency: "EUR",
        kept: .init(minorUnits: 1_234_599, recordCount: 2), recomputed: .init(minorUnits: 3_000, recordCount: 1)))

    @Test func englishListsEachItemAsDoctorAlwaysDid() {
        let english = CLIWords.english
        #expect(english.item(Self.damaged("expense", "e1", field: "amount", .malformedAmount("lots")))
            == "expense 'e1': amount 'lots' is not a number like 1234.56")
        #expect(english.item(Self.spend) == "vehicle 'clio' 2026-11 EUR: kept 1234599 in 2, the expenses say 3000 in 1")
        #expect(english.item(LogbookProblem.unreadableTable(table: "expense", message: "database disk image is malformed"))
            == "table expense cannot be read to the end: database disk image is malformed")
        #expect(english.item(LogbookProblem.keptAside(kind: .expense, id: "e9", reason: .parentRemoved(kind: .vehicle, id: "v1")))
            == "expense e9: its vehicle v1 was removed")
        #expect(english.item(LogbookProblem.keptAside(kind: .expense, id: "e9", reason: .stored("its vehicle v1 was removed")))
            == "expense e9: its vehicle v1 was removed")
        #expect(english.item(WidgetPartProblem.tooLarge(file: "part-clio.json", bytes: 70_000, limit: 65_536))
            == "part-clio.json: 70000 bytes, over the 65536 a widget reads")
        #expect(english.item("*** row 3 missing from index") == "*** row 3 missing from index")
    }

    @Test func aDamagedRowIsNamedAndExplainedInPortugueseAndGerman() {
        let portuguese = CLIWords(localeTag: "pt-PT")
        #expect(portuguese.item(Self.damaged("expense", "e1", field: "date", .notADay("2026-02-30")))
            == "despesa 'e1': esse dia não existe: '2026-02-30'")
        #expect(portuguese.item(Self.damaged("odometer_entry", "r1", field: "date", .notADay("not-a-day")))
            == "leitura 'r1': não é uma data da forma YYYY-MM-DD: 'not-a-day'")
        #expect(portuguese.item(Self.damaged("expense", "e2", field: "fuel quantity", .notAPositiveDecimal("-3")))
            == "despesa 'e2': o campo quantidade de combustível: '-3' não é um número positivo")
        let german = CLIWords(localeTag: "de-DE")
        #expect(german.item(Self.damaged("maintenance_item", "m1", field: "maintenance item name", .tooLong(limit: 80, length: 1_234)))
            == "Wartungspunkt 'm1': das Feld Name des Wartungspunkts ist länger als 80 Zeichen (\(CLDRByHand.grouped(1_234, "de")))")
        #expect(german.item(Self.damaged("expense", "e3", field: "exchange rate", .needs("rate currency")))
            == "Ausgabe 'e3': das Feld Wechselkurs braucht Währung des Kurses")
        // A reason of the app's own bookkeeping has no field rule behind it: it stays as the store wrote it.
        #expect(german.item(LogbookProblem.damagedRow(DamagedRow(table: "journal", id: "7", reason: "not a journal entry")))
            == "Journaleintrag '7': not a journal entry")
    }

    @Test func anIndexOrTriggerIsNamedAsItIsAndItsProblemInTheLanguage() {
        let index = SchemaObject(type: "index", name: "imported_row_key", sql: "CREATE UNIQUE INDEX imported_row_key ON imported_row (vehicle_id)")
        let trigger = SchemaObject(type: "trigger", name: "spend_month_after_insert", sql: "CREATE TRIGGER spend_month_after_insert …")
        let step = LogbookSchema.migrator.latestVersion
        #expect(CLIWords.english.item(LogbookProblem.schemaObject(.missing(index))) == "index imported_row_key: missing")
        #expect(CLIWords.english.item(LogbookProblem.schemaObject(.changed(trigger)))
            == "trigger spend_month_after_insert: not as logbook step \(step) makes it")
        #expect(CLIWords(localeTag: "de-DE").item(LogbookProblem.schemaObject(.missing(index))) == "Index imported_row_key: fehlt")
        #expect(CLIWords(localeTag: "pt-PT").item(LogbookProblem.schemaObject(.changed(trigger)))
            == "gatilho spend_month_after_insert: não é como o passo \(step) do diário o cria")
    }

    @Test func aSpendTotalThatDiffersHasTheLocalesMonthAndAmounts() {
        let german = CLIWords(localeTag: "de-DE").item(Self.spend)
        #expect(german == "Fahrzeug 'clio' November 2026 EUR: gespeichert sind "
            + CLDRByHand.money(Decimal(string: "12345.99")!, symbol: "€", "de") + " aus 2 Ausgaben, die Ausgaben ergeben "
            + CLDRByHand.money(30, symbol: "€", "de") + " aus 1 Ausgabe")
        let portuguese = CLIWords(localeTag: "pt-PT").item(Self.spend)
        #expect(portuguese == "veículo 'clio' novembro de 2026 EUR: o total guardado é "
            + CLDRByHand.money(Decimal(string: "12345.99")!, symbol: "€", "pt-PT") + " em 2 despesas, as despesas somam "
            + CLDRByHand.money(30, symbol: "€", "pt-PT") + " em 1 despesa")
        let nothing = LogbookProblem.spendTotal(SpendMonthDifference(
            vehicleID: "clio", month: "2026-11", currency: "EUR", kept: nil, recomputed: .init(minorUnits: 3_000, recordCount: 1)))
        #expect(CLIWords(localeTag: "es-ES").item(nothing).hasPrefix("vehículo 'clio' noviembre de 2026 EUR: el total guardado es nada, "))
    }

    @Test func widgetPartsAndRecordsKeptAsideAreWordedInFrench() {
        let french = CLIWords(localeTag: "fr-FR")
        #expect(french.item(WidgetPartProblem.tooLarge(file: "part-clio.json", bytes: 70_000, limit: 65_536))
            == "part-clio.json : \(CLDRByHand.grouped(70_000, "fr")) octets, au-delà des \(CLDRByHand.grouped(65_536, "fr")) qu’un widget lit")
        #expect(french.item(WidgetPartProblem.missing(file: "part-golf.json"))
            == "part-golf.json : absente (un widget ainsi configuré lit à la place la partie de son type)")
        // A reason an older build stored as text is shown as stored; a typed one in French.
        #expect(french.item(LogbookProblem.keptAside(kind: .deadline, id: "d1", reason: .stored("x"))) == "échéance d1 : x")
        #expect(french.item(LogbookProblem.keptAside(kind: .deadline, id: "d1", reason: .vehicleNotHere(vehicleID: "v1")))
            == "échéance d1 : son véhicule v1 n’est pas sur cet appareil")
    }

    @Test func doctorListsADamagedRowInPortuguese() throws {
        let cli = TranslatedCommandTests.garage(locale: "pt-PT")
        let store = try GarageStore(path: cli.home.path + "/app/" + GarageStore.fileName)
        let expense = try #require(try store.database.firstRow("SELECT id FROM expense WHERE category = 'repair'") { $0.text(0) })
        try store.database.execute("UPDATE expense SET day = '2026-02-30' WHERE id = ?", [expense])
        store.close()
        let doctor = cli.run("doctor")
        #expect(doctor.status == 1)
        #expect(doctor.output.contains("\n       - despesa '\(expense)': esse dia não existe: '2026-02-30'\n"), "\(doctor.output)")
    }
}

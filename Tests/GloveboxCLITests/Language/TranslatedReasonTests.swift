import AppCore
import Foundation
import GarageRules
import GarageStorage
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import GloveboxCLI

/// The reasons that other modules' errors carry typed (a fuel record's facts that do not fit, a
/// conflict not kept, an undo's record not written back) reach a pt-PT session in Portuguese, and
/// an English one in the words it always read.
@Suite struct TranslatedReasonTests {
    @Test func aFuelRecordThatDoesNotFitIsRefusedInPortuguese() {
        let cli = TranslatedCommandTests.garage(locale: "pt-PT")
        let rate = cli.run("fuel", "add", "clio", "30", "l", "--odometer", "86100", "--rate", "1.1")
        #expect(rate.status == 2)
        #expect(rate.errors == "glovebox: --rate converte um custo: indique --cost AMOUNT CURRENCY\n")
        let charge = cli.run("fuel", "add", "clio", "30", "kwh", "--odometer", "86100")
        #expect(charge.errors == "glovebox: 'Clio' funciona a gasolina, e um abastecimento em kwh é de eletricidade: se também funcionar "
            + "a eletricidade, indique-o primeiro com 'glovebox vehicle edit clio --energy petrol,electricity'\n")
        let twice = cli.run("vehicle", "edit", "clio", "--energy", "petrol,lpg,petrol")
        #expect(twice.errors.hasPrefix("glovebox: a energia 'petrol' aparece duas vezes em 'petrol,lpg,petrol'\nutilização: "))
        let dropped = cli.run("vehicle", "edit", "clio", "--energy", "electricity")
        #expect(dropped.errors.hasPrefix("glovebox: 'Clio' tem abastecimentos de gasolina, por isso não pode deixar de funcionar"), "\(dropped.errors)")
        let unit = cli.run("economy", "clio", "--unit", "kwh/100km")
        #expect(unit.errors.hasPrefix("glovebox: 'Clio' não tem carregamentos em kWh para mostrar em kwh/100km: use "), "\(unit.errors)")
    }

    @Test func aFuelRecordThatDoesNotFitIsRefusedInEnglishAsItAlwaysWas() {
        let cli = TranslatedCommandTests.garage(locale: "en-GB")
        let rate = cli.run("fuel", "add", "clio", "30", "l", "--odometer", "86100", "--rate", "1.1")
        #expect(rate.errors == "glovebox: --rate converts a cost: give --cost AMOUNT CURRENCY\n")
        let charge = cli.run("fuel", "add", "clio", "30", "kwh", "--odometer", "86100")
        #expect(charge.errors == "glovebox: 'Clio' runs on petrol, and a fill in kwh is electricity: if it also runs on electricity, "
            + "say so first with 'glovebox vehicle edit clio --energy petrol,electricity'\n")
        let dropped = cli.run("vehicle", "edit", "clio", "--energy", "electricity")
        #expect(dropped.errors == "glovebox: 'Clio' has fill-ups of petrol, so it cannot stop running on it: keep it "
            + "(--energy electricity,petrol) or name their energy first with 'glovebox fuel edit ID --energy …'\n")
    }

    @Test func aFillOfAnEnergyTheVehicleOnlyRanOnIsJoinedInTheLanguage() {
        let problem = FuelRecordProblem.notRunOn(
            vehicle: "Clio", vehicleID: "clio", runsOn: [.petrol, .lpg], inferred: true, energy: .electricity, unit: nil)
        #expect(CLIWords(localeTag: "pt-PT").fuelRecordProblem(problem)
            == "'Clio' funciona a gasolina e GPL (pelo primeiro abastecimento), e este abastecimento é de eletricidade: se também "
            + "funcionar a eletricidade, indique-o primeiro com 'glovebox vehicle edit clio --energy petrol,lpg,electricity' "
            + "(ou --energy electricity, se sempre funcionou só a isso)")
        #expect(CLIWords.english.fuelRecordProblem(problem) == problem.description)
        #expect(problem.description == "'Clio' runs on petrol and lpg (taken from its first fill-up), and this fill is electricity: "
            + "if it also runs on electricity, say so first with 'glovebox vehicle edit clio --energy petrol,lpg,electricity' "
            + "(or --energy electricity if it only ever did)")
    }

    @Test func aConflictNotKeptAndAnUndoNotWrittenBackSayWhyInPortuguese() {
        let portuguese = CLIWords(localeTag: "pt-PT")
        #expect(portuguese.failure(GarageError.conflictNotKept(id: "c1", reason: .unreadableLostValue))
            == "o conflito c1 não pode ser mantido: este glovebox não consegue ler o valor que perdeu")
        #expect(portuguese.failure(GarageError.conflictNotKept(id: "c1", reason: .removalRefused(vehicleID: "clio")))
            == "o conflito c1 não pode ser mantido: o veículo voltou a este dispositivo com o que ainda não tinha visto: "
            + "veja-o e, se deve sair, remova-o de novo ('glovebox vehicle remove clio')")
        #expect(portuguese.failure(UndoError.cannotRestore(record: "'fuel add'", reason: .vehicleGone))
            == "não é possível desfazer: 'fuel add' não pode ser reposto: o seu veículo já não está neste dispositivo "
            + "(a partilha terminou ou o proprietário removeu-o); nada foi alterado")
        let broken = UndoError.wouldBreakRule(
            record: .reading(.odometerReading, id: "r1", value: 100, unit: .kilometres, date: CalendarDay(year: 2026, month: 11, day: 3)!), reason: .odometerDecreasing(value: 100, previous: 200, previousDate: CalendarDay(year: 2026, month: 11, day: 1)!))
        #expect(portuguese.failure(broken)?.contains(portuguese.failure(GarageError.odometerDecreasing(
            value: 100, previous: 200, previousDate: CalendarDay(year: 2026, month: 11, day: 1)!)) ?? "-") == true)
    }

    @Test func anUndoNamesTheRecordItCannotWriteBackInPortuguese() throws {
        let cli = TranslatedCommandTests.garage(locale: "pt-PT")
        cli.succeed("odometer", "log", "clio", "86500")
        let listed = try #require(try cli.json("odometer", "list", "clio", "--json") as? [[String: Any]])
        let reading = try #require(listed.first { $0["value"] as? Int == 86_500 }?["id"] as? String)
        cli.succeed("odometer", "remove", reading)
        // The device's clock was a week ahead when the reading was logged; now it is right.
        cli.now = Pinned.instant("2026-11-22T12:00:00Z")
        let refused = cli.run("undo")
        #expect(refused.status == 2)
        let words = CLIWords(localeTag: "pt-PT")
        let day = try #require(CalendarDay(year: 2026, month: 11, day: 29))
        #expect(refused.errors.hasPrefix("glovebox: não é possível desfazer: repor a leitura do conta-quilómetros \(reading) "
            + "(\(words.distance(86_500, .kilometres)) em \(words.day(day))) violaria uma regra: "), "\(refused.errors)")
        #expect(!refused.errors.contains("odometer"), "\(refused.errors)")
        #expect(words.undoneRecord(.vehicle(name: "Polo")) == "o veículo 'Polo'")
        #expect(words.undoneRecord(.reading(.fillUp, id: "e1", value: 100, unit: .miles, date: day))
            == "o abastecimento e1 (\(words.distance(100, .miles)) em \(words.day(day)))")
    }

    @Test func englishNamesAnUndonesRecordAsItsDescriptionDoes() throws {
        let day = try #require(CalendarDay(year: 2026, month: 3, day: 3))
        let records: [UndoneRecord] = UndoneRecord.Kind.allCases.map {
            .reading($0, id: "r1", value: 12_345, unit: .kilometres, date: day)
        } + [.vehicle(name: "Polo")]
        for record in records {
            #expect(CLIWords.english.undoneRecord(record) == record.description)
        }
        #expect(records[0].description == "odometer reading r1 (12,345 km on 2026-03-03)")
        #expect(UndoError.wouldBreakRule(record: .vehicle(name: "Polo"), reason: .signedOut).description
            == "cannot undo: writing back vehicle 'Polo' would break a rule: not signed in; sign in with an account first; nothing was changed")
    }

    @Test func anUndoSaysWhatAnotherDeviceChangedSinceInPortuguese() throws {
        let cli = TranslatedCommandTests.garage(locale: "pt-PT")
        let expense = try UndoCommandTests.expenseEditedHereThenByAnotherDevice(in: cli)
        let undone = cli.succeed("undo")
        #expect(undone.output.hasSuffix(
            "\nfica como está: o campo nota do registo (despesa \(expense)), alterado entretanto noutro dispositivo\n"),
            "\(undone.output)")
        #expect(!undone.output.contains("another device"), "\(undone.output)")
        let words = CLIWords(localeTag: "pt-PT")
        #expect(words.leftAsIs(.broughtBack(kind: .odometerEntry, id: "r1"))
            == "o registo (leitura r1) já voltou (outro dispositivo recuperou-o)")
        #expect(words.leftAsIs(.removedSince(kind: .service, id: "s1"))
            == "o registo (manutenção feita s1) foi removido entretanto e continua removido")
        #expect(words.leftAsIs(.changedSince(field: "odometer", kind: .expense, id: "e1"))
            == "o campo conta-quilómetros do registo (despesa e1), alterado entretanto noutro dispositivo")
    }

    @Test func englishSaysWhatAnUndoLeftAsItsDescriptionDoes() {
        let left: [LeftAsIs] = RecordKind.allCases.flatMap { kind in
            [.broughtBack(kind: kind, id: "x1"), .removedSince(kind: kind, id: "x1"), .changedSince(field: "note", kind: kind, id: "x1")]
        } + [.changedSince(field: "fuelQuantity", kind: .expense, id: "e1"), .changedSince(field: "odometer", kind: .expense, id: "e1")]
        for item in left { #expect(CLIWords.english.leftAsIs(item) == item.description) }
        #expect(LeftAsIs.broughtBack(kind: .expense, id: "e1").description == "expense e1 is already back (another device brought it back)")
        #expect(LeftAsIs.removedSince(kind: .odometerEntry, id: "r1").description == "reading r1 was removed since, and stays removed")
        #expect(LeftAsIs.changedSince(field: "note", kind: .expense, id: "e1").description
            == "the note of expense e1, changed since on another device")
    }

    @Test func englishReasonsAreTheWordsTheErrorsAlwaysHeld() {
        #expect(GarageError.conflictNotKept(id: "c1", reason: .vehicleNotBroughtBack).description
            == "the conflict c1 cannot be kept: a removed vehicle is not brought back this way")
        #expect(UndoError.cannotRestore(record: "'fuel add'", reason: .addedRecordGone).description
            == "cannot undo: 'fuel add' cannot be written back: what it added is no longer on this device (deleted on another "
            + "device, or its vehicle is no longer shared with you); nothing was changed")
        #expect(GarageError.invalidFuelRecord(.notMeasuredIn(.petrol, unit: .kilowattHours)).description
            == "petrol is not measured in kwh: use l, us-gal, imp-gal")
        for error: any Error in [
            GarageError.conflictNotKept(id: "c1", reason: .comesInByItself), UndoError.cannotRestore(record: "'x'", reason: .vehicleGone),
            GarageError.invalidFuelRecord(.rateWithoutCost),
        ] {
            #expect(CLIWords.english.failure(error) == nil)
        }
    }
}

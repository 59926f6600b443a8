@testable import AppCore
import Foundation
import GarageRules
import GarageStorage
@testable import HouseholdSync
import Testing
@testable import GloveboxCLI

/// What the household's commands say about a member's changed key and a removal the server refused
/// (`conflicts list`) is said in the person's language; English stays what it always was, to the letter.
@Suite struct TranslatedHouseholdWordsTests {
    let changed = ChangedMemberKey(account: "ben@example.com", was: "AB12-CD34", now: "EF56-GH78")

    @Test func aChangedKeyIsExplainedInEnglishAsBefore() {
        #expect(CLIWords.english.changedKey(changed) == "ben@example.com's key is not the one this device sealed to before "
            + "(was AB12-CD34, now EF56-GH78); nothing is sealed to it until you compare it with them ('glovebox members VEHICLE' "
            + "on their device, 'glovebox keys show' on theirs) and confirm with "
            + "'glovebox share VEHICLE ben@example.com --role ROLE --accept-new-key'")
        #expect(CLIWords.english.changedKey(changed, vehicle: "Clio").hasSuffix("'glovebox share Clio ben@example.com --role ROLE --accept-new-key'"))
    }

    @Test func aChangedKeyIsExplainedInEachLanguageWithTheCommandsAsTyped() {
        let german = CLIWords(localeTag: "de-DE")
        let warning = german.text(.warningPrefix, ["message": german.changedKey(changed, vehicle: "Clio")])
        #expect(warning.hasPrefix("Warnung: der Schlüssel von ben@example.com ist nicht der, für den dieses Gerät bisher versiegelt hat "
            + "(bisher AB12-CD34, jetzt EF56-GH78); "), "\(warning)")
        #expect(NoEnglishLeftTests.words(warning).isDisjoint(with: NoEnglishLeftTests.englishOnly), "\(warning)")
        for tag in ["fr-FR", "es-ES", "pt-PT"] {
            let said = CLIWords(localeTag: tag).changedKey(changed, vehicle: "Clio")
            #expect(said.contains("'glovebox share Clio ben@example.com --role ROLE --accept-new-key'"), "\(tag): \(said)")
            #expect(said.contains("AB12-CD34") && said.contains("EF56-GH78"), "\(tag): \(said)")
        }
        #expect(CLIWords(localeTag: "pt-PT").changedKey(changed).hasPrefix("a chave de ben@example.com não é aquela para a qual"))
    }

    @Test func aRefusedRemovalIsWordedInEachLanguage() {
        let both = RefusedRemoval(unseenRecords: 2, changedAfterRemoval: true)
        #expect(CLIWords.english.refusedRemoval(both) == "kept: 2 records you had not seen, changed after your removal")
        #expect(CLIWords.english.refusedRemoval(RefusedRemoval(unseenRecords: 1, changedAfterRemoval: false)) == "kept: 1 record you had not seen")
        #expect(CLIWords.english.refusedRemoval(RefusedRemoval(unseenRecords: 0, changedAfterRemoval: true)) == "kept: changed after your removal")
        #expect(CLIWords.english.refusedRemoval(RefusedRemoval(unseenRecords: 0, changedAfterRemoval: false)) == "kept")
        #expect(CLIWords(localeTag: "de-DE").refusedRemoval(both) == "behalten: 2 Einträge, die du nicht gesehen hattest, nach deiner Entfernung geändert")
        #expect(CLIWords(localeTag: "fr-FR").refusedRemoval(RefusedRemoval(unseenRecords: 1, changedAfterRemoval: false))
            == "gardé : 1 entrée que vous n’aviez pas vue")
        #expect(CLIWords(localeTag: "es-ES").refusedRemoval(both) == "conservado: 2 registros que no habías visto, cambiado después de que lo eliminaras")
        #expect(CLIWords(localeTag: "pt-PT").refusedRemoval(RefusedRemoval(unseenRecords: 1, changedAfterRemoval: false))
            == "mantido: 1 registo que não tinha visto")
    }

    @Test func theLoginThatTakesOverVehiclesCountsThemInEachLanguage() {
        #expect(CLIWords.english.plural(.signedInTookOver, count: 2)
            == "took over 2 vehicles recorded on this device before accounts owned their data, while nobody was signed in")
        #expect(CLIWords(localeTag: "de-DE").plural(.signedInTookOver, count: 1).hasPrefix("1 Fahrzeug übernommen, das "))
        #expect(CLIWords(localeTag: "de-DE").plural(.signedInTookOver, count: 3).hasPrefix("3 Fahrzeuge übernommen, die "))
        #expect(CLIWords(localeTag: "fr-FR").plural(.signedInTookOver, count: 0).hasPrefix("0 véhicule repris, enregistré "))
        #expect(CLIWords(localeTag: "es-ES").plural(.signedInTookOver, count: 2).hasPrefix("esta cuenta se queda con 2 vehículos registrados "))
    }

    /// A conflict over a one-field yes-or-no unit and one over a unit of several fields, this account's
    /// value `lost` and the one kept `won` (server columns and their text).
    static func conflicts() throws -> (flag: ConflictAnswer, several: ConflictAnswer) {
        let units = RecordKind.allCases.flatMap { kind in kind.descriptor.mergeUnits.map { (kind, $0) } }
        let (flagKind, flagUnit) = try #require(units.first { $0.1.fields.count == 1 && $0.1.fields[0].rule.storage == .boolean })
        let (severalKind, severalUnit) = try #require(units.first { $0.1.fields.count > 1 })
        func conflict(_ kind: RecordKind, _ unit: MergeUnit, lost: [String: String], won: [String: String]) throws -> ConflictAnswer {
            func json(_ object: [String: String]) throws -> String {
                String(decoding: try JSONSerialization.data(withJSONObject: object, options: .sortedKeys), as: UTF8.self)
            }
            return ConflictAnswer(SyncConflict(
                id: "c-1", vehicleID: "clio", kind: kind, recordID: "r-1", unit: unit.name, lostValue: try json(lost),
                lostStamp: "", winner: "ben@example.com", wonValue: try json(won), wonStamp: "", isDismissed: false), vehicleName: "Clio")
        }
        let column = try #require(flagUnit.fields[0].serverColumn)
        let first = try #require(severalUnit.fields[0].serverColumn)
        return (
            try conflict(flagKind, flagUnit, lost: [column: "1"], won: [column: "0"]),
            try conflict(severalKind, severalUnit, lost: [first: "42"], won: [:]))
    }

    @Test func aConflictsYesNoAndNoneAreWordedAndItsValuesKeptAsWritten() throws {
        let (flag, several) = try Self.conflicts()
        // English, and the JSON's words, are what they were.
        #expect(flag.yours == "yes" && flag.kept == "no")
        #expect(CLIWords.english.conflictYours(flag) == "yes" && CLIWords.english.conflictKept(flag) == "no")
        let labels = several.yoursFields?.compactMap(\.label) ?? []
        #expect(labels.count > 1)
        #expect(several.yours == "\(labels[0]) 42, " + labels.dropFirst().map { "\($0) none" }.joined(separator: ", "))
        #expect(CLIWords.english.conflictYours(several) == several.yours)
        #expect(CLIWords.english.conflictKept(several) == several.kept)
        let german = CLIWords(localeTag: "de-DE")
        #expect(german.conflictYours(flag) == "ja" && german.conflictKept(flag) == "nein")
        // The fields' labels are German too (`Betrag`, not `amount`).
        let germanLabels = labels.map { CLIFieldLabel(rawValue: $0)?.text(in: .german) ?? $0 }
        #expect(Set(germanLabels).isDisjoint(with: labels), "\(germanLabels)")
        #expect(german.conflictYours(several) == "\(germanLabels[0]) 42, " + germanLabels.dropFirst().map { "\($0) kein Wert" }.joined(separator: ", "))
        #expect(CLIWords(localeTag: "pt-PT").conflictYours(flag) == "sim")
        #expect(CLIWords(localeTag: "fr-FR").conflictKept(flag) == "non")
        #expect(CLIWords(localeTag: "es-ES").conflictYours(flag) == "sí")
    }
}

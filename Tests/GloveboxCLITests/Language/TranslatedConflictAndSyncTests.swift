import Foundation
import GloveboxTestSupport
import HouseholdSync
import Testing
@testable import GloveboxCLI

/// `conflicts` and the text `sync` prints speak the `locale` preference's language with its plural
/// forms and numbers, while English stays word for word what it was.
///
/// The sync's lines are checked through `CLIWords.syncLines`, the one function the command prints
/// with, since a sync needs a household server (its runs are in HouseholdServerTests).
@Suite struct TranslatedConflictAndSyncTests {
    /// A summary with something to say on every line.
    static let summary = SyncSummary(
        server: "https://192.0.2.7:8443", pushed: 1, pulled: 1_234, leftVehicles: ["Zoe"],
        unpushed: [UnpushedChanges(vehicle: "Clio", changes: 2)], newConflicts: 1, setAside: 3)

    @Test func conflictsSpeakTheLanguage() {
        let german = TranslatedCommandTests.garage(locale: "de-DE")
        #expect(german.succeed("conflicts", "list").output == "keine Konflikte\n")
        let refused = german.run("conflicts", "dismiss")
        #expect(refused.status == 2)
        #expect(refused.errors == "glovebox: gib die ID des Konflikts an, oder --all\n")
        #expect(german.succeed("conflicts", "dismiss", "--all").output == "0 Konflikte verworfen\n")
        // French counts 0 as one; Portugal's Portuguese does not.
        #expect(TranslatedCommandTests.garage(locale: "fr-FR").succeed("conflicts", "dismiss", "--all").output == "0 conflit écarté\n")
        let portuguese = TranslatedCommandTests.garage(locale: "pt-PT")
        #expect(portuguese.succeed("conflicts", "list").output == "sem conflitos\n")
        #expect(portuguese.succeed("conflicts", "dismiss", "--all").output == "descartados 0 conflitos\n")
        // The JSON is the same empty list in every language.
        #expect(german.succeed("conflicts", "list", "--json").output == TranslatedCommandTests.garage(locale: "en-US").succeed("conflicts", "list", "--json").output)
    }

    @Test func englishConflictsAreWhatTheyWere() {
        let english = TranslatedCommandTests.garage(locale: "en-US")
        #expect(english.succeed("conflicts", "list").output == "no conflicts\n")
        #expect(english.run("conflicts", "dismiss").errors == "glovebox: give the conflict's ID, or --all\n")
        #expect(english.succeed("conflicts", "dismiss", "--all").output == "dismissed 0 conflicts\n")
    }

    @Test func germanSyncLinesAreGermanWithGermanNumbers() {
        let words = CLIWords(localeTag: "de-DE")
        #expect(words.syncLines(Self.summary) == [
            "mit https://192.0.2.7:8443 synchronisiert: 1 Änderung gesendet, \(CLDRByHand.grouped(1_234, "de")) empfangen",
            "'Zoe' hat dieses Gerät verlassen: seine Freigabe wurde widerrufen oder sein Eigentümer hat es entfernt",
            "3 Einträge des Haushalts sind auf diesem Gerät zurückgestellt, jeder mit seinem Grund ('glovebox conflicts list', "
                + "'glovebox doctor'); jeder kommt bei einer Synchronisierung dazu, sobald sein Grund wegfällt",
            "1 Änderung dieses Kontos wurde durch die gleichzeitige Änderung eines Haushaltsmitglieds ersetzt: siehe 'glovebox conflicts list'",
        ])
        let warning = words.unpushedWarning(Self.summary.unpushed[0])
        #expect(warning.hasPrefix("Warnung: 2 Änderungen an 'Clio' wurden nicht gesendet: "), "\(warning)")
        for line in words.syncLines(Self.summary) + [warning] {
            let left = NoEnglishLeftTests.words(line).intersection(NoEnglishLeftTests.englishOnly)
            #expect(left.isEmpty, "English \(left.sorted()) in: \(line)")
        }
    }

    @Test func spanishSyncLinesChooseTheirPluralForms() {
        let words = CLIWords(localeTag: "es-ES")
        let lines = words.syncLines(Self.summary)
        #expect(lines.first == "sincronizado con https://192.0.2.7:8443: enviados 1 cambio, recibidos \(CLDRByHand.grouped(1_234, "es"))")
        #expect(lines.last?.hasPrefix("1 cambio de esta cuenta fue sustituido por el de un miembro del hogar") == true, "\(lines)")
        #expect(words.unpushedWarning(UnpushedChanges(vehicle: "Clio", changes: 1)).contains("1 cambio en 'Clio' no se envió: "))
    }

    @Test func englishSyncLinesAreWhatTheyWere() {
        let words = CLIWords.english
        #expect(words.syncLines(Self.summary) == [
            "synced with https://192.0.2.7:8443: pushed 1 change, pulled 1234",
            "'Zoe' left this device: its share was revoked or its owner removed it",
            "3 records of the household are kept aside on this device, each with the reason ('glovebox conflicts list', "
                + "'glovebox doctor'); each comes in at a sync once its reason is gone",
            "1 of this account's edits was replaced by a household member's edit made at the same time: see 'glovebox conflicts list'",
        ])
        #expect(words.unpushedWarning(Self.summary.unpushed[0]) == "warning: 2 changes to 'Clio' were not pushed: "
            + "this account can no longer edit it (its owner removed it, or its share was revoked or made view-only); "
            + "they are kept on this device as conflicts: see 'glovebox conflicts list'")
    }
}

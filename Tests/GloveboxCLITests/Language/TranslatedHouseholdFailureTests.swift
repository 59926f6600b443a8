@testable import AppCore
import Foundation
import GarageStorage
import GloveboxTestSupport
import HouseholdSync
import ReminderDelivery
import Testing
@testable import GloveboxCLI

/// What the household server, the account's keys, a conflict's fields and a reminder channel's
/// address say reaches the person in the `locale` preference's language; English is unchanged and
/// the server's own reasons stay as it wrote them.
@Suite struct TranslatedHouseholdFailureTests {
    @Test func theServersRefusalsAreTranslated() {
        let portuguese = CLIWords(localeTag: "pt-PT")
        #expect(portuguese.failure(SyncError.unreachable(server: "db.example:5432", reason: "Connection refused"))
            == "não é possível contactar o servidor do agregado em db.example:5432 (Connection refused); nada foi alterado neste dispositivo")
        #expect(portuguese.failure(SyncError.schemaMismatch(server: 3, client: 4))
            == "o esquema do servidor do agregado está na versão 3, mas este glovebox precisa da versão 4: "
                + "execute 'glovebox-server migrate DIR' no servidor; nada foi alterado neste dispositivo")
        let french = CLIWords(localeTag: "fr-FR")
        #expect(french.failure(SharingError.notOwner(vehicle: "Clio", role: .viewer))
            == "le serveur du foyer a refusé : seul le propriétaire de 'Clio' peut le partager, changer ses rôles ou les révoquer "
                + "(vous en êtes lecteur) ; rien n’a été modifié")
        #expect(CLIWords(localeTag: "es-ES").failure(HouseholdKeyError.weakPassphrase(minimum: 12))
            == "una frase de contraseña necesita al menos 12 caracteres (es lo único que separa una copia del servidor de los campos sellados de la cuenta)")
        #expect(CLIWords(localeTag: "de-DE").failure(ServerURLRefusal.weakSSLMode("require"))?
            .hasPrefix("die URL von --server verlangt sslmode=require, aber glovebox verbindet sich") == true)
        #expect(CLIWords.english.failure(SyncError.keyLocked(account: "ana")) == nil)
    }

    @Test func aVehicleHeldBackByThePlanNamesTheLimitInTheLanguage() {
        // The plan and its number come as the server's rule names them (schema 16), never read from its English.
        let refusals = [
            PlanLimitRefusal(vehicle: "Clio", limit: "the free plan allows 2 owned vehicles", plan: ("free", 2)),
            PlanLimitRefusal(vehicle: "Zoe", limit: "the free plan allows 2 owned vehicles", plan: ("free", 2)),
        ]
        let spanish = CLIWords(localeTag: "es-ES").planLimit(refusals)
        #expect(spanish?.hasPrefix("el servidor del hogar ha rechazado 'Clio': el plan free permite 2 vehículos propios, y esta cuenta") == true)
        #expect(spanish?.hasSuffix(" (y también 'Zoe')") == true)
        let german = CLIWords(localeTag: "de-DE").planLimit(refusals[0])
        #expect(german.hasPrefix("der Haushaltsserver hat 'Clio' abgelehnt: der Plan free erlaubt 2 eigene Fahrzeuge, "))
        // Words of another form stay as the server wrote them.
        #expect(CLIWords(localeTag: "de-DE").planLimit(PlanLimitRefusal(vehicle: "Clio", limit: "quota exceeded"))
            .hasPrefix("der Haushaltsserver hat 'Clio' abgelehnt: quota exceeded, "))
        #expect(CLIWords.english.planLimit(refusals) == refusals[0].description + " (so do 'Zoe')")
    }

    @Test func theSyncsOwnReasonsAreTranslatedAndEnglishIsWhatTheErrorSays() {
        let failures: [SyncServerFailure] = [
            .vehicleKeyRace, .vehicleIDTaken, .shareChanged, .parentRemoved, .pushTimedOut, .recordBeingWritten,
            .vehicleRecords(vehicle: "clio-3f", records: 100_001, limit: 100_000),
            .vehicleBytes(vehicle: "clio-3f", bytes: 52_428_801, limit: 52_428_800),
            .accountRecords(vehicle: "clio-3f", records: 500_001, limit: 500_000), .overLimitInServerWords("quota exceeded"),
            .planOwnedVehicles(plan: "free", allowed: 2), .reminderClaims(limit: 20_000), .passwordNotAVerifier,
            .accountGone(account: "ana@example.com"), .unknownPlan("gold"), .unreadableOutboxRow("[1]"), .unreadableStamps("[]"),
            .unreadableFeedPosition(cursor: "x", horizon: "9"), .unreadableRow(table: "expense"),
        ]
        let portuguese = CLIWords(localeTag: "pt-PT")
        for failure in failures {
            let error = SyncError.failure(failure)
            // English: the error's own words, the frame and the reason as glovebox always wrote them.
            #expect(CLIWords.english.failure(error) == nil)
            #expect(error.description == "the household server failed: \(failure); nothing was changed on this device")
            // The English catalog's keys say word for word what the error says.
            #expect(CLIWords.english.syncFailure(failure) == failure.description)
            let said = portuguese.failure(error) ?? ""
            #expect(said.hasPrefix("o servidor do agregado falhou: "), "\(failure): \(said)")
            #expect(said.hasSuffix("; nada foi alterado neste dispositivo"), "\(failure): \(said)")
            for english in ["nothing was pushed", "this sync", "glovebox knows", "household server", "records"] {
                #expect(!said.contains(english), "\(failure): \(said)")
            }
        }
        #expect(portuguese.failure(SyncError.failure(.vehicleRecords(vehicle: "clio-3f", records: 100_001, limit: 100_000)))
            == "o servidor do agregado falhou: o veículo clio-3f tem 100\u{A0}001 registos no servidor do agregado, mais do que os "
                + "100\u{A0}000 que este guarda por veículo; nada foi enviado: remova registos dele neste dispositivo e depois sincronize; "
                + "nada foi alterado neste dispositivo")
        // A limit that names no rule stays in the server's words, inside the translated frame and advice.
        #expect(CLIWords(localeTag: "de-DE").failure(SyncError.failure(.overLimitInServerWords("quota exceeded")))
            == "der Haushaltsserver ist gescheitert: quota exceeded; nichts wurde übertragen: entferne Einträge davon auf diesem Gerät "
                + "und synchronisiere dann; auf diesem Gerät wurde nichts geändert")
    }

    @Test func conflictsNameTheirFieldsInTheLanguage() {
        let conflict = SyncConflict(
            id: "c1", vehicleID: "clio", kind: .expense, recordID: "e1", unit: "userRate",
            lostValue: #"{"user_rate_quote":"USD","user_rate":"1.08"}"#, lostStamp: "",
            winner: "rui", wonValue: #"{"user_rate_quote":"GBP","user_rate":"0.86"}"#, wonStamp: "", isDismissed: false)
        let answer = ConflictAnswer(conflict, vehicleName: "Clio")
        let portuguese = CLIWords(localeTag: "pt-PT")
        #expect(portuguese.conflictUnit(answer) == "câmbio")
        #expect(portuguese.conflictYours(answer) == "moeda do câmbio USD, câmbio 1.08")
        #expect(CLIWords(localeTag: "de-DE").conflictKept(answer) == "Währung des Kurses GBP, Wechselkurs 0.86")
        #expect(CLIWords.english.conflictUnit(answer) == "userRate")
        #expect(CLIWords.english.conflictYours(answer) == "rate currency USD, exchange rate 1.08")
        let note = ConflictAnswer(SyncConflict(
            id: "c2", vehicleID: "clio", kind: .expense, recordID: "e1", unit: "note", lostValue: #"{"note":"a"}"#, lostStamp: "",
            winner: "rui", wonValue: #"{"note":"b"}"#, wonStamp: "", isDismissed: false), vehicleName: "Clio")
        #expect(CLIWords(localeTag: "fr-FR").conflictUnit(note) == "note")
        #expect(CLIWords(localeTag: "es-ES").conflictUnit(note) == "nota")
    }

    @Test func aReminderChannelsAddressIsRefusedInTheLanguage() {
        let portuguese = TranslatedCommandTests.garage(locale: "pt-PT")
        let gotify = portuguese.run("remind", "add", "gotify", "ftp://example.org", "token")
        #expect(gotify.status == 2)
        #expect(gotify.errors == "glovebox: ftp://example.org: não é o URL de um servidor Gotify (https://server)\n")
        let empty = TranslatedCommandTests.garage(locale: "fr-FR").run("remind", "add", "command", " ")
        #expect(empty.errors == "glovebox: la commande est vide\n")
        #expect(TranslatedCommandTests.garage(locale: "en-US").run("remind", "add", "ntfy", "ftp://x").errors
            == "glovebox: ftp://x: not an ntfy topic URL (https://server/topic)\n")
        #expect(CLIWords(localeTag: "de-DE").deliveryRefusal(.notNtfyTopicURL("ftp://x")) == "ftp://x: keine URL eines ntfy-Themas (https://server/topic)")
    }
}

import Foundation
import Testing

extension HouseholdServerTests {
    /// `share`, `members`, `unshare`, `keys show` and the text of `sync` speak the `locale`
    /// preference's language against the real server; English is what `SharingCommands` checks.
    @Suite struct TranslatedSharing {
        @Test func germanSharesListsAndRevokesInGerman() throws {
            let household = try SharedHousehold("share-de")
            let ana = household.anaPhone
            let ben = household.ben.name
            household.succeed(ana, "prefs", "set", "locale", "de-DE")
            household.succeed(ana, "vehicle", "add", "Clio")
            let synced = household.succeed(ana, "sync").output
            #expect(synced.hasPrefix("mit ") && synced.contains(" synchronisiert: 1 Änderung gesendet, "), "\(synced)")

            let shared = household.succeed(ana, "share", "clio", ben, "--role", "viewer").output
            #expect(shared.contains("'Clio' mit \(ben) als Betrachter geteilt\n"), "\(shared)")
            #expect(household.succeed(ana, "share", "clio", ben, "--role", "viewer").output.contains("\(ben) ist schon Betrachter von 'Clio'\n"))
            let changed = household.succeed(ana, "share", "clio", ben, "--role", "editor").output
            #expect(changed.contains("\(ben) ist jetzt Bearbeiter von 'Clio' (war Betrachter)\n"), "\(changed)")

            let members = household.succeed(ana, "members", "clio").output
            #expect(members.hasPrefix("KONTO"), "\(members)")
            #expect(members.contains("ROLLE") && members.contains("SCHLÜSSEL") && members.contains("Eigentümer"), "\(members)")

            let revoked = household.succeed(ana, "unshare", "clio", ben).output
            #expect(revoked.contains("\(ben) ist nicht mehr Bearbeiter von 'Clio'\n"), "\(revoked)")
            #expect(revoked.contains("Schlüssel von 'Clio' ersetzt (Generation "), "\(revoked)")

            let keys = household.succeed(ana, "keys", "show").output
            #expect(keys.hasPrefix("Schlüssel von \(household.ana.name): "), "\(keys)")
            #expect(keys.hasSuffix("\nauf diesem Gerät geöffnet\n"), "\(keys)")
        }

        @Test func portugueseSaysTheKeyIsOpenedInPortuguese() throws {
            let household = try SharedHousehold("keys-pt")
            let ana = household.anaLaptop
            household.succeed(ana, "prefs", "set", "locale", "pt-PT")
            let keys = household.succeed(ana, "keys", "show").output
            #expect(keys.hasPrefix("chave de \(household.ana.name): "), "\(keys)")
            #expect(keys.hasSuffix("\naberta neste dispositivo\n"), "\(keys)")
        }
    }
}

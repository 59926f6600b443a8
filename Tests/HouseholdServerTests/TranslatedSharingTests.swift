import Foundation
import GarageRules
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

        @Test func theFreePlansThirdVehicleIsRefusedInPortuguese() throws {
            let household = try SharedHousehold("plan-pt")
            let (phone, laptop) = (household.anaPhone, household.anaLaptop)
            household.succeed(phone, "vehicle", "add", "Clio")
            household.succeed(phone, "vehicle", "add", "Jeep")
            household.succeed(phone, "sync")
            household.succeed(laptop, "prefs", "set", "locale", "pt-PT")
            household.succeed(laptop, "vehicle", "add", "Panda")
            let refused = household.refuse(
                laptop, ["sync"],
                saying: "glovebox: o servidor do agregado recusou 'Panda': o plano free permite 2 veículos próprios, e esta conta já tem lá esse número")
            #expect(refused.errors.contains("'Panda' e os seus registos ficam neste dispositivo, e tudo o resto foi sincronizado"), "\(refused.errors)")
            #expect(!refused.errors.contains("plan allows"), "\(refused.errors)")
            #expect(try household.pendingChanges(laptop) > 0)
        }

        @Test func aVehicleOverTheServersRecordLimitIsRefusedInPortuguese() throws {
            let household = try SharedHousehold("limit-pt")
            let phone = household.anaPhone
            household.succeed(phone, "prefs", "set", "locale", "pt-PT")
            household.succeed(phone, "vehicle", "add", "Clio")
            household.succeed(phone, "sync")
            let clio = try household.vehicleID(phone, "Clio")
            let administrator = try TestCluster.shared().administrator()
            defer { administrator.close() }
            let stored = try #require(Int(try administrator.query(
                "SELECT coalesce(sum(records), 0)::text FROM glovebox.vehicle_usage WHERE vehicle_id = $1", [clio]).scalar ?? ""))
            try ServerBounds.pretendStored(records: HouseholdLimits.recordsPerVehicle - stored, on: clio, administrator: administrator)
            household.succeed(phone, "odometer", "log", "clio", "84210", "--date", "2026-11-01")
            let refused = household.refuse(
                phone, ["sync"], status: 1,
                saying: "glovebox: o servidor do agregado falhou: o veículo \(clio) tem 100\u{A0}001 registos no servidor do agregado, "
                    + "mais do que os 100\u{A0}000 que este guarda por veículo; nada foi enviado: remova registos dele neste dispositivo e "
                    + "depois sincronize; nada foi alterado neste dispositivo")
            #expect(!refused.errors.contains("household"), "\(refused.errors)")
            #expect(try household.pendingChanges(phone) > 0)
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

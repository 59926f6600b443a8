import GloveboxTestSupport
import Testing
import WidgetContract
@testable import GarageRules

@Suite struct GarageParsingTests {
    @Test func userDaysAndNumbersAreParsedStrictly() throws {
        #expect(try Garage.parseDay("2024-02-29") == day("2024-02-29"))
        #expect(throws: GarageError.invalidDate("2026-02-29")) { try Garage.parseDay("2026-02-29") }
        #expect(throws: GarageError.invalidDate("29/02/2024")) { try Garage.parseDay("29/02/2024") }
        #expect(GarageError.invalidDate("29/02/2024").description == "date '29/02/2024' is not a day of the form YYYY-MM-DD")
        #expect(try Garage.parseWholeNumber("222647", field: "odometer") == 222_647)
        for bad in ["", "-5", "1.5", "222,647", "1e5", "1234567890", "١٢"] {
            #expect(throws: GarageError.invalidNumber(field: "odometer", value: bad)) {
                try Garage.parseWholeNumber(bad, field: "odometer")
            }
        }
    }

    @Test func todayIsTheCallersLocalDayEvenWhereMidnightIsSkipped() {
        // São Paulo skipped 00:00–01:00 on 2018-11-04: 03:00 UTC is 01:00 local on the 4th.
        let zone = Pinned.timeZone("America/Sao_Paulo")
        #expect(Garage.day(of: Pinned.instant("2018-11-04T02:59:59Z"), in: zone) == day("2018-11-03"))
        #expect(Garage.day(of: Pinned.instant("2018-11-04T03:00:00Z"), in: zone) == day("2018-11-04"))
        // Lisbon's 25-hour day (2026-10-25) ends at 24:00 WET, 00:00 UTC on the 26th.
        let lisbon = Pinned.timeZone("Europe/Lisbon")
        #expect(Garage.day(of: Pinned.instant("2026-10-25T23:59:59Z"), in: lisbon) == day("2026-10-25"))
        #expect(Garage.day(of: Pinned.instant("2026-10-26T00:00:00Z"), in: lisbon) == day("2026-10-26"))
    }
}

/// A message repeats at most about 80 characters of what the user typed.
@Suite struct QuotedTests {
    @Test func shortTextIsQuotedWholeAndLongTextIsCut() {
        #expect(Quoted.excerpt("Clio") == "Clio")
        let eighty = String(repeating: "é", count: 80)
        #expect(Quoted.excerpt(eighty) == eighty, "80 characters fit, whatever their bytes")
        let long = String(repeating: "a", count: 81)
        #expect(Quoted.excerpt(long) == String(repeating: "a", count: 80) + "… (81 bytes)")
    }

    @Test func aHugeVehicleNameMakesAShortMessage() {
        let name = String(repeating: "N", count: 5_000_000)
        let message = GarageError.unknownVehicle(name).description
        #expect(message.count < 120)
        #expect(message.hasSuffix("… (5000000 bytes)'"))
    }
}

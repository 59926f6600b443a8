import Testing
import WidgetContract
@testable import Garage

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
}

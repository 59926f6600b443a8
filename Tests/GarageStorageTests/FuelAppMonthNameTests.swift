import Testing
@testable import GarageStorage

/// Dates with the month's English name, as Fuelly's newer export writes them.
@Suite struct FuelAppMonthNameTests {
    @Test(arguments: [
        ("Jan 5, 2024", 2024, 1, 5), ("January 5, 2024 8:15 AM", 2024, 1, 5), ("5 Jan 2024", 2024, 1, 5),
        ("05-Jan-2024", 2024, 1, 5), ("Sept 30, 2023", 2023, 9, 30), ("dec 31 2025 23:59", 2025, 12, 31),
    ])
    func aNamedMonthIsRead(text: String, year: Int, month: Int, day: Int) throws {
        let parsed = try #require(FuelAppMonthNames.parse(text))
        #expect(parsed.year == year && parsed.month == month && parsed.day == day)
    }

    @Test(arguments: ["2024-01-05", "01/05/2024", "Janvier 5, 2024", "Jan 2024", "Jan 5 6 2024", "Jan Feb 5, 2024", "5 Jan 24"])
    func anythingElseIsNoNamedMonthDate(text: String) {
        #expect(FuelAppMonthNames.parse(text) == nil)
    }
}

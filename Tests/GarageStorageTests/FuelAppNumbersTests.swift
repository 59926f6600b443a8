import Foundation
import Testing
@testable import GarageStorage

@Suite struct FuelAppNumbersTests {
    @Test(arguments: [
        ("45,3", FuelAppNumbers.Evidence.shows(.comma)), ("45.30", .shows(.point)), ("1.234,56", .shows(.comma)),
        ("1,234.56", .shows(.point)), ("1.234.567", .shows(.comma)), ("1,234,567", .shows(.point)), ("0,123", .shows(.comma)),
        ("1234.567", .shows(.point)), ("57,432", .ambiguous), ("57.432", .ambiguous), ("1 234,5", .shows(.comma)),
        ("48210", .none), ("abc", .none), ("", .none),
    ])
    func aCellShowsItsSeparatorOnlyWhenItCannotBeTheOther(_ text: String, _ evidence: FuelAppNumbers.Evidence) {
        #expect(FuelAppNumbers.evidence(text) == evidence)
    }

    @Test(arguments: [
        (FuelAppDecimalSeparator.point, "1,234.50", "1234.5"), (.point, "-3.00", "-3"), (.point, "1 234.5", "1234.5"),
        (.comma, "1.234,50", "1234.5"), (.comma, "45,30", "45.3"), (.comma, "1\u{A0}234,5", "1234.5"), (.comma, "12.345", "12345"),
        (.point, "0042.10", "42.1"),
    ])
    func readsGroupedNumbersExactly(_ separator: FuelAppDecimalSeparator, _ text: String, _ canonical: String) {
        #expect(FuelAppNumbers(separator: separator).canonical(text) == canonical)
    }

    @Test(arguments: [
        (FuelAppDecimalSeparator.point, "45,30"), (.point, "1,23,456.7"), (.point, "12,3456"), (.comma, "1,2,3"), (.point, "1.2.3"),
        (.point, "4O.12"), (.point, "1e5"), (.point, "."), (.point, "12."),
    ])
    func refusesWhatIsNotANumberInTheFilesConvention(_ separator: FuelAppDecimalSeparator, _ text: String) {
        #expect(FuelAppNumbers(separator: separator).canonical(text) == nil)
    }
}

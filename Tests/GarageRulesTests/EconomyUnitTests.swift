import Foundation
import Testing
@testable import GarageRules

/// The exact unit factors, the figures in every unit, and the words units are parsed from.
@Suite struct EconomyUnitTests {
    @Test func volumeAndDistanceFactorsAreTheExactDefinitions() {
        #expect(FuelVolume(decimal("1"), .usGallons).inBaseUnit == decimal("3.785411784"))
        #expect(FuelVolume(decimal("1"), .imperialGallons).inBaseUnit == decimal("4.54609"))
        #expect(FuelVolume(decimal("12.5"), .litres).inBaseUnit == decimal("12.5"))
        #expect(FuelVolume(decimal("38.2"), .kilowattHours).inBaseUnit == decimal("38.2"))
        #expect(FuelVolume(decimal("11.913"), .usGallons).inBaseUnit == decimal("45.095610582792"))
        #expect(DistanceUnit.miles.kilometresPerUnit == decimal("1.609344"))
        #expect(DistanceUnit.kilometres.kilometresPerUnit == 1)
        #expect(VolumeUnit.kilowattHours.energy == .electric)
        #expect(VolumeUnit.imperialGallons.energy == .liquid)
    }

    @Test func oneFigureInEveryUnit() {
        // 40 L over 500 km: 8 L/100 km, 12.5 km/L; 500 / 1.609344 mi over 40 / 3.785411784 gal =
        // 29.40182291… mpg (US); over 40 / 4.54609 gal = 35.31011704… mpg (UK).
        let litres = decimal("40")
        let kilometres = decimal("500")
        #expect(EconomyUnit.litresPer100Kilometres.value(quantity: litres, kilometres: kilometres) == 8)
        #expect(EconomyUnit.kilometresPerLitre.value(quantity: litres, kilometres: kilometres) == decimal("12.5"))
        expectClose(EconomyUnit.milesPerUSGallon.value(quantity: litres, kilometres: kilometres), "29.40182291666666666666666667")
        expectClose(EconomyUnit.milesPerImperialGallon.value(quantity: litres, kilometres: kilometres), "35.31011704147776982422651714")
        #expect(EconomyUnit.kilowattHoursPer100Kilometres.value(quantity: decimal("15"), kilometres: 100) == 15)
    }

    @Test func noFigureForNothingOrLessThanNothing() {
        for unit in EconomyUnit.allCases {
            #expect(unit.value(quantity: 0, kilometres: 100) == nil)
            #expect(unit.value(quantity: 10, kilometres: 0) == nil)
            #expect(unit.value(quantity: -1, kilometres: 100) == nil)
            #expect(unit.value(quantity: 10, kilometres: -5) == nil)
        }
    }

    @Test func unitsRoundTripThroughEachOther() throws {
        // l/100km × mpg(US) = 100 × 3.785411784 / 1.609344 = 235.2145833…, mpg(UK) / mpg(US) = 4.54609 /
        // 3.785411784, km/L × L/100 km = 100, whatever the quantity and distance.
        for (litres, kilometres) in [("40", "500"), ("0.001", "999999.9"), ("61.78", "281"), ("7", "3")] {
            let quantity = decimal(litres)
            let distance = decimal(kilometres)
            let per100 = try #require(EconomyUnit.litresPer100Kilometres.value(quantity: quantity, kilometres: distance))
            let perLitre = try #require(EconomyUnit.kilometresPerLitre.value(quantity: quantity, kilometres: distance))
            let us = try #require(EconomyUnit.milesPerUSGallon.value(quantity: quantity, kilometres: distance))
            let uk = try #require(EconomyUnit.milesPerImperialGallon.value(quantity: quantity, kilometres: distance))
            expectClose(per100 * us, "235.2145833333333333333333333")
            expectClose(uk / us, "1.200949925504854929674409235")
            expectClose(per100 * perLitre, "100")
        }
    }

    @Test func unitWordsParseAndUnknownOnesNameTheAllowedWords() throws {
        #expect(try VolumeUnit(parsing: "L") == .litres)
        #expect(try VolumeUnit(parsing: "liters") == .litres)
        #expect(try VolumeUnit(parsing: "gal") == .usGallons)
        #expect(try VolumeUnit(parsing: "IMP-GAL") == .imperialGallons)
        #expect(try VolumeUnit(parsing: "kWh") == .kilowattHours)
        #expect(throws: GarageError.unknownWord(field: "volume unit", value: "pints", allowed: ["l", "us-gal", "imp-gal", "kwh"])) {
            try VolumeUnit(parsing: "pints")
        }
        #expect(try EconomyUnit(parsing: "L/100km") == .litresPer100Kilometres)
        #expect(try EconomyUnit(parsing: "mpg") == .milesPerUSGallon)
        #expect(try EconomyUnit(parsing: "mpg-uk") == .milesPerImperialGallon)
        #expect(try EconomyUnit(parsing: "kWh/100km") == .kilowattHoursPer100Kilometres)
        #expect(throws: GarageError.self) { try EconomyUnit(parsing: "furlongs/hogshead") }
        #expect(EconomyUnit.allCases.filter(\.isDistancePerQuantity).map(\.rawValue) == ["km/l", "mpg-us", "mpg-uk", "mi/kwh"])
    }

    @Test func divisionKeepsItsDigitsWhateverTheDivisorsLength() {
        // Foundation's `/` keeps about 38 minus the divisor's digits: 11.913 gal in litres times the mile
        // is a 20-digit divisor. Reference quotients from Python's decimal module at 45 digits.
        let divisor = decimal("45.095610582792") * decimal("1.609344")
        expectClose(decimal("2").quotient(dividingBy: divisor), "0.02755794562739294780922749529480421720", tolerance: "1e-33")
        expectClose(
            decimal("1").quotient(dividingBy: decimal("1.23456789012345678901")), "0.8100000072900000663405396036397074926",
            tolerance: "1e-33")
        #expect(decimal("1").quotient(dividingBy: decimal("8")) == decimal("0.125"))
    }
}

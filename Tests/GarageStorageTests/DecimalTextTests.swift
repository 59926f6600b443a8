import Testing
@testable import GarageStorage

@Suite struct DecimalTextTests {
    @Test(arguments: [("1.1172", "1.1172"), ("0175.680", "175.68"), ("20275.17", "20275.17"), ("0", "0"), ("-0.50", "-0.5")])
    func canonicalisesPlainDecimals(_ input: String, _ expected: String) {
        #expect(DecimalText.canonical(input) == expected)
    }

    @Test(arguments: ["", ".", "1.", ".5", "1e3", "1,5", " 1", "N/A", "--1", "1.2.3"])
    func refusesAnythingElse(_ input: String) {
        #expect(DecimalText.canonical(input) == nil)
    }

    @Test(arguments: [("$1,234.56", "1234.56"), ("$16.24", "16.24"), ("$21.6", "21.6"), ("64.25", "64.25"), ("-$3.00", "-3"), ("$0.00", "0")])
    func readsCostsAsLubeLoggerPrintsThem(_ input: String, _ expected: String) {
        #expect(DecimalText.cost(input) == expected)
    }

    @Test(arguments: ["$1,23.45", "$12,34", "$", "$1.2.3", "€5", "1,2345.00", "$,123"])
    func refusesMalformedCosts(_ input: String) {
        #expect(DecimalText.cost(input) == nil)
    }
}

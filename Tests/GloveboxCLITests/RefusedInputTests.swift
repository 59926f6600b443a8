import Foundation
import GloveboxTestSupport
import Testing

/// Every bad input issue 3 names is refused with a specific message and exit status 2, and no
/// stored row changes.
@Suite struct RefusedInputTests {
    /// A signed-in free account with two owned vehicles (the limit) and one shared read-only.
    func garage() -> CLIHarness {
        let cli = CLIHarness(now: "2026-11-29T12:00:00Z")
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Clio", "--unit", "km")
        cli.succeed("vehicle", "add", "Golf")
        try! cli.share("Family Van", role: .viewer)
        cli.succeed("odometer", "log", "clio", "84210", "--date", "2026-11-01")
        cli.succeed("maintenance", "add", "clio", "Oil change", "--every-months", "12", "--every-distance", "15000")
        return cli
    }

    static let cases: [(arguments: [String], message: String)] = [
        (["odometer", "log", "Clio", "84000"],
         "odometer 84000 is lower than 84210 recorded on 2026-11-01; pass --correct if this is a correction"),
        (["odometer", "log", "clio", "84300", "--date", "2026-11-30"], "date 2026-11-30 is in the future (today is 2026-11-29)"),
        (["expense", "add", "clio", "45.90", "EUX"], "unknown currency 'EUX' (not an ISO 4217 code)"),
        (["expense", "add", "Polo", "45.90", "EUR"], "no vehicle 'Polo'"),
        (["expense", "add", "family van", "45.90", "EUR"], "you are a viewer of 'Family Van' and cannot change its records"),
        (["odometer", "log", "Family Van", "100"], "you are a viewer of 'Family Van' and cannot change its records"),
        (["vehicle", "add", "Third"], "the free plan allows 2 vehicles; upgrade to plus to add 'Third'"),
        (["expense", "add", "clio", "45,90", "EUR"], "amount '45,90' is not a number like 1234.56"),
        (["expense", "add", "clio", "45.901", "EUR"], "amount '45.901' has more decimals than EUR allows (2)"),
        (["expense", "add", "clio", "45.90", "EUR", "--date", "2026-02-29"], "--date '2026-02-29' is not a day on the calendar"),
        (["expense", "add", "clio", "45.90", "EUR", "--date", "29/11/2026"], "--date '29/11/2026' is not a date of the form YYYY-MM-DD"),
        (["expense", "add", "clio", "45.90", "EUR", "--category", "snacks"],
         "unknown category 'snacks' (expected one of: fuel, service, repair, insurance, tax, parking, tolls, other)"),
        (["expense", "add", "clio", "45.90", "USD", "--rate", "-1"], "exchange rate '-1' is not a positive number like 1.0856"),
        (["odometer", "log", "clio", "84k"], "ODOMETER '84k' is not a whole number"),
        (["vehicle", "add", "Polo", "--year", "19x9"], "--year '19x9' is not a whole number"),
        (["vehicle", "add", "clio"], "a vehicle named 'clio' already exists"),
        (["maintenance", "add", "clio", "Tyres", "--every-months", "0"], "--every-months '0' must be between 1 and 1200"),
        (["maintenance", "add", "clio", "oil CHANGE", "--every-months", "6"], "'Clio' already has a maintenance item named 'oil CHANGE'"),
        (["maintenance", "done", "clio", "Brakes"], "no maintenance item 'Brakes' on 'Clio'"),
        (["maintenance", "postpone", "clio", "oil change", "--days", "5", "--distance", "100"],
         "give only one of --days, --distance"),
        (["deadline", "add", "clio", "parking-permit", "2027-01-01"],
         "unknown deadline kind 'parking-permit' (expected one of: insurance, inspection, road-tax, registration, driving-licence, warranty, custom)"),
        (["deadline", "add", "clio", "insurance", "2027-13-01"], "DUE '2027-13-01' is not a day on the calendar"),
        (["prefs", "set", "currency", "EURO"], "unknown currency 'EURO' (not an ISO 4217 code)"),
        (["prefs", "set", "timezone", "Europe/Lisboa"], "time zone 'Europe/Lisboa' is not an IANA time zone name such as Europe/Lisbon"),
        (["prefs", "set", "lock", "maybe"], "lock 'maybe' must be on or off"),
        (["plan", "gold"], "unknown plan 'gold' (expected free or plus)"),
        (["vehicle", "remove", "family van"], "only the owner can remove 'Family Van' (you are a viewer)"),
        (["frobnicate"], "unknown command 'frobnicate'; run 'glovebox --help' for the list"),
        (["vehicle", "add"], "missing argument NAME"),
        (["vehicle", "list", "--color"], "unknown option '--color'"),
        (["expense", "add", "clio", "1", "EUR", "extra"], "unexpected argument 'extra'"),
        (["import", "lubelogger", "/tmp"], "import lubelogger needs --vehicle NAME"),
        (["delete-account"], "this would delete account ana@example.com and its 2 vehicles with every record of them from this device; pass --yes to confirm (nothing was changed)"),
        // The id "clio" travels in every link and snapshot: a plate it spells out is not recorded.
        (["vehicle", "edit", "clio", "--plate", "CL-IO"],
         "the id of 'Clio' (clio) spells out that licence plate, and links and widgets show the id: the plate is not"
            + " recorded (an id comes from the name a vehicle was added with, and never changes)")
    ]

    @Test(arguments: cases.indices)
    func aBadInputIsRefusedWithItsMessageAndChangesNothing(_ index: Int) throws {
        let (arguments, message) = Self.cases[index]
        let cli = garage()
        let before = try cli.fingerprint()
        let observed = cli.observed.count
        let result = cli.run(arguments)
        #expect(result.status == 2, "\(arguments)")
        #expect(result.errors.hasPrefix("glovebox: \(message)\n"), "\(arguments): \(result.errors)")
        #expect(result.output.isEmpty)
        #expect(try cli.fingerprint() == before)
        #expect(cli.observed.count == observed, "a refused command must not notify observers")
    }

    @Test func aMalformedRatesFileIsRefusedWithItsLocationAndNothingIsStored() throws {
        let cli = garage()
        let file = cli.home.appending("rates.csv")
        try Data("Date,USD,JPY,\n2026-10-30,1.1172,175.68,\n2026-10-29,1.113,17x.92,\n".utf8).write(to: file)
        let before = try cli.fingerprint()
        let result = cli.run("rates", "import", file.path)
        #expect(result.status == 2)
        #expect(result.errors == "glovebox: rates.csv:3:3: not a rate for JPY: '17x.92'\n")
        #expect(try cli.fingerprint() == before)
    }

    @Test func signedOutWritesAreRefused() throws {
        let cli = garage()
        cli.succeed("logout")
        let before = try cli.fingerprint()
        let result = cli.run("odometer", "log", "clio", "90000")
        #expect(result.status == 2)
        #expect(result.errors == "glovebox: not signed in; sign in with 'glovebox login ACCOUNT' first\n")
        #expect(try cli.fingerprint() == before)
    }

    @Test func aLogbookThatCannotBeOpenedIsARuntimeFailure() throws {
        let cli = CLIHarness()
        // A file where the app-private directory should be.
        try Data("not a directory".utf8).write(to: cli.home.appending("app"))
        let result = cli.run("vehicle", "list")
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("glovebox: cannot use the app's directories: "))
        #expect(result.errors.contains("\(cli.home.path)/app"))
    }

    @Test func aCorrectionMayGoBelowEarlierReadings() throws {
        let cli = garage()
        cli.succeed("odometer", "log", "clio", "84000", "--correct")
        let vehicles = try #require(try cli.json("vehicle", "list", "--json") as? [[String: Any]])
        #expect(vehicles.first { $0["id"] as? String == "clio" }?["odometer"] as? Int == 84_000)
    }
}

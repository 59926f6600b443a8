import Testing
import WidgetContract

@Suite struct DeepLinkTests {
    static let everyDestination: [DeepLink] = [
        .vehicle(id: "clio"),
        .deadline(id: "clio-insurance"),
        .maintenance(vehicleId: "cherokee", itemId: "oil-change"),
        .spend(vehicleId: nil, month: CalendarMonth(year: 2026, month: 11)),
        .spend(vehicleId: "clio", month: nil),
        .newOdometerReading(vehicleId: "clio", value: 84_210),
        .newOdometerReading(vehicleId: "clio", value: nil),
        .newExpense(vehicleId: "clio", amount: "12.50", currencyCode: "EUR"),
        .newExpense(vehicleId: "clio", amount: nil, currencyCode: nil),
        .vehicle(id: "a.b_c~d"),
    ]

    @Test(arguments: everyDestination)
    func everyDestinationRoundTrips(_ link: DeepLink) throws {
        #expect(link.urlString.hasPrefix("glovebox://"))
        #expect(try DeepLink(parsing: link.urlString) == link)
    }

    @Test func linksHaveTheDocumentedShape() {
        #expect(DeepLink.vehicle(id: "clio").urlString == "glovebox://vehicle/clio")
        #expect(DeepLink.deadline(id: "d1").urlString == "glovebox://deadline/d1")
        #expect(DeepLink.maintenance(vehicleId: "v", itemId: "i").urlString == "glovebox://maintenance/v/i")
        #expect(DeepLink.spend(vehicleId: nil, month: CalendarMonth(year: 2026, month: 3)).urlString
                == "glovebox://spend/all?month=2026-03")
        #expect(DeepLink.newExpense(vehicleId: "v", amount: "9.99", currencyCode: "USD").urlString
                == "glovebox://expense/new?vehicle=v&amount=9.99&currency=USD")
    }

    @Test func idsArePercentEncodedAndDecodedOnlyWhenTheyStaySafe() throws {
        #expect(DeepLink.vehicle(id: "my car").urlString == "glovebox://vehicle/my%20car")
        #expect(try DeepLink(parsing: "glovebox://vehicle/cl%69o") == .vehicle(id: "clio"))
        #expect(throws: DeepLinkError.invalidIdentifier("my%20car")) { try DeepLink(parsing: "glovebox://vehicle/my%20car") }
    }

    @Test func theSchemeAndDestinationAreCaseInsensitive() throws {
        #expect(try DeepLink(parsing: "GloveBox://Vehicle/clio") == .vehicle(id: "clio"))
    }

    @Test(arguments: [
        ("https://glovebox.app/vehicle/clio", DeepLinkError.otherScheme("https")),
        ("javascript://vehicle/clio", .otherScheme("javascript")),
        ("glovebox:vehicle/clio", .malformed(.noScheme)),
        ("glovebox://", .malformed(.noDestination)),
        ("glovebox://garage/clio", .unknownDestination("garage")),
        ("glovebox://vehicle", .malformed(.idCount(expected: 1, found: 0))),
        ("glovebox://vehicle/", .invalidIdentifier("")),
        ("glovebox://vehicle/clio/extra", .malformed(.idCount(expected: 1, found: 2))),
        ("glovebox://vehicle/..", .invalidIdentifier("..")),
        ("glovebox://vehicle/%2E%2E", .invalidIdentifier("%2E%2E")),
        ("glovebox://vehicle/..%2Fetc%2Fpasswd", .invalidIdentifier("..%2Fetc%2Fpasswd")),
        ("glovebox://vehicle/%zz", .invalidIdentifier("%zz")),
        ("glovebox://vehicle/%4", .invalidIdentifier("%4")),
        ("glovebox://vehicle/%C3%28", .invalidIdentifier("%C3%28")),
        ("glovebox://vehicle/%00", .invalidIdentifier("%00")),
        ("glovebox://vehicle/clio#top", .malformed(.fragment)),
        ("glovebox://vehicle/clio?x=1", .unknownParameter("x")),
        ("glovebox://spend/all?month=2026-13", .invalidParameter("month", "2026-13")),
        ("glovebox://spend/all?month=2026-01&month=2026-02", .repeatedParameter("month")),
        ("glovebox://spend/all?", .malformed(.emptyQuery)),
        ("glovebox://spend/all?month", .malformed(.itemNotNameValue("month"))),
        ("glovebox://odometer/new?value=100", .missingParameter("vehicle")),
        ("glovebox://odometer/new?vehicle=clio&value=99999999999999999999999", .invalidParameter("value", "99999999999999999999999")),
        ("glovebox://odometer/new?vehicle=clio&value=100000000", .invalidParameter("value", "100000000")),
        ("glovebox://odometer/new?vehicle=clio&value=-5", .invalidParameter("value", "-5")),
        ("glovebox://odometer/new?vehicle=clio&value=1e9", .invalidParameter("value", "1e9")),
        ("glovebox://odometer/edit?vehicle=clio", .malformed(.formNotNew)),
        ("glovebox://expense/new?vehicle=clio&amount=12,50", .invalidParameter("amount", "12,50")),
        ("glovebox://expense/new?vehicle=clio&amount=1234567890", .invalidParameter("amount", "1234567890")),
        ("glovebox://expense/new?vehicle=clio&amount=.5", .invalidParameter("amount", ".5")),
        ("glovebox://expense/new?vehicle=clio&currency=eur", .invalidParameter("currency", "eur")),
        ("glovebox://expense/new?vehicle=../x", .invalidIdentifier("../x")),
        ("glovebox://vehicle/clio oil", .malformed(.unsafeCharacters)),
        ("glovebox://vehicle/clïo", .malformed(.unsafeCharacters)),
    ])
    func hostileOrMalformedLinksAreRefusedWithAReason(_ text: String, _ expected: DeepLinkError) {
        #expect(throws: expected) { try DeepLink(parsing: text) }
    }

    @Test func anEnormousLinkIsRefusedBeforeItIsRead() {
        let text = "glovebox://vehicle/" + String(repeating: "a", count: 5000)
        #expect(throws: DeepLinkError.tooLong(text.utf8.count)) { try DeepLink(parsing: text) }
    }

    @Test func anOverlongIdIsRefused() {
        let id = String(repeating: "a", count: 129)
        #expect(throws: DeepLinkError.invalidIdentifier(id)) { try DeepLink(parsing: "glovebox://vehicle/\(id)") }
    }

    @Test func errorsReadAsCantOpenThisLink() {
        #expect("\(DeepLinkError.unknownDestination("garage"))" == "can't open this link: there is no 'garage' in Glovebox")
    }

    @Test func onlyFormLinksOpenForms() {
        #expect(Self.everyDestination.filter(\.opensForm).count == 4)
    }
}

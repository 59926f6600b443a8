import AppLifecycle
import Testing
import WidgetContract

/// Write shortcuts only build a form link and give it to the router.
@Suite struct IntentsWriteShortcutTests {
    let screens = ScreensDouble()
    let forms = FormsDouble()

    func router(_ readiness: AppReadiness = .ready) -> DeepLinkRouter {
        DeepLinkRouter(screens: screens, forms: forms, readiness: readiness)
    }

    @Test func logOdometerOpensTheNormalFormPrefilled() throws {
        let shortcut = try WriteShortcut(name: "log-odometer", arguments: ["clio", "84500"])
        #expect(try shortcut.link() == .newOdometerReading(vehicleId: "clio", value: 84_500))
        #expect(try shortcut.link().urlString == "glovebox://odometer/new?vehicle=clio&value=84500")

        let outcome = shortcut.open(with: router())
        #expect(outcome == .opened(.newOdometerReading(vehicleId: "clio", value: 84_500)))
        #expect(forms.opened == [.odometerReading(vehicleId: "clio", value: 84_500)])
        #expect(screens.shown.isEmpty)
    }

    @Test func addExpenseOpensTheNormalFormPrefilled() throws {
        let shortcut = try WriteShortcut(name: "add-expense", arguments: ["clio", "45.90", "eur"])
        #expect(try shortcut.link().urlString == "glovebox://expense/new?vehicle=clio&amount=45.90&currency=EUR")
        #expect(shortcut.open(with: router()) == .opened(.newExpense(vehicleId: "clio", amount: "45.90", currencyCode: "EUR")))
        #expect(forms.opened == [.expense(vehicleId: "clio", amount: "45.90", currencyCode: "EUR")])
    }

    @Test func aRefusalIsTheFormsOwnAndNothingIsOpened() throws {
        forms.setRefusing(true)
        let outcome = try WriteShortcut(name: "log-odometer", arguments: ["clio", "84500"]).open(with: router())
        guard case .formRefused(let link, let failure) = outcome else {
            Issue.record("expected the form's refusal, got \(outcome)")
            return
        }
        #expect(link == .newOdometerReading(vehicleId: "clio", value: 84_500))
        #expect(failure.error is FormsDouble.Refusal)
        #expect(outcome.message == "you can view clio but not add records to it")
        #expect(forms.opened.isEmpty)
    }

    @Test func aColdStartKeepsTheShortcutsLinkUntilTheAppIsReady() throws {
        let router = router(.starting)
        let outcome = try WriteShortcut(name: "add-expense", arguments: ["clio", "12", "GBP"]).open(with: router)
        #expect(outcome == .pending(.newExpense(vehicleId: "clio", amount: "12", currencyCode: "GBP")))
        #expect(forms.opened.isEmpty)
        #expect(router.update(readiness: .ready) == .opened(.newExpense(vehicleId: "clio", amount: "12", currencyCode: "GBP")))
        #expect(forms.opened.count == 1)
    }

    @Test(arguments: [
        (["clio", "84,500"], "can't open this link: '84,500' is not a valid value"),
        (["clio", "-3"], "can't open this link: '-3' is not a valid value"),
        (["clio", "100000000"], "can't open this link: '100000000' is not a valid value"),
        (["my clio", "84500"], "can't open this link: 'my clio' is not a valid id"),
        (["..", "84500"], "can't open this link: '..' is not a valid id"),
        (["", "84500"], "can't open this link: '' is not a valid id"),
    ])
    func valuesALinkCannotCarryAreRefusedBeforeAnyForm(_ arguments: [String], _ message: String) throws {
        let outcome = try WriteShortcut(name: "log-odometer", arguments: arguments).open(with: router())
        #expect(outcome == .refused(message))
        #expect(forms.opened.isEmpty)
        #expect(screens.shown.isEmpty)
    }

    @Test(arguments: [
        (["clio", "45,90", "EUR"], "can't open this link: '45,90' is not a valid amount"),
        (["clio", "1e9", "EUR"], "can't open this link: '1e9' is not a valid amount"),
        (["clio", "45.90", "EURO"], "can't open this link: 'EURO' is not a valid currency"),
    ])
    func expenseValuesALinkCannotCarryAreRefused(_ arguments: [String], _ message: String) throws {
        #expect(try WriteShortcut(name: "add-expense", arguments: arguments).open(with: router()) == .refused(message))
        #expect(forms.opened.isEmpty)
    }

    @Test func wrongNamesAndArgumentCountsAreErrors() {
        #expect(throws: WriteShortcutError.unknownShortcut("log-fuel")) {
            try WriteShortcut(name: "log-fuel", arguments: ["clio", "40"])
        }
        #expect(throws: WriteShortcutError.wrongArguments(name: "add-expense", expected: 3, found: 2)) {
            try WriteShortcut(name: "add-expense", arguments: ["clio", "40"])
        }
        #expect(WriteShortcutError.unknownShortcut("log-fuel").description
            == "unknown shortcut 'log-fuel'; use one of: log-odometer, add-expense")
    }
}

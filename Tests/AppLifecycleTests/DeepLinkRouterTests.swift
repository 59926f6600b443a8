import AppLifecycle
import Testing
import WidgetContract

@Suite struct DeepLinkRouterTests {
    let screens = ScreensDouble()
    let forms = FormsDouble()

    func router(_ readiness: AppReadiness = .starting) -> DeepLinkRouter {
        DeepLinkRouter(screens: screens, forms: forms, readiness: readiness)
    }

    @Test func aLinkOpenedDuringStartupWaitsUntilTheAppIsReady() {
        let router = router()

        let outcome = router.open("glovebox://vehicle/clio")

        #expect(outcome == .pending(.vehicle(id: "clio")))
        #expect(outcome.message == "glovebox is starting; glovebox://vehicle/clio will open when it is ready")
        #expect(screens.shown.isEmpty)
        #expect(router.pendingLink == .vehicle(id: "clio"))

        #expect(router.update(readiness: .ready) == .opened(.vehicle(id: "clio")))
        #expect(screens.shown == [.vehicle(id: "clio")])
        #expect(router.pendingLink == nil)
    }

    @Test func aReadyAppOpensAtOnce() {
        let router = router(.ready)

        #expect(router.open("glovebox://spend/all?month=2026-11")
            == .opened(.spend(vehicleId: nil, month: CalendarMonth(year: 2026, month: 11))))
        #expect(screens.shown.count == 1)
        #expect(router.pendingLink == nil)
    }

    @Test func becomingReadyWithNothingPendingDoesNothing() {
        let router = router()

        #expect(router.update(readiness: .ready) == nil)
        #expect(screens.shown.isEmpty)
    }

    @Test func aLaterLinkReplacesTheOneKept() {
        let router = router()
        router.open("glovebox://vehicle/clio")
        router.open("glovebox://deadline/ins-2026")

        router.update(readiness: .ready)

        #expect(screens.shown == [.deadline(id: "ins-2026")])
    }

    @Test func signedOutTheLinkWaitsForSignIn() {
        let router = router()
        router.open("glovebox://maintenance/clio/oil")

        #expect(router.update(readiness: .signedOut) == .waitingForSignIn(.maintenance(vehicleId: "clio", itemId: "oil")))
        #expect(screens.shown.isEmpty)
        #expect(router.update(readiness: .starting) == .pending(.maintenance(vehicleId: "clio", itemId: "oil")))
        #expect(router.update(readiness: .ready) == .opened(.maintenance(vehicleId: "clio", itemId: "oil")))
        #expect(screens.shown == [.maintenance(vehicleId: "clio", itemId: "oil")])
    }

    @Test func aLinkOpenedWhileSignedOutAsksForSignIn() {
        let router = router(.signedOut)

        let outcome = router.open("glovebox://vehicle/clio")

        #expect(outcome == .waitingForSignIn(.vehicle(id: "clio")))
        #expect(outcome.message == "sign in to open glovebox://vehicle/clio")
    }

    @Test func signingOutDropsTheKeptLinkWithAMessage() {
        let router = router()
        router.open("glovebox://odometer/new?vehicle=clio&value=84210")

        let outcome = router.signedOut()

        #expect(outcome == .dropped(.newOdometerReading(vehicleId: "clio", value: 84210),
                                    reason: "you signed out before it could open"))
        #expect(router.pendingLink == nil)
        // The next account must never receive the previous one's link.
        #expect(router.update(readiness: .ready) == nil)
        #expect(forms.opened.isEmpty)
    }

    @Test func anExplicitDropSaysWhy() {
        let router = router(.signedOut)
        router.open("glovebox://vehicle/clio")

        let outcome = router.dropPending(reason: "no one is signed in")

        #expect(outcome?.message == "dropped glovebox://vehicle/clio: no one is signed in")
        #expect(router.dropPending(reason: "again") == nil)
    }

    @Test func aFormLinkHandsThePrefilledFormToTheFormHandler() {
        let router = router(.ready)

        router.open("glovebox://odometer/new?vehicle=clio&value=84210")
        router.open("glovebox://expense/new?vehicle=clio&amount=42.50&currency=EUR")

        #expect(forms.opened == [
            .odometerReading(vehicleId: "clio", value: 84210),
            .expense(vehicleId: "clio", amount: "42.50", currencyCode: "EUR"),
        ])
        #expect(screens.shown.isEmpty)
    }

    @Test func theFormsOwnRefusalIsPassedOnUnchanged() {
        let router = router(.ready)
        forms.setRefusing(true)

        let outcome = router.open("glovebox://expense/new?vehicle=clio&amount=10")

        guard case .formRefused(_, let failure) = outcome else {
            Issue.record("expected the form's refusal, got \(outcome)")
            return
        }
        #expect(failure.error is FormsDouble.Refusal)
        #expect(outcome.message == "you can view clio but not add records to it")
    }

    @Test func anUnknownIdCannotBeOpened() {
        let router = router(.ready)

        let outcome = router.open("glovebox://vehicle/golf")

        #expect(outcome == .refused("can't open this link: there is no 'golf' in this logbook"))
        #expect(screens.shown.isEmpty)
    }

    @Test(arguments: [
        "https://vehicle/clio",
        "glovebox://vehicle/..",
        "glovebox://vehicle/%2e%2e%2fetc%2fpasswd",
        "glovebox://vehicle/clio%",
        "glovebox://vehicle/clio%zz",
        "glovebox://vehicle/clio/extra",
        "glovebox://odometer/new?vehicle=clio&value=99999999999999999999999",
        "glovebox://odometer/new?vehicle=clio&value=-5",
        "glovebox://expense/new?vehicle=clio&amount=1e9",
        "glovebox://expense/new?vehicle=clio&currency=eur",
        "glovebox://expense/new?vehicle=clio&vehicle=golf",
        "glovebox://odometer/new?vehicle=clio&delete=all",
        "glovebox://settings/reset",
        "glovebox://",
        "glovebox://vehicle/clio#x",
        "glovebox://vehicle/cl io",
        "",
        "glovebox://vehicle/" + String(repeating: "a", count: 5000),
    ])
    func hostileLinksAreRefusedBeforeAnyHandler(link: String) {
        for readiness in [AppReadiness.ready, .starting, .signedOut] {
            let router = router(readiness)

            let outcome = router.open(link)

            guard case .refused(let message) = outcome else {
                Issue.record("\(link) was not refused: \(outcome)")
                continue
            }
            #expect(message.hasPrefix("can't open this link: "))
            #expect(router.pendingLink == nil)
        }
        #expect(screens.shown.isEmpty)
        #expect(forms.opened.isEmpty)
    }
}

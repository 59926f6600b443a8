import Foundation
import GloveboxTestSupport
import Testing

/// Issue 25, items 1 and 2: `glovebox remind` over a private D-Bus session bus with a notification
/// server of the test's own, through a simulated week of runs (the pinned clock moved day by day,
/// three runs a day): exactly one notification per state change, none twice, overdue urgent, and
/// with the lock on no odometer value.
@Suite struct ReminderNotificationTests {
    /// The days of the week in Lisbon (UTC in winter) and the runs of each day.
    static let days = ["2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05"]
    static let runTimes = ["T09:00:00Z", "T09:01:00Z", "T18:30:00Z"]

    /// What each day's runs are expected to tell, as (summary, first words of the body, urgent).
    static let expected: [String: [(summary: String, state: String, urgent: Bool)]] = [
        "2026-11-29": [
            ("Oil · Clio", "Overdue", true), ("Insurance · Clio", "Due soon", false), ("Tyres · Clio", "Due soon", false),
        ],
        "2026-12-03": [("Insurance · Clio", "Due now", false)],
        "2026-12-04": [("Insurance · Clio", "Overdue", true)],
    ]

    /// Runs the week and returns each day's notifications.
    func week(_ cli: CLIHarness, _ listener: NotificationListener) -> [String: [NotificationListener.Notification]] {
        var byDay: [String: [NotificationListener.Notification]] = [:]
        for day in Self.days {
            listener.clear()
            for time in Self.runTimes {
                cli.at(day + time)
                cli.succeed("remind")
            }
            byDay[day] = listener.notifications
        }
        return byDay
    }

    @Test func aWeekOfRunsSendsExactlyOneNotificationPerStateChange() throws {
        let bus = try PrivateSessionBus()
        let listener = try NotificationListener(address: bus.address)
        let cli = CLIHarness.reminderGarage()
        try cli.useReminderHost(["DBUS_SESSION_BUS_ADDRESS": bus.address])
        cli.succeed("remind", "add", "desktop")

        let byDay = week(cli, listener)
        for day in Self.days {
            let got = byDay[day] ?? []
            let wanted = Self.expected[day] ?? []
            #expect(got.map(\.summary) == wanted.map(\.summary), "\(day): \(got.map { $0.summary + ": " + $0.body })")
            for (notification, want) in zip(got, wanted) {
                #expect(notification.body.hasPrefix(want.state), "\(day): \(notification.body)")
                #expect(notification.urgency == (want.urgent ? 2 : 1), "\(day): \(notification.summary)")
                #expect(notification.icon == (want.urgent ? "appointment-missed" : "appointment-soon"))
                #expect(notification.appName == "Glovebox")
                #expect(notification.signature == "susssasa{sv}i")
                #expect(notification.body.contains("glovebox://"), "the deep link: \(notification.body)")
            }
        }
        // Where distance matters, the odometer: the due odometer, what remains by the reading, the reading.
        // (The formatter puts a no-break space between a value and its unit.)
        let oil = try #require(byDay["2026-11-29"]?.first)
        let oilBody = oil.body.replacingOccurrences(of: "\u{00A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ")
        #expect(oilBody.contains("Due at 15,200 km"), "\(oil.body)")
        #expect(oilBody.contains("In 200 km"), "\(oil.body)")
        #expect(oilBody.contains("Odometer 15,000 km"), "\(oil.body)")
        #expect(oilBody.contains("Overdue by 2 days, by the forecast"), "\(oil.body)")
        // The day phrases move with the clock: Thursday's insurance is due today, Friday's overdue by a day.
        #expect(byDay["2026-11-29"]?.dropFirst().first?.body.contains("In 4 days") == true)
        #expect(byDay["2026-12-03"]?.first?.body.contains("Today") == true)
        #expect(byDay["2026-12-04"]?.first?.body.contains("Overdue by 1 day") == true)
        withExtendedLifetime(bus) {}
        withExtendedLifetime(listener) {}
    }

    @Test func withTheLockOnNoOdometerValueIsSent() throws {
        let bus = try PrivateSessionBus()
        let listener = try NotificationListener(address: bus.address)
        let cli = CLIHarness.reminderGarage()
        try cli.useReminderHost(["DBUS_SESSION_BUS_ADDRESS": bus.address])
        cli.succeed("prefs", "set", "lock", "on")
        cli.succeed("remind", "add", "desktop")

        let all = week(cli, listener).values.flatMap { $0 }
        #expect(all.count == 5, "\(all.map(\.summary))")
        for notification in all {
            let text = notification.summary + "\n" + notification.body
            for secret in ["km", "15,200", "15,000", "15200", "15000", "200", "10,000", "AB-12-CD"] {
                #expect(!text.contains(secret), "'\(secret)' in \(text)")
            }
        }
        // The oil change still says when: the forecast's day.
        #expect(all.contains { $0.summary == "Oil · Clio" && $0.body.contains("by the forecast") })
        withExtendedLifetime(bus) {}
        withExtendedLifetime(listener) {}
    }

    @Test func messagesAreInTheAppsLanguage() throws {
        let bus = try PrivateSessionBus()
        let listener = try NotificationListener(address: bus.address)
        let cli = CLIHarness.reminderGarage()
        try cli.useReminderHost(["DBUS_SESSION_BUS_ADDRESS": bus.address])
        cli.succeed("prefs", "set", "locale", "fr_FR")
        cli.succeed("remind", "add", "desktop")
        cli.succeed("remind")
        let bodies = listener.notifications.map(\.body)
        #expect(bodies.contains { $0.hasPrefix("Bientôt à faire") && $0.contains("Dans 4 jours") }, "\(bodies)")
        #expect(bodies.contains { $0.contains("selon la prévision") }, "\(bodies)")
        withExtendedLifetime(bus) {}
        withExtendedLifetime(listener) {}
    }

    @Test func aBusWithoutANotificationServerFailsTheChannelAndTheNextRunSendsWhatWaited() throws {
        let bus = try PrivateSessionBus()
        let cli = CLIHarness.reminderGarage()
        try cli.useReminderHost(["DBUS_SESSION_BUS_ADDRESS": bus.address])
        cli.succeed("remind", "add", "desktop")
        let failed = cli.run("remind")
        #expect(failed.status == 1)
        #expect(failed.errors.contains("desktop-1 failed"), "\(failed.errors)")
        #expect(failed.errors.contains("3 messages wait for the next run"), "\(failed.errors)")

        let listener = try NotificationListener(address: bus.address)
        cli.succeed("remind")
        #expect(listener.notifications.count == 3)
        cli.succeed("remind")
        #expect(listener.notifications.count == 3)
        withExtendedLifetime(bus) {}
        withExtendedLifetime(listener) {}
    }

    @Test func testSendsOneMessageAndRecordsNothing() throws {
        let bus = try PrivateSessionBus()
        let listener = try NotificationListener(address: bus.address)
        let cli = CLIHarness.reminderGarage()
        try cli.useReminderHost(["DBUS_SESSION_BUS_ADDRESS": bus.address])
        cli.succeed("remind", "add", "desktop")
        let result = cli.succeed("remind", "test")
        #expect(result.output.contains("desktop-1: sent"))
        #expect(listener.notifications.map(\.summary) == ["Glovebox"])
        cli.succeed("remind")
        #expect(listener.notifications.count == 4)
        withExtendedLifetime(bus) {}
        withExtendedLifetime(listener) {}
    }
}

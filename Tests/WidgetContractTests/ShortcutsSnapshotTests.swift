import Foundation
import GloveboxTestSupport
import ShortcutsContract
import Testing
import WidgetContract

@Suite struct ShortcutsSnapshotTests {
    static let phrases = ShortcutPhrases(
        openApp: "Open Glovebox to answer this.", noVehicles: "You have no vehicles yet.",
        unknownVehicle: "No vehicle is called “{name}”. Your vehicles: {choices}.",
        whichVehicle: "Which vehicle do you mean: {choices}?", maintenanceByDate: "{vehicle}: {item}, {when}.",
        maintenanceByDistance: "{vehicle}: {item}, {distance}.", noMaintenance: "{vehicle} has no maintenance planned.",
        deadline: "{vehicle}: {item}, {when}.", noDeadlines: "{vehicle} has no open deadlines.",
        monthSpend: "{vehicle} spent {amount} in {month}.", incompleteSpend: "Some records have no exchange rate.",
        monthEnded: "{month} has ended. Open Glovebox to update.", odometer: "{vehicle} shows {odometer}, read on {date}.",
        staleOdometer: "{vehicle} showed {odometer} on {date}; it may be out of date.", noOdometer: "{vehicle} has no odometer reading yet.", locked: "Glovebox is locked. Open the app to see this.")

    static func snapshot(locked: Bool) -> ShortcutsSnapshot {
        let spend = ShortcutSpend(
            month: CalendarMonth(year: 2026, month: 11)!, monthLabel: "November 2026",
            totalLabel: locked ? nil : "£198.10", isComplete: true, validUntil: SampleSnapshots.day("2026-12-01"))
        return ShortcutsSnapshot(
            generatedAt: Pinned.instant("2026-11-29T19:20:00Z"), locale: "en", timeZone: "Europe/London",
            privacy: SnapshotPrivacy(locked: locked), dayPhrases: SampleSnapshots.englishUnlocked.dayPhrases,
            phrases: phrases,
            vehicles: [
                ShortcutVehicle(
                    id: "clio", name: "Clio", aliases: ["clio", "renault"],
                    nextMaintenance: ShortcutDue(label: "Oil change", dueDate: SampleSnapshots.day("2026-12-02"),
                                                 dueDateLabel: "2 Dec 2026", distanceLabel: nil),
                    nextDeadline: nil, monthSpend: spend,
                    odometer: locked ? nil : ShortcutOdometer(
                        label: "84,210 km", readingDate: SampleSnapshots.day("2026-11-20"), readingDateLabel: "20 Nov 2026",
                        staleFrom: SampleSnapshots.day("2027-02-19"))),
            ])
    }

    @Test func roundTripsAndIsToldApartFromTheWidgetsSnapshot() throws {
        let data = try SnapshotCoding.encode(Self.snapshot(locked: false))
        #expect(try SnapshotCoding.decode(ShortcutsSnapshot.self, from: data) == Self.snapshot(locked: false))
        #expect(throws: SnapshotDecodingError.invalid(.wrongKind(found: "glovebox.shortcuts"))) {
            try SnapshotCoding.decode(WidgetsSnapshot.self, from: data)
        }
        #expect(String(decoding: data, as: UTF8.self).contains("\"nextDeadline\" : null"))
    }

    @Test func aLockedSnapshotCarriesNoOdometerOrAmount() throws {
        #expect(throws: Never.self) { try SnapshotCoding.encode(Self.snapshot(locked: true)) }
        var leaking = Self.snapshot(locked: true)
        leaking.vehicles[0].odometer = Self.snapshot(locked: false).vehicles[0].odometer
        #expect(throws: SnapshotProblem.brokenInvariant(
            "vehicles[0] carries an odometer, amount, distance or economy although the snapshot is locked")) {
            try SnapshotCoding.encode(leaking)
        }
    }

    @Test func anAliasOfTwoVehiclesIsRefused() throws {
        var snapshot = Self.snapshot(locked: false)
        var other = snapshot.vehicles[0]
        other.id = "megane"
        other.name = "Mégane"
        other.aliases = ["mégane", "Renault"]
        snapshot.vehicles.append(other)
        #expect(throws: SnapshotProblem.brokenInvariant(
            "vehicles[1].aliases has 'Renault', which is also an alias of 'clio'")) {
            try snapshot.validate()
        }
        snapshot.vehicles[1].aliases = ["mégane", "megane"]
        #expect(throws: Never.self) { try snapshot.validate() }
    }

    @Test func templatesAreFilledInOnePass() {
        #expect(ShortcutPhrases.fill("{vehicle}: {item}, {when}.", ["vehicle": "Clio", "item": "{when}", "when": "Today"])
                == "Clio: {when}, Today.")
        #expect(ShortcutPhrases.fill("{unknown} and {", [:]) == "{unknown} and {")
    }
}

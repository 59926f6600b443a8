import Foundation
import WidgetContract

/// Builds the widgets snapshot: a pure function of the rules' facts and the user's context.
///
/// It formats, translates, redacts and links; it decides nothing the `Garage` rules decide. No
/// clock, locale, time zone or file is read inside: all of them come in through the arguments,
/// so the same input always gives the same snapshot (and the same bytes).
///
/// ```swift
/// let context = SnapshotContext(now: now, locale: userLocale, timeZone: userZone, isLocked: lockOn)
/// let facts = SnapshotFacts(garage: garage, rates: rates, today: context.today)
/// let snapshot = SnapshotBuilder.build(facts: facts, context: context)
/// let bytes = try SnapshotCoding.encode(snapshot)
/// ```
public enum SnapshotBuilder {
    /// The mask written in place of a withheld text (a licence plate inside a vehicle's name).
    public static let mask = "•••"

    /// Builds the snapshot of `facts` for `context`; it always passes `WidgetsSnapshot.validate()`.
    public static func build(facts: SnapshotFacts, context: SnapshotContext) -> WidgetsSnapshot {
        let language = context.language
        let formatter = SnapshotFormatter(language: language, userLocale: context.locale)
        let facts = facts.isSignedIn ? facts : SnapshotFacts(isSignedIn: false, vehicles: [])
        let scrubber = Scrubber(withheld: facts.withheldTexts)
        let parts = Parts(
            facts: facts, context: context, today: context.today, formatter: formatter, scrubber: scrubber)

        let vehicles = parts.vehicles()
        let known = Set(vehicles.map(\.id))
        let ranked = parts.rankedItems(knownVehicles: known)
        return WidgetsSnapshot(
            generatedAt: context.generatedAt,
            locale: language.tag,
            timeZone: context.timeZone.identifier,
            privacy: SnapshotPrivacy(locked: context.isLocked),
            strings: strings(formatter.localizer),
            dayPhrases: formatter.localizer.dayPhrases(),
            theme: GloveboxTheme.standard,
            vehicles: vehicles,
            deadlines: ranked.deadlines,
            maintenance: ranked.maintenance,
            spend: parts.spend(knownVehicles: known))
    }

    /// The fixed texts of `localizer`'s language.
    public static func strings(_ localizer: Localizer) -> SnapshotStrings {
        SnapshotStrings(
            openApp: localizer.text(.openApp),
            signedOut: localizer.text(.signedOut),
            noVehicles: localizer.text(.noVehicles),
            chooseVehicle: localizer.text(.chooseVehicle),
            noDeadlines: localizer.text(.noDeadlines),
            noMaintenance: localizer.text(.noMaintenance),
            monthEnded: localizer.text(.monthEnded),
            incompleteSpend: localizer.text(.incompleteSpend),
            incompleteMonths: localizer.text(.incompleteMonths, ["mark": SpendBucket.incompleteMark]),
            noReading: localizer.text(.noReading),
            titles: WidgetTitles(
                vehicle: localizer.text(.titleVehicle),
                deadlines: localizer.text(.titleDeadlines),
                spend: localizer.text(.titleSpend),
                maintenance: localizer.text(.titleMaintenance)))
    }

    /// What every section builder shares.
    struct Parts {
        let facts: SnapshotFacts
        let context: SnapshotContext
        let today: CalendarDay
        let formatter: SnapshotFormatter
        let scrubber: Scrubber

        var isLocked: Bool { context.isLocked }

        let vehiclesById: [String: VehicleFacts]
        /// Each vehicle's name, scrubbed once: every deadline and maintenance row repeats it.
        private let scrubbedNames: [String: String]

        init(
            facts: SnapshotFacts, context: SnapshotContext, today: CalendarDay, formatter: SnapshotFormatter,
            scrubber: Scrubber
        ) {
            self.facts = facts
            self.context = context
            self.today = today
            self.formatter = formatter
            self.scrubber = scrubber
            // The first vehicle of an id wins, as in the vehicles section.
            vehiclesById = Dictionary(facts.vehicles.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            scrubbedNames = vehiclesById.mapValues { scrubber.scrub($0.name) }
        }

        func vehicleName(_ id: String) -> String {
            scrubbedNames[id] ?? scrubber.scrub(id)
        }
    }
}

import Foundation
import GarageRules
import ShortcutsContract
import WidgetContract

/// Builds the Siri and Shortcuts snapshot from the same facts and context as the widgets snapshot.
///
/// Every answer is taken from the widgets builder's own sections (names, due labels, distance
/// labels, month totals), so the two snapshots cannot disagree and share one set of privacy
/// decisions: with the lock on there is no amount, no odometer value and no distance label, and
/// the licence plate is never written. What is added here is per vehicle: the spoken aliases and
/// the choice of the one answer to each question (the vehicle's first maintenance item and
/// first deadline in the urgency order on the day of the build, this month's total).
///
/// ```swift
/// let context = SnapshotContext(now: now, locale: userLocale, timeZone: userZone, isLocked: lockOn)
/// let snapshot = ShortcutsBuilder.build(garage: garage, rates: rates, context: context)
/// let bytes = try SnapshotCoding.encode(snapshot)   // Documents/shortcuts.snapshot.json
/// ```
public enum ShortcutsBuilder {
    /// Builds the snapshot of `facts` for `context`; it always passes `ShortcutsSnapshot.validate()`.
    public static func build(facts: SnapshotFacts, context: SnapshotContext) -> ShortcutsSnapshot {
        let language = context.language
        let formatter = SnapshotFormatter(language: language, userLocale: context.locale)
        let facts = facts.isSignedIn ? facts : SnapshotFacts(isSignedIn: false, vehicles: [])
        let parts = SnapshotBuilder.Parts(
            facts: facts, context: context, today: context.today, formatter: formatter,
            scrubber: Scrubber(withheld: facts.withheldTexts))

        let vehicles = parts.vehicles()
        let known = Set(vehicles.map(\.id))
        let ranked = parts.rankedItems(knownVehicles: known)
        let sections = Sections(
            maintenance: ranked.maintenance, deadlines: ranked.deadlines, spend: parts.spend(knownVehicles: known))
        let aliases = ShortcutAliases.make(
            for: vehicles.map { vehicle in
                ShortcutAliases.Candidate(
                    id: vehicle.id, name: vehicle.name,
                    facts: facts.vehicles.first { $0.id == vehicle.id })
            },
            withheld: facts.withheldTexts, locale: formatter.locale)

        let answers = vehicles.map { vehicle in
            ShortcutVehicle(
                id: vehicle.id,
                name: vehicle.name,
                aliases: aliases[vehicle.id] ?? [],
                nextMaintenance: sections.nextMaintenance(of: vehicle.id),
                nextDeadline: sections.nextDeadline(of: vehicle.id),
                monthSpend: sections.monthSpend(of: vehicle.id, today: context.today, formatter: formatter),
                odometer: vehicle.odometer.recorded.map { reading in
                    ShortcutOdometer(
                        label: reading.label, readingDate: reading.readingDate,
                        readingDateLabel: formatter.dayLabel(reading.readingDate), staleFrom: reading.staleFrom)
                },
                lastEconomy: vehicle.lastEconomy)
        }
        return ShortcutsSnapshot(
            generatedAt: context.generatedAt,
            locale: language.tag,
            timeZone: context.timeZone.identifier,
            privacy: SnapshotPrivacy(locked: context.isLocked),
            dayPhrases: formatter.localizer.dayPhrases(),
            phrases: ShortcutCatalog.phrases(for: language),
            vehicles: answers)
    }

    /// Builds the snapshot of `dashboard` and `spend` for `context`: the rules' facts, then
    /// ``build(facts:context:)``.
    public static func build(
        dashboard: Dashboard, spend: SpendRecords, rates: ExchangeRates, economyUnit: EconomyUnit? = nil,
        context: SnapshotContext
    ) -> ShortcutsSnapshot {
        build(facts: SnapshotFacts(dashboard: dashboard, spend: spend, rates: rates, economyUnit: economyUnit), context: context)
    }

    /// Builds the snapshot of a whole garage in memory on the context's day.
    public static func build(
        garage: Garage, rates: ExchangeRates, economyUnit: EconomyUnit? = nil, context: SnapshotContext
    ) -> ShortcutsSnapshot {
        build(facts: SnapshotFacts(garage: garage, rates: rates, today: context.today, economyUnit: economyUnit), context: context)
    }
}

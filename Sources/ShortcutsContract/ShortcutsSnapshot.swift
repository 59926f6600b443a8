import Foundation
import WidgetContract

/// The Siri and Shortcuts snapshot: ready answers per vehicle, read by the app's intents.
///
/// It lives in the app's private `Documents/` directory, not in the shared container, and is
/// published by the same crash-safe path at the same moments as the widgets snapshot. Answers
/// that depend on the date keep a due day and the day phrase table, so "due in 3 days" is still
/// right when the question is asked three days later. Version policy: as ``WidgetsSnapshot``'s.
///
/// Version 2 (from 1): a vehicle's `odometerLabel` became `odometer`, the reading with its day
/// and the day it turns stale, and the phrases gained `staleOdometer` and a `{date}` in `odometer`;
/// `monthSpend.isComplete` is the month's own completeness, not the six months'.
public struct ShortcutsSnapshot: Codable, Hashable, Sendable {
    /// The value of the `kind` field.
    public static let kind = "glovebox.shortcuts"
    /// The version this code writes and the only one it reads.
    public static let currentVersion = 2
    /// The file name in the app's `Documents/` directory.
    public static let fileName = "shortcuts.snapshot.json"

    /// The contract version of this document.
    public var version: Int
    /// When the app built the snapshot (whole seconds).
    public var generatedAt: Date
    /// The BCP 47 language tag the answers are in.
    public var locale: String
    /// The IANA time zone the app used for calendar days.
    public var timeZone: String
    /// What the builder redacted.
    public var privacy: SnapshotPrivacy
    /// Translated day phrases, as in the widgets snapshot.
    public var dayPhrases: DayPhrases
    /// Sentence templates with `{placeholders}`, in the snapshot's language.
    public var phrases: ShortcutPhrases
    /// Every vehicle with its answers.
    public var vehicles: [ShortcutVehicle]
    /// The generation of the logbook the snapshot was built from, as in ``WidgetsSnapshot``;
    /// `nil` in files from before generations.
    public var generation: Int?

    /// Creates a snapshot of the current version.
    public init(
        generatedAt: Date, locale: String, timeZone: String, privacy: SnapshotPrivacy,
        dayPhrases: DayPhrases, phrases: ShortcutPhrases, vehicles: [ShortcutVehicle], generation: Int? = nil
    ) {
        self.version = Self.currentVersion
        self.generatedAt = generatedAt
        self.locale = locale
        self.timeZone = timeZone
        self.privacy = privacy
        self.dayPhrases = dayPhrases
        self.phrases = phrases
        self.vehicles = vehicles
        self.generation = generation
    }

    enum CodingKeys: String, CodingKey {
        case kind, version, generatedAt, locale, timeZone, privacy, dayPhrases, phrases, vehicles, generation
    }

    /// Decodes every field; the version gate and the invariants are `SnapshotCoding`'s.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decode(Int.self, forKey: .version)
        generatedAt = try c.decode(Date.self, forKey: .generatedAt)
        locale = try c.decode(String.self, forKey: .locale)
        timeZone = try c.decode(String.self, forKey: .timeZone)
        privacy = try c.decode(SnapshotPrivacy.self, forKey: .privacy)
        dayPhrases = try c.decode(DayPhrases.self, forKey: .dayPhrases)
        phrases = try c.decode(ShortcutPhrases.self, forKey: .phrases)
        vehicles = try c.decode([ShortcutVehicle].self, forKey: .vehicles)
        generation = try c.decodeIfPresent(Int.self, forKey: .generation)
    }

    /// Encodes every field, with `kind` first.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Self.kind, forKey: .kind)
        try c.encode(version, forKey: .version)
        try c.encode(generatedAt, forKey: .generatedAt)
        try c.encode(locale, forKey: .locale)
        try c.encode(timeZone, forKey: .timeZone)
        try c.encode(privacy, forKey: .privacy)
        try c.encode(dayPhrases, forKey: .dayPhrases)
        try c.encode(phrases, forKey: .phrases)
        try c.encode(vehicles, forKey: .vehicles)
        try c.encodeIfPresent(generation, forKey: .generation)
    }
}

extension ShortcutsSnapshot: VersionedSnapshot {
    /// Checks the generation, the phrase table, unique ids, that no alias belongs to two vehicles
    /// (ignoring letter case, accents and width), that a reading turns stale after its day, and that
    /// a locked snapshot holds no odometer value, amount, distance or economy.
    public func validate() throws(SnapshotProblem) {
        try WidgetsSnapshot.checkGeneration(generation)
        guard dayPhrases.from == DayPhrases.firstOffset, dayPhrases.phrases.count == DayPhrases.count else {
            throw .brokenInvariant("dayPhrases must hold \(DayPhrases.count) phrases from \(DayPhrases.firstOffset)")
        }
        _ = try WidgetsSnapshot.uniqueIds(vehicles.map(\.id), in: "vehicles")
        // A spoken alias must mean exactly one vehicle; the intents match aliases ignoring
        // letter case, accents and width, so that is how they are compared here too.
        var aliasOwners: [String: String] = [:]
        for (index, vehicle) in vehicles.enumerated() {
            let at = "vehicles[\(index)]"
            for alias in vehicle.aliases {
                let key = SpokenAlias.key(alias)
                if let owner = aliasOwners[key], owner != vehicle.id {
                    throw .brokenInvariant("\(at).aliases has '\(alias)', which is also an alias of '\(owner)'")
                }
                aliasOwners[key] = vehicle.id
            }
            if let due = vehicle.nextMaintenance, (due.dueDate == nil) == (due.distanceLabel == nil) {
                if !(privacy.locked && due.dueDate == nil) {
                    throw .brokenInvariant("\(at).nextMaintenance must have either a dueDate or a distanceLabel")
                }
            }
            if let reading = vehicle.odometer, reading.staleFrom <= reading.readingDate {
                throw .brokenInvariant("\(at).odometer.staleFrom \(reading.staleFrom) is not after its readingDate")
            }
            guard privacy.locked else { continue }
            if vehicle.odometer != nil || vehicle.monthSpend.totalLabel != nil
                || vehicle.nextMaintenance?.distanceLabel != nil || vehicle.lastEconomy != nil {
                throw .brokenInvariant("\(at) carries an odometer, amount, distance or economy although the snapshot is locked")
            }
        }
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The widgets snapshot: every answer the four widgets show, computed by the app.
///
/// The app builds it, encodes it with ``SnapshotCoding`` and publishes it into the shared
/// container; the widget extension decodes it with ``SnapshotCoding/decode(_:from:)`` and only
/// counts calendar days and draws. Field names are the contract (see DESIGN.md).
///
/// ## Version policy
///
/// ``currentVersion`` is bumped when an old reader could misread a new file: a field is removed
/// or renamed, a field becomes required, a field's type or format changes, a value's meaning
/// changes (for example what `ratio` is relative to), or a new invariant is added that old files
/// would break. Adding an optional field that readers may ignore does not bump it, provided the
/// other fields keep their meaning without it: every reader ignores keys it does not know
/// (`JSONDecoder` skips them; the strict scanner checks only the syntax and duplicate names; the
/// schema allows additional properties), so an old reader shows the file as if the field were not
/// there, and a new reader reads a file without it as "absent". Such a field is written only when
/// present, so files without it keep their bytes. Optional so far: `generation`, a vehicle's
/// `lastEconomy`. A reader
/// refuses every version it does not know — newer or older — and asks the user to open the app,
/// which rewrites the file in the version it speaks.
///
/// Version 2 (from 1): a vehicle's `odometerStatus` tells "no reading" from "hidden" and a
/// reading carries its day and the day it turns stale; spend completeness is per month (each
/// bucket's `isComplete`, the entry-wide `isComplete` is gone); deadlines and maintenance carry a
/// `rank` in one urgency order of both lists (``UrgencyOrder``), in which both lists are written;
/// two strings were added (`incompleteMonths`, `noReading`).
public struct WidgetsSnapshot: Hashable, Sendable {
    /// The value of the `kind` field, which tells this document from the Shortcuts snapshot.
    public static let kind = "glovebox.widgets"
    /// The version this code writes and the only one it reads.
    public static let currentVersion = 2
    /// The file name in the shared container.
    public static let fileName = "widgets.snapshot.json"

    /// The contract version of this document.
    public var version: Int
    /// When the app built the snapshot (whole seconds).
    public var generatedAt: Date
    /// The BCP 47 language tag the texts are in, such as `pt-PT`.
    public var locale: String
    /// The IANA time zone the app used for calendar days, such as `Europe/Lisbon`.
    public var timeZone: String
    /// What the builder redacted.
    public var privacy: SnapshotPrivacy
    /// Fixed texts in the snapshot's language.
    public var strings: SnapshotStrings
    /// Translated day phrases indexed by day offset.
    public var dayPhrases: DayPhrases
    /// Colours and fonts, shared with the renderers.
    public var theme: SnapshotTheme
    /// The user's vehicles.
    public var vehicles: [SnapshotVehicle]
    /// Every open deadline, in the urgency order on the day of the build (by `rank`).
    public var deadlines: [SnapshotDeadline]
    /// Maintenance items with a due point, in the urgency order on the day of the build (by `rank`).
    public var maintenance: [SnapshotMaintenance]
    /// Monthly spend for all vehicles (`vehicleId == nil`) and for each vehicle.
    public var spend: [SnapshotSpend]
    /// The generation of the logbook the snapshot was built from (a count of its committed
    /// changes), so that the app can tell a snapshot that is behind its logbook without comparing
    /// content; `nil` in files from before generations. Optional and ignored by the widget side:
    /// adding it did not bump the version.
    public var generation: Int?

    /// Creates a snapshot of the current version.
    public init(
        generatedAt: Date, locale: String, timeZone: String, privacy: SnapshotPrivacy,
        strings: SnapshotStrings, dayPhrases: DayPhrases, theme: SnapshotTheme,
        vehicles: [SnapshotVehicle], deadlines: [SnapshotDeadline],
        maintenance: [SnapshotMaintenance], spend: [SnapshotSpend], generation: Int? = nil
    ) {
        self.version = Self.currentVersion
        self.generatedAt = generatedAt
        self.locale = locale
        self.timeZone = timeZone
        self.privacy = privacy
        self.strings = strings
        self.dayPhrases = dayPhrases
        self.theme = theme
        self.vehicles = vehicles
        self.deadlines = deadlines
        self.maintenance = maintenance
        self.spend = spend
        self.generation = generation
    }
}

extension WidgetsSnapshot: Codable {
    enum CodingKeys: String, CodingKey {
        case kind, version, generatedAt, locale, timeZone, privacy, strings, dayPhrases, theme
        case vehicles, deadlines, maintenance, spend, generation
    }

    /// Decodes every field; the version gate and the invariants are `SnapshotCoding`'s.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decode(Int.self, forKey: .version)
        generatedAt = try c.decode(Date.self, forKey: .generatedAt)
        locale = try c.decode(String.self, forKey: .locale)
        timeZone = try c.decode(String.self, forKey: .timeZone)
        privacy = try c.decode(SnapshotPrivacy.self, forKey: .privacy)
        strings = try c.decode(SnapshotStrings.self, forKey: .strings)
        dayPhrases = try c.decode(DayPhrases.self, forKey: .dayPhrases)
        theme = try c.decode(SnapshotTheme.self, forKey: .theme)
        vehicles = try c.decode([SnapshotVehicle].self, forKey: .vehicles)
        deadlines = try c.decode([SnapshotDeadline].self, forKey: .deadlines)
        maintenance = try c.decode([SnapshotMaintenance].self, forKey: .maintenance)
        spend = try c.decode([SnapshotSpend].self, forKey: .spend)
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
        try c.encode(strings, forKey: .strings)
        try c.encode(dayPhrases, forKey: .dayPhrases)
        try c.encode(theme, forKey: .theme)
        try c.encode(vehicles, forKey: .vehicles)
        try c.encode(deadlines, forKey: .deadlines)
        try c.encode(maintenance, forKey: .maintenance)
        try c.encode(spend, forKey: .spend)
        try c.encodeIfPresent(generation, forKey: .generation)
    }
}

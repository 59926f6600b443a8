import Foundation
import WidgetContract

/// The part of a widgets snapshot that one widget kind reads, hashed to decide whether that kind
/// needs a reload.
///
/// It leaves out `generatedAt` (which changes on every publish) and the sections the kind never
/// reads, so a new odometer reading reloads the vehicle widget but not the spend widget. Every
/// kind reads the shared parts: language, time zone, privacy, strings, theme and the vehicles'
/// ids and names (a widget configured for a vehicle that is gone shows "choose a vehicle").
public struct WidgetSection: Encodable, Hashable, Sendable {
    /// A vehicle as every kind sees it: the id it is configured with and the name it shows.
    public struct VehicleReference: Encodable, Hashable, Sendable {
        /// The vehicle's id.
        public let id: String
        /// The vehicle's name.
        public let name: String
    }

    /// The kind this section belongs to.
    public let kind: WidgetKind
    /// The snapshot's language.
    public let locale: String
    /// The snapshot's time zone.
    public let timeZone: String
    /// What was redacted.
    public let privacy: SnapshotPrivacy
    /// Fixed texts.
    public let strings: SnapshotStrings
    /// Colours and fonts.
    public let theme: SnapshotTheme
    /// Every vehicle's id and name.
    public let vehicleReferences: [VehicleReference]
    /// The day phrase table (deadlines and maintenance only).
    public let dayPhrases: DayPhrases?
    /// The vehicles in full (vehicle only).
    public let vehicles: [SnapshotVehicle]?
    /// The deadlines (deadlines only).
    public let deadlines: [SnapshotDeadline]?
    /// The maintenance items (maintenance only).
    public let maintenance: [SnapshotMaintenance]?
    /// The spend entries (spend only).
    public let spend: [SnapshotSpend]?

    /// The section of `snapshot` that widgets of `kind` read.
    public init(_ snapshot: WidgetsSnapshot, kind: WidgetKind) {
        self.kind = kind
        locale = snapshot.locale
        timeZone = snapshot.timeZone
        privacy = snapshot.privacy
        strings = snapshot.strings
        theme = snapshot.theme
        vehicleReferences = snapshot.vehicles.map { VehicleReference(id: $0.id, name: $0.name) }
        dayPhrases = kind == .deadlines || kind == .maintenance ? snapshot.dayPhrases : nil
        vehicles = kind == .vehicle ? snapshot.vehicles : nil
        deadlines = kind == .deadlines ? snapshot.deadlines : nil
        maintenance = kind == .maintenance ? snapshot.maintenance : nil
        spend = kind == .spend ? snapshot.spend : nil
    }

    /// The SHA-256 of the section's deterministic encoding (sorted keys, the snapshot encoder's
    /// settings), as 64 hexadecimal digits.
    public var contentHash: String {
        // Encoding plain Codable values with sorted keys cannot fail; a failure would be a
        // programming error, and hashing the description still changes when the content does.
        let data = (try? SnapshotCoding.encodeSection(self)) ?? Data(String(describing: self).utf8)
        return ContentDigest.hexDigest(data)
    }
}

extension WidgetsSnapshot {
    /// The part of the snapshot that widgets of `kind` read.
    public func section(for kind: WidgetKind) -> WidgetSection {
        WidgetSection(self, kind: kind)
    }

    /// The SHA-256 (hex) of what widgets of `kind` read: equal hashes mean no reload is needed.
    public func contentHash(for kind: WidgetKind) -> String {
        section(for: kind).contentHash
    }

    /// The content hash of every kind.
    public func contentHashes() -> [WidgetKind: String] {
        Dictionary(uniqueKeysWithValues: WidgetKind.allCases.map { ($0, contentHash(for: $0)) })
    }
}

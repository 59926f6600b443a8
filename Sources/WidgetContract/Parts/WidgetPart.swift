#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What one widget instance reads: its kind's section of the widgets snapshot, cut down to the
/// vehicle it is configured for (or, without one, to what an unconfigured widget shows).
///
/// The app publishes one part per widget kind (`widgets.part.<kind>.json`) and one per kind and
/// vehicle (`widgets.part.<kind>.v.<vehicleId>.json`) beside the whole snapshot, with the same
/// crash-safe publish, inside the same publish (see `WidgetPublisher`). A widget reads its part and
/// nothing else, so what it decodes does not grow with the number of vehicles or records: a part
/// holds one vehicle, the rows its largest family can ever list (``UrgencyOrder/everListed(_:capacity:)``)
/// with the count of the rest, and one spend entry. The values are the snapshot's, formatted,
/// translated and redacted by the app; a part is derived from a snapshot
/// (``WidgetsSnapshot/parts()``), never built on its own, so the widget draws exactly what the
/// whole snapshot gives.
///
/// A widget configured for a vehicle that has no part reads its kind's part, which lists the
/// garage's first vehicle at most: it then says the garage is empty, or asks to choose another
/// vehicle, as the whole snapshot would.
///
/// ## Version policy
///
/// As ``WidgetsSnapshot``'s: ``currentVersion`` is bumped when an old reader could misread a new
/// part; a reader refuses every other version and asks the user to open the app. Version 3 is the
/// first version of parts (the snapshot's contract is at 2, and a part is a new reading of it:
/// versions are counted across both, so a file's version alone tells which contract it follows).
/// A part carries no `generatedAt` and no logbook generation: both change with every publish, and a
/// part whose content did not change is not written again (at fifty vehicles a publish would
/// otherwise sync two hundred files). Its order is its publish's: a part is written only by a
/// publish that has passed the snapshot's generation check, under the app's publishing lock.
public struct WidgetPart: Hashable, Sendable {
    /// The value of the `kind` field, which tells a part from the snapshots.
    public static let kind = "glovebox.widget-part"
    /// The version this code writes and the only one it reads.
    public static let currentVersion = 3
    /// The largest part file a reader accepts: 64 KiB (65,536 bytes). A larger file is refused from
    /// its size, before a byte of it is read or parsed, and the widget asks to open the app.
    ///
    /// Why this number: the bench garages' largest part is under 12 KB at every size (BENCHMARKS.md),
    /// since a part holds one vehicle, at most seven rows of each list and one spend entry, beside
    /// the 181 day phrases (about 4 KB in any language); 64 KiB leaves room for long names and
    /// phrases in any script, while decoding it costs a widget well under a megabyte above the
    /// Foundation floor. Raising it is a contract change.
    public static let maximumFileSize = 64 * 1024
    /// The most rows a list widget shows in any family (large: 7); a part keeps the rows that fill
    /// these places on some day. `EntryModelBuilder.rowCapacity(of:)` must never exceed it.
    public static let listCapacity = 7
    /// The most rows the vehicle widget lists in any family (large: 5);
    /// `EntryModelBuilder.vehicleRowCapacity(of:)` must never exceed it.
    public static let vehicleRowCapacity = 5

    /// The contract version of this document.
    public var version: Int
    /// The BCP 47 language tag the texts are in.
    public var locale: String
    /// The IANA time zone the widget counts its days in (the snapshot's).
    public var timeZone: String
    /// The vehicle a widget configured for it reads this part for; `nil` for the kind's part,
    /// which an unconfigured widget reads.
    public var vehicleId: String?
    /// The kind's section, cut down to the vehicle (see ``WidgetsSnapshot/parts()``).
    public var section: WidgetSection

    /// Creates a part of the current version.
    public init(locale: String, timeZone: String, vehicleId: String?, section: WidgetSection) {
        self.version = Self.currentVersion
        self.locale = locale
        self.timeZone = timeZone
        self.vehicleId = vehicleId
        self.section = section
    }

    /// The widget kind whose part it is.
    public var widget: WidgetKind { section.kind }

    /// The file name the part is published as (see ``fileName(for:vehicleId:)``).
    public var fileName: String {
        // A part is made only for a vehicle whose id is a file name (`parts()`), and validated so.
        Self.fileName(for: widget, vehicleId: vehicleId) ?? Self.fileName(for: widget)
    }
}

extension WidgetPart: Codable {
    enum CodingKeys: String, CodingKey {
        case kind, version, locale, timeZone, widget, vehicleId, section
    }

    /// Decodes the part; the section's shape follows `widget`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decode(Int.self, forKey: .version)
        locale = try c.decode(String.self, forKey: .locale)
        timeZone = try c.decode(String.self, forKey: .timeZone)
        vehicleId = try c.decode(String?.self, forKey: .vehicleId)
        section = switch try c.decode(WidgetKind.self, forKey: .widget) {
        case .vehicle: .vehicle(try c.decode(VehicleSection.self, forKey: .section))
        case .deadlines: .deadlines(try c.decode(DeadlinesSection.self, forKey: .section))
        case .spend: .spend(try c.decode(SpendSection.self, forKey: .section))
        case .maintenance: .maintenance(try c.decode(MaintenanceSection.self, forKey: .section))
        }
    }

    /// Encodes every field, `vehicleId` as null for a kind's part.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Self.kind, forKey: .kind)
        try c.encode(version, forKey: .version)
        try c.encode(locale, forKey: .locale)
        try c.encode(timeZone, forKey: .timeZone)
        try c.encode(widget, forKey: .widget)
        try c.encode(vehicleId, forKey: .vehicleId)
        switch section {
        case .vehicle(let section): try c.encode(section, forKey: .section)
        case .deadlines(let section): try c.encode(section, forKey: .section)
        case .spend(let section): try c.encode(section, forKey: .section)
        case .maintenance(let section): try c.encode(section, forKey: .section)
        }
    }
}

extension WidgetPart: VersionedSnapshot {}

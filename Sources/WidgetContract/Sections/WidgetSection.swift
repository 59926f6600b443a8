/// The part of a widgets snapshot that one widget kind reads, and the only input of its entries.
///
/// The widget builds each entry model from its kind's section alone (`EntryModelBuilder` takes
/// nothing else), and the app's content hash of a kind is the hash of this value's encoding (its
/// canonical bytes: every call of its `encode(to:)`); so whatever a widget shows is inside the hash
/// the app compares before asking for a reload. The app writes those bytes with a conformance per
/// type that repeats its encoding, and a seeded test holds the two to the same bytes
/// (`CanonicalWritingTests`). What a kind never reads stays out:
/// `generatedAt` (new on every publish), the locale tag and time zone (every text is already
/// translated and every day already local), the other kinds' sections and strings, and for the
/// list widgets the vehicles' names, models and odometers (a row carries its vehicle's name).
public enum WidgetSection: Encodable, Hashable, Sendable {
    /// The vehicle widget's section.
    case vehicle(VehicleSection)
    /// The deadlines widget's section.
    case deadlines(DeadlinesSection)
    /// The spend widget's section.
    case spend(SpendSection)
    /// The maintenance widget's section.
    case maintenance(MaintenanceSection)

    /// The kind whose section it is.
    public var kind: WidgetKind {
        switch self {
        case .vehicle: .vehicle
        case .deadlines: .deadlines
        case .spend: .spend
        case .maintenance: .maintenance
        }
    }

    /// Title, messages and theme.
    public var basics: SectionBasics {
        switch self {
        case .vehicle(let section): section.basics
        case .deadlines(let section): section.basics
        case .spend(let section): section.basics
        case .maintenance(let section): section.basics
        }
    }

    enum CodingKeys: String, CodingKey {
        case kind, section
    }

    /// Encodes the kind and its section.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        switch self {
        case .vehicle(let section): try c.encode(section, forKey: .section)
        case .deadlines(let section): try c.encode(section, forKey: .section)
        case .spend(let section): try c.encode(section, forKey: .section)
        case .maintenance(let section): try c.encode(section, forKey: .section)
        }
    }
}

import Foundation
import ShortcutsContract
import WidgetContract

/// Finds the vehicle a person named, by id, name or spoken alias, ignoring case and accents.
///
/// The tiers are tried in order and the first that finds anything decides: the id, the whole
/// name, a whole alias, then a name or alias that holds the said words ("clio" in "blue clio").
/// A tier that finds several vehicles makes the answer ambiguous rather than guessing.
public struct ShortcutVehicleMatcher: Sendable {
    /// What a name matched.
    public enum Match: Hashable, Sendable {
        /// Exactly one vehicle.
        case one(ShortcutVehicle)
        /// Several vehicles, in the snapshot's order.
        case several([ShortcutVehicle])
        /// None.
        case none
    }

    /// The vehicles to choose from, in the snapshot's order.
    public let vehicles: [ShortcutVehicle]

    /// A matcher over `vehicles`.
    public init(vehicles: [ShortcutVehicle]) {
        self.vehicles = vehicles
    }

    /// The vehicle or vehicles `said` can mean.
    public func match(_ said: String) -> Match {
        let key = SpokenAlias.key(said)
        guard !key.isEmpty else { return .none }
        let tiers: [(ShortcutVehicle) -> Bool] = [
            { $0.id == said || SpokenAlias.key($0.id) == key },
            { SpokenAlias.key($0.name) == key },
            { $0.aliases.contains { SpokenAlias.key($0) == key } },
            { vehicle in
                ([vehicle.name] + vehicle.aliases).contains { Self.containsWords(SpokenAlias.key($0), key) }
            },
        ]
        for tier in tiers {
            let found = vehicles.filter(tier)
            if found.count == 1 { return .one(found[0]) }
            if found.count > 1 { return .several(found) }
        }
        return .none
    }

    /// The names to offer for `vehicles`; a name two of them share is told apart by its id.
    public static func choices(_ vehicles: [ShortcutVehicle]) -> [String] {
        let counts = Dictionary(vehicles.map { (SpokenAlias.key($0.name), 1) }, uniquingKeysWith: +)
        return vehicles.map { counts[SpokenAlias.key($0.name), default: 0] > 1 ? "\($0.name) (\($0.id))" : $0.name }
    }


    /// Whether `words` occur in `text` as whole words.
    private static func containsWords(_ text: String, _ words: String) -> Bool {
        (" " + text + " ").contains(" " + words + " ")
    }
}

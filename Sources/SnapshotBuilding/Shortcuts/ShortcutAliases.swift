import Foundation
import ShortcutsContract

/// The names a person may say for each vehicle: its name, make, model and "make model", lowercased.
///
/// An alias that two vehicles would share is given to neither, so a spoken alias always means
/// exactly one vehicle; two aliases that differ only in letter case or accents ("citroën",
/// "citroen") count as the same. An alias that holds a withheld text (a licence plate typed
/// into a name) or the plate mask is left out.
enum ShortcutAliases {
    /// A vehicle as the snapshot names it, with the facts its other aliases come from.
    struct Candidate {
        let id: String
        /// The name already scrubbed of withheld texts.
        let name: String
        let facts: VehicleFacts?
    }

    /// The aliases of each vehicle id, in the order name, "make model", make, model.
    static func make(for vehicles: [Candidate], withheld: [String], locale: Locale) -> [String: [String]] {
        let scrubber = Scrubber(withheld: withheld)
        var spoken: [(id: String, aliases: [(text: String, key: String)])] = []
        var owners: [String: Set<String>] = [:]
        for vehicle in vehicles {
            var seen = Set<String>()
            var aliases: [(text: String, key: String)] = []
            for text in sayings(of: vehicle) {
                let alias = normalized(text, locale: locale)
                let key = SpokenAlias.key(alias)
                guard !key.isEmpty, !alias.contains(SnapshotBuilder.mask),
                      !scrubber.reveals(alias), seen.insert(key).inserted
                else { continue }
                aliases.append((alias, key))
                owners[key, default: []].insert(vehicle.id)
            }
            spoken.append((vehicle.id, aliases))
        }
        var result: [String: [String]] = [:]
        for (id, aliases) in spoken where result[id] == nil {
            result[id] = aliases.filter { owners[$0.key]?.count == 1 }.map(\.text)
        }
        return result
    }

    /// What a person may call the vehicle, before normalizing.
    private static func sayings(of vehicle: Candidate) -> [String] {
        let make = vehicle.facts?.make ?? ""
        let model = vehicle.facts?.model ?? ""
        return [vehicle.name, make + " " + model, make, model]
    }

    /// Lowercased in the snapshot's locale, trimmed, inner runs of white space made one space.
    static func normalized(_ text: String, locale: Locale) -> String {
        text.lowercased(with: locale)
            .split(whereSeparator: { $0.isWhitespace })
            .joined(separator: " ")
    }

}

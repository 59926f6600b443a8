import Foundation
import WidgetContract

/// Makes vehicle ids from names: lower-case ASCII letters and digits joined by `-`, unique by a suffix.
public enum VehicleSlug {
    /// The longest slug before a uniqueness suffix.
    static let maximumLength = 40

    /// `"Jeep Cherokee '92"` → `jeep-cherokee-92`; `"Citroën C3"` → `citroen-c3`; no letters or digits → `vehicle`.
    public static func slug(for name: String) -> String {
        // Diacritics folded without a locale, so the id does not depend on the machine.
        let folded = name.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil).lowercased()
        var result = ""
        var pendingDash = false
        for scalar in folded.unicodeScalars {
            let isWanted = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
            if isWanted {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
            if result.count >= maximumLength { break }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result.isEmpty ? "vehicle" : result
    }

    /// Ids no vehicle may have: `all` means every vehicle in a spend link.
    public static let reserved: Set<String> = [DeepLink.allVehicles]

    /// The slug of `name`, with `-2`, `-3`, … appended until it is neither in `taken` nor reserved.
    public static func uniqueID(for name: String, plates: [String] = [], taken: Set<GarageID>) -> GarageID {
        // Safe: the candidates never end.
        candidates(for: name, plates: plates).first { !taken.contains($0) }!
    }

    /// The ids a vehicle named `name` may take, best first: its slug, then the slug with `-2`, `-3`, …;
    /// reserved ids are skipped. The caller takes the first one that no record uses.
    ///
    /// The id travels in every deep link and snapshot, where no licence plate may go, so a name
    /// that spells out any of the garage's plates (a car named "MOMWAGON") gets the neutral base
    /// `vehicle`.
    public static func candidates(for name: String, plates: [String] = []) -> Candidates {
        var base = slug(for: name)
        if plates.contains(where: { revealsPlate(base, plate: $0) }) { base = "vehicle" }
        // A plate the base itself spells (`HIC` in `vehicle`) is in every candidate: only a plate a
        // suffix can make is avoided, and some suffix always avoids it, so the sequence never stalls.
        return Candidates(base: base, plates: plates.filter { !revealsPlate(base, plate: $0) })
    }

    /// The endless sequence of a slug and its suffixed forms, without the reserved ids.
    public struct Candidates: Sequence, Sendable {
        /// The slug every candidate starts with.
        public let base: String
        /// The garage's plates: a suffix can spell one too (`van-2` for a van plated `VAN 2`).
        var plates: [String] = []

        /// Iterates `base`, `base-2`, `base-3`, …, without those that spell out a plate.
        public func makeIterator() -> AnyIterator<GarageID> {
            var suffix = 1
            let plates = self.plates
            return AnyIterator {
                while true {
                    defer { suffix += 1 }
                    // Safe: slugs only contain [a-z0-9-] and are at most 40 characters plus a short suffix.
                    let candidate = GarageID(rawValue: suffix == 1 ? base : "\(base)-\(suffix)")!
                    guard !reserved.contains(candidate.rawValue) else { continue }
                    if !plates.contains(where: { revealsPlate(candidate.rawValue, plate: $0) }) { return candidate }
                }
            }
        }
    }

    /// The part of a vehicle id that its name made: the whole id, or for a household's id (the slug,
    /// `-` and a random id; `AddVehicle.householdID`) the slug alone. The random part spells nothing
    /// of the user's, and a short plate found in it would be chance.
    public static func namedPart(of id: String) -> Substring {
        let suffix = IdentifierSource.length + 1
        guard id.utf8.count > suffix else { return Substring(id) }
        let start = id.utf8.index(id.utf8.endIndex, offsetBy: -suffix)
        let random = id.utf8[id.utf8.index(after: start)...]
        guard id.utf8[start] == UInt8(ascii: "-"),
              random.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) })
        else { return Substring(id) }
        return id[..<start]
    }

    /// Whether a slug spells out the plate (separators ignored).
    static func revealsPlate(_ slug: String, plate: String) -> Bool {
        PlateMatcher(plate: plate)?.occurs(in: slug) ?? false
    }
}

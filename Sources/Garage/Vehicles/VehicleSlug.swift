import Foundation

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

    /// The slug of `name`, with `-2`, `-3`, … appended until it is not in `taken`.
    public static func uniqueID(for name: String, taken: Set<GarageID>) -> GarageID {
        let base = slug(for: name)
        // Safe: slugs only contain [a-z0-9-] and are at most 40 characters plus a short suffix.
        var candidate = GarageID(rawValue: base)!
        var suffix = 2
        while taken.contains(candidate) {
            candidate = GarageID(rawValue: "\(base)-\(suffix)")!
            suffix += 1
        }
        return candidate
    }
}

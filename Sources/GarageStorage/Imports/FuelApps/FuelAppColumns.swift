/// The columns of one header line, found by any of their names: case, spaces, underscores, hyphens
/// and question marks do not count (`Total Cost`, `total_cost` and `totalcost` are one name), and a
/// parenthesised part is not part of the name but a hint kept apart (`Odo (mi)` is `odo`, hinting
/// `mi`; `Price (optional)` is `price`).
struct FuelAppColumns {
    /// The header record.
    let header: CSVRecord
    private var indices: [String: Int] = [:]
    private var hints: [Int: String] = [:]

    init(header: CSVRecord) {
        self.header = header
        for (index, field) in header.fields.enumerated() {
            let (name, hint) = Self.normalised(field.value)
            guard !name.isEmpty else { continue }
            // The first of two equal names wins: Drivvo repeats its price and volume headers for a
            // second and third fuel, and the first block is the main tank.
            if indices[name] == nil { indices[name] = index }
            if let hint { hints[index] = hint }
        }
    }

    /// The index of the first of `aliases` (normalised as headers are) that the header has.
    func index(_ aliases: [String]) -> Int? {
        for alias in aliases {
            if let index = indices[Self.normalised(alias).name] { return index }
        }
        return nil
    }

    /// Whether the header has any of `aliases`.
    func has(_ aliases: [String]) -> Bool { index(aliases) != nil }

    /// The parenthesised hint of column `index` (`mi` for `Odo (mi)`), lowercase.
    func hint(_ index: Int) -> String? { hints[index] }

    /// The header's text for column `index`, for messages.
    func title(_ index: Int) -> String { header.fields[index].value.trimmingSpaces }

    /// Every normalised name, for detection.
    var names: Set<String> { Set(indices.keys) }

    /// `Partial Fill-Up?` → `partialfillup`; `Fuel (litres)` → (`fuel`, `litres`).
    static func normalised(_ text: String) -> (name: String, hint: String?) {
        var name = ""
        var hint: String?
        var depth = 0
        var inside = ""
        for character in text.lowercased() {
            switch character {
            case "(":
                depth += 1
            case ")" where depth > 0:
                depth -= 1
                if depth == 0 {
                    let word = inside.trimmingSpaces
                    if !word.isEmpty && word != "optional" { hint = word }
                    inside = ""
                }
            case _ where depth > 0:
                inside.append(character)
            case " ", "_", "-", "?", ":", "\u{A0}", "\t":
                continue
            default:
                name.append(character)
            }
        }
        return (name, hint)
    }
}

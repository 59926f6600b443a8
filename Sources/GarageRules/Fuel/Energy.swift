/// What a vehicle runs on, as its owner names it: the fuels it burns and the charge it takes.
///
/// Each energy is one chain of fill-ups for the economy rule (full to full within that energy): a
/// plug-in hybrid's petrol and its charges, or a bi-fuel car's petrol and its LPG, are measured apart,
/// since filling one tank says nothing about the level of the other. Its `measure` says which units
/// count it: litres or gallons for the liquids, kilowatt-hours for electricity.
///
/// Hydrogen is not among them yet: it is sold by the kilogram, a unit the logbook's stored fill-ups
/// cannot hold until their unit column learns it.
public enum Energy: String, Codable, Sendable, CaseIterable {
    case petrol
    case diesel
    case lpg
    case electricity

    /// How its quantities are measured.
    public var measure: FuelEnergy {
        switch self {
        case .petrol, .diesel, .lpg: .liquid
        case .electricity: .electric
        }
    }

    /// The energy a fill-up of `measure` is taken to be when neither it nor its vehicle says: petrol for
    /// a liquid (what most cars burn, and what every fuel app assumes), electricity for a charge.
    public static func assumed(for measure: FuelEnergy) -> Energy {
        switch measure {
        case .liquid: .petrol
        case .electric: .electricity
        }
    }

    /// Parses one energy as people write it: `petrol` (or `gasoline`, `gas`), `diesel`, `lpg`
    /// (or `autogas`), `electricity` (or `electric`, `ev`), any letter case.
    public init(parsing text: String) throws(GarageError) {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "petrol", "gasoline", "gas": self = .petrol
        case "diesel": self = .diesel
        case "lpg", "autogas": self = .lpg
        case "electricity", "electric", "ev": self = .electricity
        default: throw .unknownWord(field: "energy", value: text, allowed: Self.allCases.map(\.rawValue))
        }
    }

    /// Parses a comma-separated list, the vehicle's main energy first (`petrol,electricity`); refuses
    /// an empty list and an energy named twice.
    public static func list(parsing text: String) throws(GarageError) -> [Energy] {
        var energies: [Energy] = []
        for word in text.split(separator: ",", omittingEmptySubsequences: false) {
            let energy = try Energy(parsing: String(word))
            guard !energies.contains(energy) else {
                throw .invalidFuelRecord(.energyNamedTwice(energy, text: text))
            }
            energies.append(energy)
        }
        return energies
    }
}

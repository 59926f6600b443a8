import GarageRules

/// The `glovebox` command line of one record step: which command, on which record (chosen by `pick`
/// among those the device holds), with which values (chosen by `variant`). Values stay within what
/// the app accepts where that is easy to know (readings rise with the steps); where it is not, the
/// app's refusal is part of the history.
struct RecordCommand {
    let kind: RecordKind
    let action: HistoryStep.Action
    let pick: Int
    let variant: Int
    /// The day the step dates records (`YYYY-MM-DD`).
    let day: String
    /// The odometer value the step logs.
    let odometer: Int

    /// Names of maintenance items: two differ only in case, as two honest editors' may.
    static let itemNames = ["Oil", "oil", "Tyres", "Brakes", "Air filter", "Coolant"]
    static let categories = ["fuel", "service", "repair", "insurance", "tax", "parking", "tolls"]
    static let currencies = ["EUR", "USD", "GBP"]
    static let deadlineKinds = ["insurance", "inspection", "road-tax"]

    /// Notes as people write them (places, names, habits): what the household server must never read.
    static let noteTexts = ["public charger by the bakery", "Main St, after work", "garage Dupont, ask for Luc"]

    /// The note of `variant`: one of ``noteTexts`` and a number, so that each edit writes a new text.
    static func note(_ variant: Int) -> String {
        "\(noteTexts[variant % noteTexts.count]) \(variant)"
    }

    /// The licence plate of `variant` (within the plate's 20 characters).
    static func plate(_ variant: Int) -> String {
        "ZX-\(variant)-QA"
    }

    /// An edit's note: one in seven edits empties it (the app clears a note given as empty text).
    private var editedNote: String {
        variant % 7 == 0 ? "" : Self.note(variant)
    }

    /// The arguments, `nil` when the device holds nothing the step could apply to.
    func arguments(in state: DeviceState) -> [String]? {
        switch (kind, action) {
        case (.vehicle, .remove):
            return one(of: .vehicle, in: state).map { ["vehicle", "remove", $0, "--yes"] }
        case (.vehicle, _):
            return one(of: .vehicle, in: state).map {
                ["vehicle", "edit", $0] + (variant % 3 == 0 ? ["--make", "Make\(variant)"] : variant % 3 == 1 ? ["--model", "Model\(variant)"]
                    : ["--plate", variant % 7 == 2 ? "" : Self.plate(variant)])
            }
        case (_, .remove):
            return one(of: kind, in: state).map { [word, "remove", $0] }
        case (_, .edit):
            return one(of: kind, in: state).map { [word, "edit", $0] + edit }
        case (_, .add):
            if kind == .service {
                guard let item = one(of: .maintenanceItem, in: state), let vehicle = state.records[.init(kind: .maintenanceItem, id: item)]?.vehicle
                else { return nil }
                return ["maintenance", "done", vehicle, item, "--date", day] + (variant % 2 == 0 ? ["--cost", "45.00", "EUR"] : [])
                    + (variant % 3 == 1 ? ["--note", Self.note(variant)] : [])
            }
            return one(of: .vehicle, in: state).map(add)
        }
    }

    /// The command's first word for the kind.
    private var word: String {
        switch kind {
        case .vehicle: "vehicle"
        case .odometerEntry: "odometer"
        case .expense: "expense"
        case .maintenanceItem: "maintenance"
        case .service: "service"
        case .deadline: "deadline"
        }
    }

    /// A new record of the kind on `vehicle`.
    private func add(_ vehicle: String) -> [String] {
        switch kind {
        case .odometerEntry:
            return ["odometer", "log", vehicle, String(odometer), "--date", day] + (variant % 2 == 1 ? ["--note", Self.note(variant)] : [])
        case .expense where variant % 4 == 0:
            return ["fuel", "add", vehicle, "40.5", "l", "--odometer", String(odometer), "--cost", "60.00", "EUR", "--date", day]
                + (variant % 8 == 4 ? ["--note", Self.note(variant)] : [])
        case .expense:
            return [
                "expense", "add", vehicle, "\(10 + variant / 10).\(variant % 10)0", Self.currencies[variant % 3], "--date", day,
                "--category", Self.categories[variant % Self.categories.count],
            ] + (variant % 3 == 0 ? ["--note", Self.note(variant)] : [])
        case .maintenanceItem:
            return ["maintenance", "add", vehicle, Self.itemNames[variant % Self.itemNames.count], "--every-months", "12"]
        case .deadline:
            return ["deadline", "add", vehicle, Self.deadlineKinds[variant % 3], day]
        case .vehicle, .service:
            return []
        }
    }

    /// The options of an edit of the kind.
    private var edit: [String] {
        switch kind {
        case .odometerEntry:
            return variant % 3 == 0 ? ["--value", String(odometer)] : ["--note", editedNote]
        case .expense:
            switch variant % 3 {
            case 0: return ["--amount", "\(20 + variant / 10).\(variant % 10)5"]
            case 1: return ["--note", editedNote]
            default: return ["--category", Self.categories[variant % Self.categories.count]]
            }
        case .maintenanceItem:
            return variant % 2 == 0
                ? ["--name", Self.itemNames[variant % Self.itemNames.count]] : ["--every-months", String(6 + variant % 18)]
        case .service:
            return variant % 2 == 0 ? ["--date", day] : ["--note", editedNote]
        case .deadline:
            return variant % 2 == 0 ? ["--due", day] : ["--title", "Title \(variant)"]
        case .vehicle:
            return []
        }
    }

    /// The record of `kind` that `pick` chooses among those the device holds.
    private func one(of kind: RecordKind, in state: DeviceState) -> String? {
        let ids = state.records.keys.filter { $0.kind == kind }.map(\.id).sorted()
        return ids.isEmpty ? nil : ids[pick % ids.count]
    }
}

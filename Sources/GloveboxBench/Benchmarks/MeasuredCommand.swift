/// One `glovebox` command the command benchmark runs as a whole process, on a fresh copy of a garage.
public enum MeasuredCommand: String, CaseIterable, Codable, Sendable {
    /// `glovebox publish`: the baseline the write commands are compared with.
    case publish = "publish"
    /// `glovebox expense add VEHICLE 12.34 EUR --category parking`.
    case expenseAdd = "expense add"
    /// `glovebox odometer log VEHICLE VALUE` with a value above the vehicle's current odometer.
    case odometerLog = "odometer log"
    /// `glovebox maintenance done VEHICLE ITEM`.
    case maintenanceDone = "maintenance done"
    /// `glovebox status`.
    case status = "status"
    /// `glovebox import lubelogger DIR --vehicle Imported` of the generated fuel records.
    case lubeLoggerImport = "import lubelogger"
    /// `glovebox odometer edit ENTRY --note checked`: an edit by id, journaled with what it replaced.
    case odometerEdit = "odometer edit"
    /// `glovebox expense list`: the page of the latest expenses of every vehicle.
    case expenseList = "expense list"
    /// `glovebox history`: the latest journal entries.
    case history = "history"
    /// `glovebox export --out FILE`: every record, streamed into one document.
    case export = "export"
    /// `glovebox backup FILE`: a consistent copy of the logbook file.
    case backup = "backup"
    /// `glovebox undo` of the 100,000-row import, made untimed just before (``preparation``): every
    /// record it added removed, each with its tombstone, and the vehicle it created.
    case importUndo = "undo import"

    /// The commands that change records, held to the publish baseline.
    public static let writes: [MeasuredCommand] = [.expenseAdd, .odometerLog, .maintenanceDone, .odometerEdit]
    /// The reads held to `status`'s goal at L: a page or a summary, never a whole history.
    public static let pagedReads: [MeasuredCommand] = [.status, .expenseList, .history]
    /// The commands that take everything out, held to publish's memory at every size: they stream.
    public static let takeouts: [MeasuredCommand] = [.export, .backup]

    /// The name of the vehicle the import creates.
    public static let importVehicle = "Imported"

    /// The arguments after `glovebox`; what a command writes out goes under `outputDirectory` (the
    /// run's own home, removed with it).
    public func arguments(targets: CommandTargets, importDirectory: String, outputDirectory: String) -> [String] {
        switch self {
        case .publish: ["publish"]
        case .expenseAdd: ["expense", "add", targets.vehicleID, "12.34", "EUR", "--category", "parking"]
        case .odometerLog: ["odometer", "log", targets.vehicleID, String(targets.newOdometer)]
        case .maintenanceDone: ["maintenance", "done", targets.vehicleID, targets.itemID]
        case .status: ["status"]
        case .lubeLoggerImport: ["import", "lubelogger", importDirectory, "--vehicle", Self.importVehicle]
        case .odometerEdit: ["odometer", "edit", targets.entryID, "--note", "checked"]
        case .expenseList: ["expense", "list"]
        case .history: ["history"]
        case .export: ["export", "--out", outputDirectory + "/export.json"]
        case .backup: ["backup", outputDirectory + "/backup.sqlite"]
        case .importUndo: ["undo"]
        }
    }

    /// The command run untimed in the same home just before this one, if it needs one: the import an
    /// undo reverts.
    public func preparation(targets: CommandTargets, importDirectory: String) -> [String]? {
        self == .importUndo
            ? MeasuredCommand.lubeLoggerImport.arguments(targets: targets, importDirectory: importDirectory, outputDirectory: "")
            : nil
    }

    /// The record tables this command must add rows to when it succeeds (every other record
    /// table must keep its count): what shows that the process did the work it was timed for.
    public func expectedGrowth(importRows: Int) -> [String: Int] {
        switch self {
        case .publish, .status, .odometerEdit, .expenseList, .history, .export, .backup: [:]
        case .expenseAdd: ["expense": 1]
        case .odometerLog: ["odometer_entry": 1]
        case .maintenanceDone: ["maintenance_service": 1]
        case .lubeLoggerImport: ["vehicle": 1, "expense": importRows]
        // After its preparation: what the import added goes.
        case .importUndo: ["vehicle": -1, "expense": -importRows]
        }
    }

    /// The record tables whose counts are checked before and after each run.
    public static let checkedTables = ["vehicle", "odometer_entry", "expense", "maintenance_service", "maintenance_item", "deadline"]

    /// The command line as a shell would show it, with `glovebox` in front.
    public static func commandLine(_ arguments: [String]) -> String {
        (["glovebox"] + arguments.map(quoted)).joined(separator: " ")
    }

    static func quoted(_ argument: String) -> String {
        let plain = argument.allSatisfy { $0.isLetter || $0.isNumber || "-_./:=,".contains($0) }
        return plain && !argument.isEmpty ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

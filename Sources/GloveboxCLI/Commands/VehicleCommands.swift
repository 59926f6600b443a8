import AppCore
import GarageRules
import WidgetContract

/// `vehicle add`, `vehicle list`, `vehicle show` and `vehicle remove`.
enum VehicleCommands {
    static let all = [add, list, show, remove]

    static let add = Command(
        ["vehicle", "add"], summary: "add a vehicle",
        positionals: [.required("NAME", "its name, unique in the garage")],
        options: [
            .option("--make", "M", help: "the make, such as Jeep"),
            .option("--model", "M", help: "the model, such as Cherokee"),
            .option("--year", "Y", help: "the model year"),
            .option("--plate", "P", help: "the licence plate (kept on this device only)"),
            .option("--unit", "km|mi", help: "the odometer's unit (default km)"),
            .option("--role", "ROLE", help: "owner (default), or editor/viewer for a vehicle shared with you"),
        ]
    ) { invocation in
        let arguments = invocation.arguments
        let draft = VehicleDraft(
            name: arguments.positionals[0], make: arguments.value("--make"), model: arguments.value("--model"),
            year: try arguments.integer("--year", in: 0...9999), licencePlate: arguments.value("--plate"),
            distanceUnit: try arguments.value("--unit").map { text throws(GarageError) in try DistanceUnit(parsing: text) } ?? .kilometres,
            role: try arguments.value("--role").map { text throws(GarageError) in try SharingRole(parsing: text) } ?? .owner)
        let vehicle = try invocation.app.perform(AddVehicle(draft))
        invocation.console.line("added vehicle '\(vehicle.name)' (id \(vehicle.id))")
    }

    static let list = Command(["vehicle", "list"], summary: "list the vehicles", isRead: true) { invocation in
        let vehicles = try invocation.app.vehiclesWithOdometers()
        let rows = vehicles.map { VehicleJSON($0.vehicle, current: $0.current) }
        if invocation.wantsJSON {
            invocation.console.line(try Format.json(rows))
        } else if rows.isEmpty {
            invocation.console.line("no vehicles")
        } else {
            let table = [["ID", "NAME", "MAKE/MODEL", "ODOMETER", "ROLE"]] + vehicles.map { vehicle, current in
                [vehicle.id.rawValue, vehicle.name, subtitle(vehicle),
                 current.map { Format.distance($0.value, vehicle.distanceUnit) } ?? "-", vehicle.role.rawValue]
            }
            invocation.console.line(Format.table(table))
        }
    }

    static let show = Command(
        ["vehicle", "show"], summary: "show a vehicle with its odometer, forecast, maintenance and deadlines",
        positionals: [.required("VEHICLE", "id or name")], isRead: true
    ) { invocation in
        let dashboard = try invocation.app.dashboard(vehicle: invocation.arguments.positionals[0])
        // Safe: the dashboard of a vehicle the user named holds exactly that vehicle.
        let entry = dashboard.vehicles[0]
        let vehicle = entry.vehicle
        let today = dashboard.today
        let details = VehicleDetailsJSON(entry, today: today)
        if invocation.wantsJSON {
            invocation.console.line(try Format.json(details))
            return
        }
        var lines = ["\(vehicle.name) (id \(vehicle.id))"]
        if !subtitle(vehicle).isEmpty { lines.append("  \(subtitle(vehicle))") }
        if let plate = vehicle.licencePlate { lines.append("  plate: \(plate)") }
        lines.append("  unit: \(vehicle.distanceUnit.rawValue), role: \(vehicle.role.rawValue)")
        if let odometer = details.odometer {
            lines.append("  odometer: \(Format.distance(odometer, vehicle.distanceUnit)) on \(details.odometerDate ?? "")")
        } else {
            lines.append("  odometer: no readings")
        }
        lines.append("  forecast: \(details.forecast.summary)")
        let statuses = entry.maintenance
        if !statuses.isEmpty {
            lines.append("  maintenance:")
            for status in statuses { lines.append("    " + DashboardCommands.describe(status)) }
        }
        let deadlines = entry.deadlines
        if !deadlines.isEmpty {
            lines.append("  deadlines:")
            for deadline in deadlines {
                lines.append("    \(deadline.title) (\(deadline.kind.rawValue)): due \(deadline.dueDate), \(deadline.state(on: today).rawValue)")
            }
        }
        invocation.console.line(lines.joined(separator: "\n"))
    }

    static let remove = Command(
        ["vehicle", "remove"], summary: "remove a vehicle and every record of it",
        positionals: [.required("VEHICLE", "id or name")]
    ) { invocation in
        let reference = invocation.arguments.positionals[0]
        let removed = try invocation.app.perform(RemoveVehicle(vehicle: reference))
        invocation.console.line("removed vehicle '\(removed.name)' and its records")
    }

    static func subtitle(_ vehicle: Vehicle) -> String {
        [vehicle.year.map(String.init), vehicle.make, vehicle.model].compactMap { $0 }.joined(separator: " ")
    }
}

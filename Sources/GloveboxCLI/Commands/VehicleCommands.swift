import AppCore
import ArgumentParsing
import GarageRules
import GarageStorage
import WidgetContract

/// `vehicle add`, `vehicle list`, `vehicle show` and `vehicle remove`.
enum VehicleCommands {
    static let all = [add, list, show, edit, remove]

    static let name = Argument("NAME", help: "its name, unique in the garage")
    static let make = Option("--make", value: "M", help: "the make, such as Jeep")
    static let model = Option("--model", value: "M", help: "the model, such as Cherokee")
    static let year = Option("--year", value: "Y", help: "the model year", parse: .integer(in: 0...9999))
    static let plate = Option("--plate", value: "P", help: "the licence plate (private: it leaves this device only sealed with the vehicle's key)")
    static let unit = Option("--unit", value: "km|mi", help: "the odometer's unit (default km)", parse: .distanceUnit)
    static let energies = Option(
        "--energy", value: "E", help: "what it runs on, comma-separated, main first: petrol, diesel, lpg, electricity (default: its first fill-up's)",
        parse: .energies)

    static let add = GloveboxCommand(
        ["vehicle", "add"], summary: "add a vehicle", arguments: [name],
        options: [make, model, year, plate, unit, energies],
        discussion: """
            The vehicle is yours (its owner) and counts towards your plan; others see it only through a share.
            --energy says what it runs on, its main energy first (a plug-in hybrid: petrol,electricity): each
            energy's economy is measured on its own, and the widget and Siri show the main one's.
            """
    ) { invocation in
        let arguments = invocation.arguments
        let draft = VehicleDraft(
            name: arguments[name], make: arguments[make], model: arguments[model], year: arguments[year],
            licencePlate: arguments[plate], distanceUnit: arguments[unit] ?? .kilometres, energies: arguments[energies] ?? [])
        let vehicle = try invocation.app.perform(AddVehicle(draft))
        invocation.console.line(invocation.words.text(.vehicleAdded, ["name": vehicle.name, "id": vehicle.id.rawValue]))
    }

    static let list = GloveboxCommand(["vehicle", "list"], summary: "list the vehicles", reads: true) { invocation in
        let vehicles = try invocation.app.vehiclesWithOdometers()
        let rows = vehicles.map { VehicleJSON($0.vehicle, current: $0.current) }
        if invocation.wantsJSON {
            invocation.console.line(try Format.json(rows))
        } else if rows.isEmpty {
            invocation.console.line(invocation.words.text(.noVehicles))
        } else {
            let words = invocation.words
            let header = [words.text(.headerID), words.text(.headerName), words.text(.headerMakeModel),
                          words.text(.headerOdometer), words.text(.headerRole)]
            let table = [header] + vehicles.map { row in
                let vehicle = row.vehicle
                return [vehicle.id.rawValue, vehicle.name, subtitle(vehicle),
                        row.current.map { words.distance($0.value, vehicle.distanceUnit) } ?? "-", words.role(vehicle.role)]
            }
            invocation.console.line(Format.table(table))
        }
    }

    static let show = GloveboxCommand(
        ["vehicle", "show"], summary: "show a vehicle with its odometer, forecast, maintenance and deadlines",
        arguments: [CommonOptions.vehicle], reads: true
    ) { invocation in
        let day = try invocation.app.vehicleDashboard(invocation.arguments[CommonOptions.vehicle])
        let (entry, today) = (day.vehicle, day.today)
        let vehicle = entry.vehicle
        let details = VehicleDetailsJSON(entry, today: today)
        if invocation.wantsJSON {
            invocation.console.line(try Format.json(details))
            return
        }
        let words = invocation.words
        var lines = [words.text(.vehicleHeading, ["name": vehicle.name, "id": vehicle.id.rawValue])]
        if !subtitle(vehicle).isEmpty { lines.append("  \(subtitle(vehicle))") }
        if let plate = vehicle.licencePlate { lines.append("  " + words.text(.vehiclePlate, ["plate": plate])) }
        lines.append("  " + words.text(.vehicleUnitAndRole, ["unit": vehicle.distanceUnit.rawValue, "role": words.role(vehicle.role)]))
        if !vehicle.energies.isEmpty {
            lines.append("  " + words.text(.vehicleRunsOn, ["energies": vehicle.energies.map(words.energy).joined(separator: ", ")]))
        } else if let main = entry.mainEnergy {
            lines.append("  " + words.text(.vehicleRunsOnInferred, ["energy": words.energy(main)]))
        }
        if let odometer = details.odometer {
            lines.append("  " + words.text(.vehicleOdometer, [
                "distance": words.distance(odometer, vehicle.distanceUnit), "day": words.day(iso: details.odometerDate ?? ""),
            ]))
        } else {
            lines.append("  " + words.text(.vehicleNoReadings))
        }
        lines.append("  " + words.text(.vehicleForecast, ["forecast": details.forecast.summary(words)]))
        let statuses = entry.maintenance
        if !statuses.isEmpty {
            lines.append("  " + words.text(.vehicleMaintenance))
            for status in statuses { lines.append("    " + DashboardCommands.describe(status, words: words)) }
        }
        let deadlines = entry.deadlines
        if !deadlines.isEmpty {
            lines.append("  " + words.text(.vehicleDeadlines))
            for deadline in deadlines {
                let state = deadline.state(on: today)
                lines.append("    " + words.text(.vehicleDeadline, [
                    "title": words.title(deadline.title, kind: deadline.kind), "kind": words.kind(deadline.kind), "day": words.day(deadline.dueDate),
                    // English has always written the state's JSON word here.
                    "state": words.language == .english ? state.rawValue : words.state(state),
                ]))
            }
        }
        invocation.console.line(lines.joined(separator: "\n"))
    }

    static let remove = GloveboxCommand(
        ["vehicle", "remove"], summary: "remove a vehicle and every record of it", arguments: [CommonOptions.vehicle],
        options: [Confirmation.yes],
        discussion: "It says what goes with the vehicle and, on a terminal, asks first; otherwise it needs --yes. 'glovebox undo' brings it back."
    ) { invocation in
        let reference = invocation.arguments[CommonOptions.vehicle]
        let removal = try invocation.app.removal(of: reference)
        let (vehicle, records) = (removal.vehicle, removal.records)
        // Who may remove it is settled before anyone is asked.
        try vehicle.requireOwner()
        let words = invocation.words
        let what = records.isEmpty
            ? words.text(.removeVehicle, ["name": vehicle.name])
            : words.text(.removeVehicleAndRecords, ["name": vehicle.name, "records": words.counts(records)])
        try Confirmation.require(words.text(.removeAction, ["what": what]), in: invocation, words: words)
        try invocation.app.perform(RemoveVehicle(vehicle: vehicle.id.rawValue))
        invocation.console.line(words.text(.removed, ["what": what]))
    }

    static let newName = Option("--name", value: "N", help: "a new name, unique in the garage (the id stays)")
    static let noYear = Flag("--no-year", help: "drop the model year")
    static let newUnit = Option("--unit", value: "km|mi", help: "a new odometer unit; the distances are converted", parse: .distanceUnit)
    static let relabel = Flag(
        "--relabel", help: "with --unit: keep the numbers, they were typed in that unit all along")

    static let edit = GloveboxCommand(
        ["vehicle", "edit"], summary: "change a vehicle: its name, make, model, year, plate, distance unit or energies",
        arguments: [CommonOptions.vehicle], options: [newName, make, model, year, noYear, plate, newUnit, relabel, energies],
        discussion: """
            Empty text clears the make, model or plate. The id stays, so links and widgets keep pointing at it.
            A new --unit converts every distance stored for the vehicle (readings, plan intervals, due points,
            warnings, postponements) to the nearest whole unit, so that the odometer means the same distance;
            'glovebox undo' restores the exact values. If the vehicle was added with the wrong unit and its
            numbers were typed in the new one all along, add --relabel: the numbers stay and only their unit changes.
            A new --energy list keeps each fill-up in its chain: fill-ups that never named their energy follow
            a corrected one (petrol → diesel), and an energy a fill-up names cannot be dropped.
            """
    ) { invocation in
        let arguments = invocation.arguments
        var newYear: Int??
        if arguments[noYear] {
            guard arguments[year] == nil else { throw invocation.usageError(.usageNotBoth, ["first": "--year", "second": "--no-year"]) }
            newYear = .some(nil)
        } else if let given = arguments[year] {
            newYear = given
        }
        if arguments[relabel], arguments[newUnit] == nil { throw invocation.usageError(.usageCommandNeeds, ["command": "--relabel", "option": "--unit"]) }
        let before = try invocation.app.vehicle(matching: arguments[CommonOptions.vehicle])
        let edited = try invocation.app.perform(EditVehicle(
            vehicle: before.id.rawValue, name: arguments[newName], make: arguments[make], model: arguments[model],
            year: newYear, plate: arguments[plate], unit: arguments[newUnit], relabel: arguments[relabel],
            energies: arguments[energies]))
        let words = invocation.words
        var line = words.text(.vehicleChanged, ["name": edited.name, "id": edited.id.rawValue])
        if edited.distanceUnit != before.distanceUnit {
            line += arguments[relabel]
                ? words.text(.vehicleRelabelled, ["unit": edited.distanceUnit.rawValue])
                : words.text(.vehicleConverted, ["unit": edited.distanceUnit.rawValue, "old": before.distanceUnit.rawValue])
        }
        invocation.console.line(line)
    }

    static func subtitle(_ vehicle: Vehicle) -> String {
        [vehicle.year.map(String.init), vehicle.make, vehicle.model].compactMap { $0 }.joined(separator: " ")
    }
}

extension LocalizationCatalog {
    /// English, the fallback language.
    public static let english = LocalizationCatalog(
        texts: [
            .openApp: "Open Glovebox",
            .signedOut: "Sign in to Glovebox to see your garage",
            .noVehicles: "Add a vehicle in Glovebox",
            .chooseVehicle: "Choose a vehicle",
            .noDeadlines: "No upcoming deadlines",
            .noMaintenance: "No maintenance planned",
            .monthEnded: "This month has ended. Open Glovebox to update",
            .incompleteSpend: "Some expenses have no exchange rate",
            .titleVehicle: "Vehicle",
            .titleDeadlines: "Deadlines",
            .titleSpend: "Spend",
            .titleMaintenance: "Maintenance",
            .today: "Today",
            .tomorrow: "Tomorrow",
            .overdue: "Overdue",
            .distanceDueNow: "Due now",
            .distanceAhead: "In {distance}",
            .distanceOverdue: "Overdue by {distance}",
            .distanceDueAt: "At {distance}",
            .kindInsurance: "Insurance",
            .kindInspection: "Inspection",
            .kindRoadTax: "Road tax",
            .kindRegistration: "Registration",
            .kindDrivingLicence: "Driving licence",
            .kindWarranty: "Warranty",
            .kindCustom: "Other",
        ],
        plurals: [
            .inDays: [.one: "In {count} day", .other: "In {count} days"],
            .overdueByDays: [.one: "Overdue by {count} day", .other: "Overdue by {count} days"],
        ])
}

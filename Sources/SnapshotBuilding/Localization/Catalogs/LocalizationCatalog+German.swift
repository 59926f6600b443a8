extension LocalizationCatalog {
    /// German, informal address as most consumer apps use.
    public static let german = LocalizationCatalog(
        texts: [
            .openApp: "Glovebox öffnen",
            .signedOut: "Melde dich bei Glovebox an, um deine Garage zu sehen",
            .noVehicles: "Füge in Glovebox ein Fahrzeug hinzu",
            .chooseVehicle: "Fahrzeug auswählen",
            .noDeadlines: "Keine anstehenden Fristen",
            .noMaintenance: "Keine Wartung geplant",
            .monthEnded: "Dieser Monat ist vorbei. Öffne Glovebox zum Aktualisieren",
            .incompleteSpend: "Für einige Ausgaben fehlt ein Wechselkurs",
            .titleVehicle: "Fahrzeug",
            .titleDeadlines: "Fristen",
            .titleSpend: "Ausgaben",
            .titleMaintenance: "Wartung",
            .today: "Heute",
            .tomorrow: "Morgen",
            .overdue: "Überfällig",
            .distanceDueNow: "Jetzt fällig",
            .distanceAhead: "In {distance}",
            .distanceOverdue: "{distance} überfällig",
            .distanceDueAt: "Bei {distance}",
            .kindInsurance: "Versicherung",
            .kindInspection: "Hauptuntersuchung",
            .kindRoadTax: "Kfz-Steuer",
            .kindRegistration: "Zulassung",
            .kindDrivingLicence: "Führerschein",
            .kindWarranty: "Garantie",
            .kindCustom: "Sonstiges",
        ],
        plurals: [
            .inDays: [.one: "In {count} Tag", .other: "In {count} Tagen"],
            .overdueByDays: [.one: "Seit {count} Tag überfällig", .other: "Seit {count} Tagen überfällig"],
        ])
}

extension LocalizationCatalog {
    /// Spanish.
    public static let spanish = LocalizationCatalog(
        texts: [
            .openApp: "Abrir Glovebox",
            .signedOut: "Inicia sesión en Glovebox para ver tu garaje",
            .noVehicles: "Añade un vehículo en Glovebox",
            .chooseVehicle: "Elige un vehículo",
            .noDeadlines: "No hay plazos próximos",
            .noMaintenance: "No hay mantenimiento previsto",
            .monthEnded: "Este mes ha terminado. Abre Glovebox para actualizar",
            .incompleteSpend: "Algunos gastos no tienen tipo de cambio",
            .incompleteMonths: "{mark} Meses con gastos sin tipo de cambio",
            .noReading: "Aún sin lectura",
            .readingOn: "Leído el {date}",
            .notReadSince: "Sin lectura desde el {date}",
            .titleVehicle: "Vehículo",
            .titleDeadlines: "Plazos",
            .titleSpend: "Gastos",
            .titleMaintenance: "Mantenimiento",
            .today: "Hoy",
            .tomorrow: "Mañana",
            .overdue: "Vencido",
            .distanceDueNow: "Ahora",
            .distanceAhead: "En {distance}",
            .distanceOverdue: "Excedido en {distance}",
            .distanceDueAt: "A los {distance}",
            .kindInsurance: "Seguro",
            .kindInspection: "Inspección técnica",
            .kindRoadTax: "Impuesto de circulación",
            .kindRegistration: "Matriculación",
            .kindDrivingLicence: "Permiso de conducir",
            .kindWarranty: "Garantía",
            .kindCustom: "Otro",
        ],
        plurals: [
            .inDays: [.one: "En {count} día", .many: "En {count} de días", .other: "En {count} días"],
            // "Venció hace…" is a verb, so it needs no gender agreement with the item.
            .overdueByDays: [
                .one: "Venció hace {count} día", .many: "Venció hace {count} de días",
                .other: "Venció hace {count} días",
            ],
        ])
}

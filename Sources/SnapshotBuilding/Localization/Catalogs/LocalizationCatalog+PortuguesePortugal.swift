extension LocalizationCatalog {
    /// Portuguese as written in Portugal (pre-1990-agreement spellings avoided: "inspeção", "atualizar").
    public static let portuguesePortugal = LocalizationCatalog(
        texts: [
            .openApp: "Abrir o Glovebox",
            .signedOut: "Inicie sessão no Glovebox para ver a sua garagem",
            .noVehicles: "Adicione um veículo no Glovebox",
            .chooseVehicle: "Escolha um veículo",
            .noDeadlines: "Sem prazos próximos",
            .noMaintenance: "Sem manutenção planeada",
            .monthEnded: "Este mês terminou. Abra o Glovebox para atualizar",
            .incompleteSpend: "Algumas despesas não têm taxa de câmbio",
            .incompleteMonths: "{mark} Meses com despesas sem taxa de câmbio",
            .noReading: "Ainda sem leitura",
            .readingOn: "Lido a {date}",
            .notReadSince: "Sem leitura desde {date}",
            .titleVehicle: "Veículo",
            .titleDeadlines: "Prazos",
            .titleSpend: "Despesas",
            .titleMaintenance: "Manutenção",
            .today: "Hoje",
            .tomorrow: "Amanhã",
            // "Em atraso" rather than "Atrasado": it agrees with feminine items (a inspeção) too.
            .overdue: "Em atraso",
            .distanceDueNow: "Agora",
            .distanceAhead: "Daqui a {distance}",
            .distanceOverdue: "Excedido em {distance}",
            .distanceDueAt: "Aos {distance}",
            .economyLastFill: "Último abastecimento",
            .economyLastCharge: "Último carregamento",
            .unitLitresPer100Kilometres: "l/100 km",
            .unitKilometresPerLitre: "km/l",
            .unitMilesPerUSGallon: "mpg (EUA)",
            .unitMilesPerImperialGallon: "mpg (imp.)",
            .unitKilowattHoursPer100Kilometres: "kWh/100 km",
            .unitMilesPerKilowattHour: "mi/kWh",
            .kindInsurance: "Seguro",
            .kindInspection: "Inspeção",
            .kindRoadTax: "Imposto de circulação",
            .kindRegistration: "Registo",
            .kindDrivingLicence: "Carta de condução",
            .kindWarranty: "Garantia",
            .kindCustom: "Outro",
        ],
        plurals: [
            .inDays: [
                .one: "Daqui a {count} dia", .many: "Daqui a {count} de dias", .other: "Daqui a {count} dias",
            ],
            .overdueByDays: [
                .one: "Em atraso há {count} dia", .many: "Em atraso há {count} de dias",
                .other: "Em atraso há {count} dias",
            ],
        ])
}

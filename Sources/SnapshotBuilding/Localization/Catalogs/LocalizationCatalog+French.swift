extension LocalizationCatalog {
    /// French, with typographic apostrophes and a no-break space before the colon.
    public static let french = LocalizationCatalog(
        texts: [
            .openApp: "Ouvrir Glovebox",
            .signedOut: "Connectez-vous à Glovebox pour voir votre garage",
            .noVehicles: "Ajoutez un véhicule dans Glovebox",
            .chooseVehicle: "Choisissez un véhicule",
            .noDeadlines: "Aucune échéance à venir",
            .noMaintenance: "Aucun entretien prévu",
            .monthEnded: "Ce mois est terminé. Ouvrez Glovebox pour mettre à jour",
            .incompleteSpend: "Certaines dépenses n’ont pas de taux de change",
            .incompleteMonths: "{mark} Mois avec des dépenses sans taux de change",
            .noReading: "Aucun relevé",
            .readingOn: "Relevé le {date}",
            .notReadSince: "Aucun relevé depuis le {date}",
            .titleVehicle: "Véhicule",
            .titleDeadlines: "Échéances",
            .titleSpend: "Dépenses",
            .titleMaintenance: "Entretien",
            .today: "Aujourd’hui",
            .tomorrow: "Demain",
            .overdue: "En retard",
            .distanceDueNow: "Maintenant",
            .distanceAhead: "Dans {distance}",
            .distanceOverdue: "Dépassé de {distance}",
            .distanceDueAt: "À {distance}",
            .kindInsurance: "Assurance",
            .kindInspection: "Contrôle technique",
            .kindRoadTax: "Taxe de circulation",
            .kindRegistration: "Immatriculation",
            .kindDrivingLicence: "Permis de conduire",
            .kindWarranty: "Garantie",
            .kindCustom: "Autre",
        ],
        plurals: [
            // CLDR: 0 and 1 are singular in French.
            .inDays: [.one: "Dans {count} jour", .many: "Dans {count} de jours", .other: "Dans {count} jours"],
            .overdueByDays: [
                .one: "En retard de {count} jour", .many: "En retard de {count} de jours",
                .other: "En retard de {count} jours",
            ],
        ])
}

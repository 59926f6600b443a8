import WidgetContract

/// A field of a record as messages name it (`FieldDescriptor.label`, and the name of a sync unit of
/// several fields), by its English words, in each language: the field problems, the damaged rows and
/// the conflicts name fields with these. A test walks every record kind's fields and units.
enum CLIFieldLabel: String, CaseIterable, Sendable, PhraseCatalog {
    case id = "id"
    case vehicle = "vehicle"
    case deadlineKind = "deadline kind"
    case deadlineTitle = "deadline title"
    case dueDate = "due date"
    case warningDays = "warning days"
    case recurrenceMonths = "recurrence months"
    case scheduleAnchor = "schedule anchor"
    case date = "date"
    case amount = "amount"
    case currency = "currency"
    case category = "category"
    case note = "note"
    case odometer = "odometer"
    case correction = "correction"
    case fuelQuantity = "fuel quantity"
    case rateCurrency = "rate currency"
    case exchangeRate = "exchange rate"
    case service = "service"
    case volumeUnit = "volume unit"
    case fullTank = "full tank"
    case missedFillUp = "missed fill-up"
    case energy = "energy"
    case costUnknown = "cost unknown"
    case maintenanceItemName = "maintenance item name"
    case intervalMonths = "interval months"
    case intervalDistance = "interval distance"
    case warningDistance = "warning distance"
    case dueDistance = "due distance"
    case startDate = "start date"
    case startOdometer = "start odometer"
    case postponedDueDate = "postponed due date"
    case postponedDistance = "postponed distance"
    case position = "position"
    case maintenanceItem = "maintenance item"
    case vehicleName = "vehicle name"
    case make = "make"
    case model = "model"
    case year = "year"
    case licencePlate = "licence plate"
    case distanceUnit = "distance unit"
    case energies = "energies"
    case role = "role"
    case name = "name"
    case title = "title"
    case number = "number"
    case userRate = "userRate"
    case fuelFill = "fuelFill"
    case postponement = "postponement"
    // Sync units named after their first field: a fill-up's quantity and its tank facts; an item's schedule.
    case fillUnit = "fuelQuantity"
    case scheduleUnit = "everyMonths"

    /// The label in English: the raw value.
    var english: String { rawValue }

    static let german: [CLIFieldLabel: String] = [
        .id: "ID",
        .vehicle: "Fahrzeug",
        .deadlineKind: "Art der Frist",
        .deadlineTitle: "Titel der Frist",
        .dueDate: "Fälligkeitsdatum",
        .warningDays: "Vorwarntage",
        .recurrenceMonths: "Wiederholung in Monaten",
        .scheduleAnchor: "Bezugstag des Plans",
        .date: "Datum",
        .amount: "Betrag",
        .currency: "Währung",
        .category: "Kategorie",
        .note: "Notiz",
        .odometer: "Kilometerstand",
        .correction: "Korrektur",
        .fuelQuantity: "Kraftstoffmenge",
        .rateCurrency: "Währung des Kurses",
        .exchangeRate: "Wechselkurs",
        .service: "Wartung",
        .volumeUnit: "Mengeneinheit",
        .fullTank: "voller Tank",
        .missedFillUp: "ausgelassene Tankfüllung",
        .energy: "Energie",
        .costUnknown: "Kosten unbekannt",
        .maintenanceItemName: "Name des Wartungspunkts",
        .intervalMonths: "Intervall in Monaten",
        .intervalDistance: "Intervall als Strecke",
        .warningDistance: "Vorwarnstrecke",
        .dueDistance: "fälliger Kilometerstand",
        .startDate: "Startdatum",
        .startOdometer: "Kilometerstand zu Beginn",
        .postponedDueDate: "verschobenes Fälligkeitsdatum",
        .postponedDistance: "verschobener Kilometerstand",
        .position: "Position",
        .maintenanceItem: "Wartungspunkt",
        .vehicleName: "Fahrzeugname",
        .make: "Marke",
        .model: "Modell",
        .year: "Baujahr",
        .licencePlate: "Kennzeichen",
        .distanceUnit: "Entfernungseinheit",
        .energies: "Energien",
        .role: "Rolle",
        .name: "Name",
        .title: "Titel",
        .number: "Zahl",
        .userRate: "Wechselkurs",
        .fuelFill: "Tankfüllung",
        .postponement: "Verschiebung",
        .fillUnit: "Tankfüllung",
        .scheduleUnit: "Wartungsplan",
    ]

    static let french: [CLIFieldLabel: String] = [
        .id: "identifiant",
        .vehicle: "véhicule",
        .deadlineKind: "type d’échéance",
        .deadlineTitle: "titre de l’échéance",
        .dueDate: "date d’échéance",
        .warningDays: "jours d’avertissement",
        .recurrenceMonths: "récurrence en mois",
        .scheduleAnchor: "jour de référence du calendrier",
        .date: "date",
        .amount: "montant",
        .currency: "devise",
        .category: "catégorie",
        .note: "note",
        .odometer: "kilométrage",
        .correction: "correction",
        .fuelQuantity: "quantité de carburant",
        .rateCurrency: "devise du taux",
        .exchangeRate: "taux de change",
        .service: "entretien effectué",
        .volumeUnit: "unité de volume",
        .fullTank: "plein complet",
        .missedFillUp: "plein manqué",
        .energy: "énergie",
        .costUnknown: "coût inconnu",
        .maintenanceItemName: "nom de l’entretien",
        .intervalMonths: "intervalle en mois",
        .intervalDistance: "intervalle en distance",
        .warningDistance: "distance d’avertissement",
        .dueDistance: "kilométrage d’échéance",
        .startDate: "date de début",
        .startOdometer: "kilométrage de départ",
        .postponedDueDate: "date d’échéance reportée",
        .postponedDistance: "kilométrage reporté",
        .position: "position",
        .maintenanceItem: "entretien",
        .vehicleName: "nom du véhicule",
        .make: "marque",
        .model: "modèle",
        .year: "année",
        .licencePlate: "plaque d’immatriculation",
        .distanceUnit: "unité de distance",
        .energies: "énergies",
        .role: "rôle",
        .name: "nom",
        .title: "titre",
        .number: "nombre",
        .userRate: "taux de change",
        .fuelFill: "plein",
        .postponement: "report",
        .fillUnit: "plein",
        .scheduleUnit: "calendrier d’entretien",
    ]

    static let portuguese: [CLIFieldLabel: String] = [
        .id: "id",
        .vehicle: "veículo",
        .deadlineKind: "tipo de prazo",
        .deadlineTitle: "título do prazo",
        .dueDate: "data-limite",
        .warningDays: "dias de aviso",
        .recurrenceMonths: "recorrência em meses",
        .scheduleAnchor: "dia de referência do plano",
        .date: "data",
        .amount: "valor",
        .currency: "moeda",
        .category: "categoria",
        .note: "nota",
        .odometer: "conta-quilómetros",
        .correction: "correção",
        .fuelQuantity: "quantidade de combustível",
        .rateCurrency: "moeda do câmbio",
        .exchangeRate: "câmbio",
        .service: "manutenção feita",
        .volumeUnit: "unidade de volume",
        .fullTank: "depósito cheio",
        .missedFillUp: "abastecimento em falta",
        .energy: "energia",
        .costUnknown: "custo desconhecido",
        .maintenanceItemName: "nome da manutenção",
        .intervalMonths: "intervalo em meses",
        .intervalDistance: "intervalo em distância",
        .warningDistance: "distância de aviso",
        .dueDistance: "quilometragem-limite",
        .startDate: "data de início",
        .startOdometer: "conta-quilómetros inicial",
        .postponedDueDate: "data-limite adiada",
        .postponedDistance: "quilometragem adiada",
        .position: "posição",
        .maintenanceItem: "manutenção",
        .vehicleName: "nome do veículo",
        .make: "marca",
        .model: "modelo",
        .year: "ano",
        .licencePlate: "matrícula",
        .distanceUnit: "unidade de distância",
        .energies: "energias",
        .role: "papel",
        .name: "nome",
        .title: "título",
        .number: "número",
        .userRate: "câmbio",
        .fuelFill: "abastecimento",
        .postponement: "adiamento",
        .fillUnit: "abastecimento",
        .scheduleUnit: "plano de manutenção",
    ]

    static let spanish: [CLIFieldLabel: String] = [
        .id: "id",
        .vehicle: "vehículo",
        .deadlineKind: "tipo de plazo",
        .deadlineTitle: "título del plazo",
        .dueDate: "fecha de vencimiento",
        .warningDays: "días de aviso",
        .recurrenceMonths: "recurrencia en meses",
        .scheduleAnchor: "día de referencia del plan",
        .date: "fecha",
        .amount: "importe",
        .currency: "moneda",
        .category: "categoría",
        .note: "nota",
        .odometer: "cuentakilómetros",
        .correction: "corrección",
        .fuelQuantity: "cantidad de combustible",
        .rateCurrency: "moneda del tipo de cambio",
        .exchangeRate: "tipo de cambio",
        .service: "mantenimiento hecho",
        .volumeUnit: "unidad de volumen",
        .fullTank: "depósito lleno",
        .missedFillUp: "repostaje omitido",
        .energy: "energía",
        .costUnknown: "coste desconocido",
        .maintenanceItemName: "nombre del mantenimiento",
        .intervalMonths: "intervalo en meses",
        .intervalDistance: "intervalo en distancia",
        .warningDistance: "distancia de aviso",
        .dueDistance: "kilometraje de vencimiento",
        .startDate: "fecha de inicio",
        .startOdometer: "cuentakilómetros inicial",
        .postponedDueDate: "fecha de vencimiento aplazada",
        .postponedDistance: "kilometraje aplazado",
        .position: "posición",
        .maintenanceItem: "mantenimiento",
        .vehicleName: "nombre del vehículo",
        .make: "marca",
        .model: "modelo",
        .year: "año",
        .licencePlate: "matrícula",
        .distanceUnit: "unidad de distancia",
        .energies: "energías",
        .role: "papel",
        .name: "nombre",
        .title: "título",
        .number: "número",
        .userRate: "tipo de cambio",
        .fuelFill: "repostaje",
        .postponement: "aplazamiento",
        .fillUnit: "repostaje",
        .scheduleUnit: "plan de mantenimiento",
    ]
}

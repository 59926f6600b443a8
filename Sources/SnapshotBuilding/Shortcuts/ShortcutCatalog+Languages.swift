import ShortcutsContract
import WidgetContract

extension ShortcutCatalog {
    /// English, the fallback language.
    public static let english = ShortcutPhrases(
        openApp: "Open Glovebox to answer this.",
        noVehicles: "You have no vehicles in Glovebox yet.",
        unknownVehicle: "No vehicle is called “{name}”. Your vehicles: {choices}.",
        whichVehicle: "Which vehicle do you mean: {choices}?",
        maintenanceByDate: "{vehicle}: {item}, {when}.",
        maintenanceByDistance: "{vehicle}: {item}, {distance}.",
        noMaintenance: "{vehicle} has no maintenance planned.",
        deadline: "{vehicle}: {item}, {when}.",
        noDeadlines: "{vehicle} has no open deadlines.",
        monthSpend: "{vehicle} spent {amount} in {month}.",
        incompleteSpend: "Some expenses have no exchange rate and are left out.",
        monthEnded: "{month} has ended. Open Glovebox to update.",
        odometer: "{vehicle} shows {odometer}, read on {date}.",
        staleOdometer: "{vehicle} showed {odometer} on {date}, its last reading; it may be out of date.",
        noOdometer: "{vehicle} has no odometer reading yet.",
        locked: "Glovebox is locked. Open the app to see this.",
        economy: "{vehicle}: {economy} ({what}).",
        noEconomy: "{vehicle} has no fuel economy yet: it needs two full fill-ups in a row.")

    /// Portuguese as written in Portugal.
    public static let portuguesePortugal = ShortcutPhrases(
        openApp: "Abra o Glovebox para responder a isto.",
        noVehicles: "Ainda não tem veículos no Glovebox.",
        unknownVehicle: "Nenhum veículo se chama “{name}”. Os seus veículos: {choices}.",
        whichVehicle: "Qual dos veículos: {choices}?",
        maintenanceByDate: "{vehicle}: {item}, {when}.",
        maintenanceByDistance: "{vehicle}: {item}, {distance}.",
        noMaintenance: "{vehicle}: nenhuma manutenção planeada.",
        deadline: "{vehicle}: {item}, {when}.",
        noDeadlines: "{vehicle}: nenhum prazo em aberto.",
        monthSpend: "{vehicle}: {amount} gastos em {month}.",
        incompleteSpend: "Algumas despesas não têm taxa de câmbio e ficam de fora.",
        monthEnded: "{month} terminou. Abra o Glovebox para atualizar.",
        odometer: "{vehicle}: o odómetro marca {odometer}, lido a {date}.",
        staleOdometer: "{vehicle}: a última leitura, de {date}, foi {odometer}; pode estar desatualizada.",
        noOdometer: "{vehicle}: ainda sem leitura do odómetro.",
        locked: "O Glovebox está bloqueado. Abra a app para ver isto.",
        economy: "{vehicle}: {economy} ({what}).",
        noEconomy: "{vehicle}: ainda sem consumo; são precisos dois abastecimentos completos seguidos.")

    /// Spanish.
    public static let spanish = ShortcutPhrases(
        openApp: "Abre Glovebox para responder a esto.",
        noVehicles: "Aún no tienes vehículos en Glovebox.",
        unknownVehicle: "Ningún vehículo se llama «{name}». Tus vehículos: {choices}.",
        whichVehicle: "¿A qué vehículo te refieres: {choices}?",
        maintenanceByDate: "{vehicle}: {item}, {when}.",
        maintenanceByDistance: "{vehicle}: {item}, {distance}.",
        noMaintenance: "{vehicle}: no hay mantenimiento previsto.",
        deadline: "{vehicle}: {item}, {when}.",
        noDeadlines: "{vehicle}: no hay plazos pendientes.",
        monthSpend: "{vehicle}: {amount} gastados en {month}.",
        incompleteSpend: "Algunos gastos no tienen tipo de cambio y quedan fuera.",
        monthEnded: "{month} ha terminado. Abre Glovebox para actualizar.",
        odometer: "{vehicle}: el cuentakilómetros marca {odometer}, leído el {date}.",
        staleOdometer: "{vehicle}: la última lectura, del {date}, fue {odometer}; puede estar desactualizada.",
        noOdometer: "{vehicle}: aún no hay lectura del cuentakilómetros.",
        locked: "Glovebox está bloqueado. Abre la app para verlo.",
        economy: "{vehicle}: {economy} ({what}).",
        noEconomy: "{vehicle}: aún no hay consumo; hacen falta dos repostajes completos seguidos.")

    // French sets a no-break space before ":", "?" and inside « », as its typography asks.

    /// French.
    public static let french = ShortcutPhrases(
        openApp: "Ouvrez Glovebox pour répondre à cette question.",
        noVehicles: "Vous n’avez encore aucun véhicule dans Glovebox.",
        unknownVehicle: "Aucun véhicule ne s’appelle «\u{00A0}{name}\u{00A0}». Vos véhicules\u{00A0}: {choices}.",
        whichVehicle: "De quel véhicule parlez-vous\u{00A0}: {choices}\u{00A0}?",
        maintenanceByDate: "{vehicle}\u{00A0}: {item}, {when}.",
        maintenanceByDistance: "{vehicle}\u{00A0}: {item}, {distance}.",
        noMaintenance: "{vehicle}\u{00A0}: aucun entretien prévu.",
        deadline: "{vehicle}\u{00A0}: {item}, {when}.",
        noDeadlines: "{vehicle}\u{00A0}: aucune échéance à venir.",
        monthSpend: "{vehicle}\u{00A0}: {amount} dépensés en {month}.",
        incompleteSpend: "Certaines dépenses n’ont pas de taux de change et ne sont pas comptées.",
        monthEnded: "{month} est terminé. Ouvrez Glovebox pour mettre à jour.",
        odometer: "{vehicle}\u{00A0}: le compteur affiche {odometer}, relevé le {date}.",
        staleOdometer: "{vehicle}\u{00A0}: le dernier relevé, du {date}, indiquait {odometer}\u{00A0}; il n’est peut-être plus à jour.",
        noOdometer: "{vehicle}\u{00A0}: aucun relevé du compteur pour l’instant.",
        locked: "Glovebox est verrouillé. Ouvrez l’app pour voir ceci.",
        economy: "{vehicle}\u{00A0}: {economy} ({what}).",
        noEconomy: "{vehicle}\u{00A0}: pas encore de consommation\u{00A0}; il faut deux pleins complets d’affilée.")

    /// German.
    public static let german = ShortcutPhrases(
        openApp: "Öffne Glovebox, um das zu beantworten.",
        noVehicles: "Du hast noch keine Fahrzeuge in Glovebox.",
        unknownVehicle: "Kein Fahrzeug heißt „{name}“. Deine Fahrzeuge: {choices}.",
        whichVehicle: "Welches Fahrzeug meinst du: {choices}?",
        maintenanceByDate: "{vehicle}: {item}, {when}.",
        maintenanceByDistance: "{vehicle}: {item}, {distance}.",
        noMaintenance: "{vehicle}: keine Wartung geplant.",
        deadline: "{vehicle}: {item}, {when}.",
        noDeadlines: "{vehicle}: keine offenen Fristen.",
        monthSpend: "{vehicle}: {amount} ausgegeben im {month}.",
        incompleteSpend: "Für einige Ausgaben fehlt ein Wechselkurs; sie sind nicht enthalten.",
        monthEnded: "Der {month} ist vorbei. Öffne Glovebox zum Aktualisieren.",
        odometer: "{vehicle}: Tachostand {odometer}, abgelesen am {date}.",
        staleOdometer: "{vehicle}: Der letzte Tachostand vom {date} war {odometer}; er ist wohl nicht mehr aktuell.",
        noOdometer: "{vehicle}: noch kein Tachostand erfasst.",
        locked: "Glovebox ist gesperrt. Öffne die App, um das zu sehen.",
        economy: "{vehicle}: {economy} ({what}).",
        noEconomy: "{vehicle}: noch kein Verbrauch; dafür braucht es zwei volle Tankfüllungen nacheinander.")
}

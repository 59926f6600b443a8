extension CLIHelpText {
    /// French help of the vehicles, readings, expenses, fill-ups, economy, maintenance, services and deadlines.
    static let frenchRecords: [String: String] = [
        "add a vehicle": "ajouter un véhicule",
        "its name, unique in the garage": "son nom, unique dans le garage",
        "the make, such as Jeep": "la marque, par exemple Jeep",
        "the model, such as Cherokee": "le modèle, par exemple Cherokee",
        "the model year": "l’année du modèle",
        "the licence plate (private: it leaves this device only sealed with the vehicle's key)": "l’immatriculation (privée : elle ne quitte cet appareil que scellée avec la clé du véhicule)",
        "the odometer's unit (default km)": "l’unité du compteur (par défaut km)",
        "what it runs on, comma-separated, main first: petrol, diesel, lpg, electricity (default: its first fill-up's)": "ce qu’il consomme, séparé par des virgules, le principal d’abord : petrol, diesel, lpg, electricity (par défaut : celui de son premier plein)",
        """
        The vehicle is yours (its owner) and counts towards your plan; others see it only through a share.
        --energy says what it runs on, its main energy first (a plug-in hybrid: petrol,electricity): each
        energy's economy is measured on its own, and the widget and Siri show the main one's.
        """: """
            Le véhicule est à vous (vous en êtes le propriétaire) et compte dans votre offre ; les autres ne
            le voient que par un partage.
            --energy indique ce qu’il consomme, son énergie principale d’abord (un hybride rechargeable :
            petrol,electricity) : la consommation de chaque énergie est mesurée à part, et le widget et Siri
            affichent celle de la principale.
            """,
        "list the vehicles": "lister les véhicules",
        "show a vehicle with its odometer, forecast, maintenance and deadlines": "afficher un véhicule avec son compteur, sa prévision, son entretien et ses échéances",
        "change a vehicle: its name, make, model, year, plate, distance unit or energies": "modifier un véhicule : nom, marque, modèle, année, immatriculation, unité de distance ou énergies",
        "a new name, unique in the garage (the id stays)": "un nouveau nom, unique dans le garage (l’id reste)",
        "drop the model year": "retirer l’année du modèle",
        "a new odometer unit; the distances are converted": "une nouvelle unité du compteur ; les distances sont converties",
        "with --unit: keep the numbers, they were typed in that unit all along": "avec --unit : garder les nombres, ils ont toujours été saisis dans cette unité",
        """
        Empty text clears the make, model or plate. The id stays, so links and widgets keep pointing at it.
        A new --unit converts every distance stored for the vehicle (readings, plan intervals, due points,
        warnings, postponements) to the nearest whole unit, so that the odometer means the same distance;
        'glovebox undo' restores the exact values. If the vehicle was added with the wrong unit and its
        numbers were typed in the new one all along, add --relabel: the numbers stay and only their unit changes.
        A new --energy list keeps each fill-up in its chain: fill-ups that never named their energy follow
        a corrected one (petrol → diesel), and an energy a fill-up names cannot be dropped.
        """: """
            Un texte vide efface la marque, le modèle ou l’immatriculation. L’id reste, donc les liens et les widgets
            continuent de le désigner.
            Une nouvelle --unit convertit chaque distance enregistrée pour le véhicule (relevés, intervalles du plan,
            points d’échéance, avertissements, reports) à l’unité entière la plus proche, pour que le compteur
            signifie la même distance ; 'glovebox undo' rétablit les valeurs exactes. Si le véhicule a été ajouté
            avec la mauvaise unité et que ses nombres ont toujours été saisis dans la nouvelle, ajoutez --relabel :
            les nombres restent et seule leur unité change.
            Une nouvelle liste --energy garde chaque plein dans sa chaîne : les pleins qui n’ont jamais indiqué leur
            énergie suivent une énergie corrigée (petrol → diesel), et une énergie qu’un plein indique ne peut pas
            être retirée.
            """,
        "remove a vehicle and every record of it": "supprimer un véhicule et toutes ses données",
        "It says what goes with the vehicle and, on a terminal, asks first; otherwise it needs --yes. 'glovebox undo' brings it back.": "Il indique ce qui part avec le véhicule et, dans un terminal, demande d’abord ; sinon, --yes est nécessaire. 'glovebox undo' le ramène.",
        "log an odometer reading": "enregistrer un relevé du compteur",
        "the odometer, in the vehicle's unit": "le compteur, dans l’unité du véhicule",
        "the day of the reading (default today)": "le jour du relevé (par défaut aujourd’hui)",
        "accept a value lower than earlier readings (a correction)": "accepter une valeur inférieure aux relevés précédents (une correction)",
        "a note": "une note",
        "add an expense": "ajouter une dépense",
        "such as 45.90 (a dot, no thousands separators)": "par exemple 45.90 (un point, sans séparateur de milliers)",
        "ISO 4217 code such as EUR": "code ISO 4217, par exemple EUR",
        "the day paid (default today)": "le jour du paiement (par défaut aujourd’hui)",
        "fuel, service, repair, insurance, tax, parking, tolls or other (default other)": "fuel, service, repair, insurance, tax, parking, tolls ou other (par défaut other)",
        "your own rate: units of the home currency per 1 CURRENCY (wins over ECB)": "votre propre taux : unités de la devise principale pour 1 CURRENCY (l’emporte sur la BCE)",
        "the odometer when paid": "le compteur au paiement",
        "the odometer corrects earlier readings": "le compteur corrige les relevés précédents",
        "fuel quantity bought (litres; US gallons on a vehicle in miles: 'fuel add' names the unit)": "quantité de carburant achetée (litres ; gallons US pour un véhicule en miles : 'fuel add' indique l’unité)",
        "list the latest expenses, oldest first": "lister les dernières dépenses, de la plus ancienne à la plus récente",
        "id or name (default: every vehicle)": "id ou nom (par défaut : tous les véhicules)",
        "only this vehicle (id or name)": "seulement ce véhicule (id ou nom)",
        "from this day": "à partir de ce jour",
        "through this day": "jusqu’à ce jour inclus",
        "how many of the latest to list (default 50, at most 10,000)": "combien des plus récentes lister (par défaut 50, au plus 10,000)",
        "list the latest readings logged on their own, oldest first": "lister les derniers relevés saisis seuls, du plus ancien au plus récent",
        "show one reading": "afficher un relevé",
        "the record's id, as its list prints it": "l’id de la donnée, tel que sa liste l’affiche",
        "change a reading: its value, day, correction mark or note": "modifier un relevé : valeur, jour, marque de correction ou note",
        "the day of the reading": "le jour du relevé",
        "mark it a correction (it may then be lower than earlier readings)": "le marquer comme correction (il peut alors être inférieur aux relevés précédents)",
        "mark it a plain reading again": "le marquer à nouveau comme simple relevé",
        "The reading is checked as a new one is, against the readings around it. An empty --note clears it.": "Le relevé est vérifié comme un nouveau, par rapport aux relevés qui l’entourent. Une --note vide efface la note.",
        "remove a reading ('glovebox undo' brings it back)": "supprimer un relevé ('glovebox undo' le ramène)",
        "show one expense": "afficher une dépense",
        "change an expense: any of the fields it was added with": "modifier une dépense : n’importe lequel des champs avec lesquels elle a été ajoutée",
        "the amount, in its currency (or in --currency)": "le montant, dans sa devise (ou dans --currency)",
        "a new currency for the amount": "une nouvelle devise pour le montant",
        "the day paid": "le jour du paiement",
        "fuel, service, repair, insurance, tax, parking, tolls or other": "fuel, service, repair, insurance, tax, parking, tolls ou other",
        "your own rate: units of the home currency per 1 of the currency": "votre propre taux : unités de la devise principale pour 1 de la devise",
        "drop your own rate (the ECB's applies)": "retirer votre propre taux (celui de la BCE s’applique)",
        "drop the odometer": "retirer le compteur",
        "a new fuel quantity, in the fill's unit ('fuel edit ID --volume Q UNIT' changes the unit)": "une nouvelle quantité de carburant, dans l’unité du plein ('fuel edit ID --volume Q UNIT' change l’unité)",
        "drop the fuel quantity": "retirer la quantité de carburant",
        "The expense is checked as a new one is (its odometer against the readings around it). An empty --note clears it.": "La dépense est vérifiée comme une nouvelle (son compteur par rapport aux relevés qui l’entourent). Une --note vide efface la note.",
        "remove an expense ('glovebox undo' brings it back)": "supprimer une dépense ('glovebox undo' la ramène)",
        "add a fill-up (or an electric charge)": "ajouter un plein (ou une recharge électrique)",
        "the quantity bought, such as 42.5": "la quantité achetée, par exemple 42.5",
        "l, us-gal, imp-gal or kwh (kwh for an electric charge)": "l, us-gal, imp-gal ou kwh (kwh pour une recharge électrique)",
        "the odometer at the fill, in the vehicle's unit (required)": "le compteur au plein, dans l’unité du véhicule (obligatoire)",
        "the tank was not filled to full": "le réservoir n’a pas été rempli",
        "the fill-up before this one was not recorded": "le plein précédant celui-ci n’a pas été enregistré",
        "petrol, diesel, lpg or electricity (default: the vehicle's for the unit)": "petrol, diesel, lpg ou electricity (par défaut : celle du véhicule pour l’unité)",
        "what it cost (an expense in any currency)": "ce qu’il a coûté (une dépense dans toute devise)",
        "your own rate: units of the home currency per 1 of the cost's currency": "votre propre taux : unités de la devise principale pour 1 de la devise du coût",
        "the day of the fill (default today)": "le jour du plein (par défaut aujourd’hui)",
        """
        Economy is measured between full fill-ups: a --partial fill's fuel joins the next full fill's
        stretch, and --missed (a fill-up before this one was never recorded) leaves the stretch ending
        here out. The odometer is checked against the readings around it, as every reading is.
        Without --cost the fill's cost is unknown, and cost per distance leaves its stretch out.
        Each energy is a chain of its own (a plug-in hybrid's petrol and its charges are measured apart);
        a fill of an energy the vehicle does not run on is refused ('glovebox vehicle edit --energy').
        """: """
            La consommation est mesurée entre pleins complets : le carburant d’un plein --partial rejoint le
            trajet du plein complet suivant, et --missed (un plein précédant celui-ci n’a jamais été
            enregistré) écarte le trajet qui se termine ici. Le compteur est vérifié par rapport aux relevés
            qui l’entourent, comme tout relevé. Sans --cost, le coût du plein est inconnu, et le coût par
            distance écarte son trajet. Chaque énergie forme sa propre chaîne (l’essence et les recharges
            d’un hybride rechargeable sont mesurées à part) ; un plein d’une énergie que le véhicule ne
            consomme pas est refusé ('glovebox vehicle edit --energy').
            """,
        "list the latest fill-ups, oldest first": "lister les derniers pleins, du plus ancien au plus récent",
        "show one fill-up": "afficher un plein",
        "change a fill-up: any of the fields it was added with": "modifier un plein : n’importe lequel des champs avec lesquels il a été ajouté",
        "a new quantity and its unit": "une nouvelle quantité et son unité",
        "a new odometer at the fill, in the vehicle's unit": "un nouveau compteur au plein, dans l’unité du véhicule",
        "the tank was filled to full (edit: undoes --partial)": "le réservoir a été rempli (en modification : annule --partial)",
        "edit: the fill-up before this one was recorded after all": "en modification : le plein précédant celui-ci a finalement été enregistré",
        "a new day of the fill": "un nouveau jour du plein",
        "The fill-up is checked as a new one is (its odometer against the readings around it). An empty --note clears it.": "Le plein est vérifié comme un nouveau (son compteur par rapport aux relevés qui l’entourent). Une --note vide efface la note.",
        "remove a fill-up and its cost ('glovebox undo' brings it back)": "supprimer un plein et son coût ('glovebox undo' les ramène)",
        "fuel economy: per fill-up, last, over a window and lifetime, with cost per distance": "consommation : par plein, la dernière, sur une fenêtre et depuis toujours, avec le coût par distance",
        "l/100km, km/l, mpg-us, mpg-uk, kwh/100km or mi/kwh (default: the economy preference, else mpg-us in miles, l/100km in km)": "l/100km, km/l, mpg-us, mpg-uk, kwh/100km ou mi/kwh (par défaut : la préférence economy, sinon mpg-us en miles, l/100km en km)",
        "the window: the last N segments (default 5)": "la fenêtre : les N derniers trajets (par défaut 5)",
        "the window: the segments that close on or after this day": "la fenêtre : les trajets qui se terminent ce jour ou après",
        """
        Consumption is measured only between full fill-ups: a partial fill's fuel joins the next full
        fill's stretch, and a stretch that ends at a fill marked --missed is left out, not averaged in.
        A fill without an odometer reading is placed by its day and its fuel counts in the stretch it
        falls in (a full one cannot end a stretch, so the two around it become one); each is listed.
        Averages are distance-weighted (total fuel over total distance), so one never lies outside its
        stretches' smallest and largest figures. Cost per distance counts the stretches whose every
        fill has a cost, converted into the home currency as every expense is.
        """: """
            La consommation n’est mesurée qu’entre pleins complets : le carburant d’un plein partiel
            rejoint le trajet du plein complet suivant, et un trajet qui se termine à un plein marqué
            --missed est écarté, pas intégré à la moyenne. Un plein sans relevé du compteur est placé selon
            son jour et son carburant compte dans le trajet où il tombe (un plein complet ne peut pas
            terminer un trajet, donc les deux qui l’entourent n’en font qu’un) ; chacun est listé. Les
            moyennes sont pondérées par la distance (carburant total sur distance totale), elles ne sortent
            donc jamais des valeurs minimale et maximale de leurs trajets. Le coût par distance compte les
            trajets dont chaque plein a un coût, converti dans la devise principale comme toute dépense.
            """,
        "add a maintenance plan item (due every N months and/or N distance, whichever first)": "ajouter un élément au plan d’entretien (dû tous les N mois et/ou toutes les N distances, au premier des deux)",
        "such as 'Oil change'": "par exemple 'Vidange'",
        "the interval in months": "l’intervalle en mois",
        "the interval in the vehicle's unit": "l’intervalle dans l’unité du véhicule",
        "the first due date (before any service is logged)": "la première date d’échéance (avant tout entretien enregistré)",
        "the first due odometer value": "la première valeur d’échéance du compteur",
        "warn this many days before (default 30)": "avertir ce nombre de jours avant (par défaut 30)",
        "warn this much distance before (default 1,000 km / 500 mi)": "avertir cette distance avant (par défaut 1,000 km / 500 mi)",
        "list maintenance items with their next due point, next one first": "lister les éléments d’entretien avec leur prochaine échéance, la plus proche d’abord",
        "log that a maintenance item was done (clears its postponement)": "enregistrer qu’un élément d’entretien a été fait (annule son report)",
        "the day it was done (default today)": "le jour où il a été fait (par défaut aujourd’hui)",
        "the odometer then": "le compteur à ce moment",
        "what it cost (also recorded as a service expense)": "ce qu’il a coûté (aussi enregistré comme dépense d’entretien)",
        "postpone an item's current occurrence": "reporter l’occurrence en cours d’un élément",
        "by N days": "de N jours",
        "by N distance units": "de N unités de distance",
        "until a day": "jusqu’à un jour",
        "until an odometer value": "jusqu’à une valeur du compteur",
        "Give exactly one of --days, --distance, --until-date, --until-distance.": "Indiquez exactement une option parmi --days, --distance, --until-date, --until-distance.",
        "show one maintenance item with its next due point": "afficher un élément d’entretien avec sa prochaine échéance",
        "change a maintenance item: its name, intervals, first due points or warnings": "modifier un élément d’entretien : nom, intervalles, premières échéances ou avertissements",
        "a new name": "un nouveau nom",
        "no interval in months": "aucun intervalle en mois",
        "no interval in distance": "aucun intervalle en distance",
        "no first due date": "aucune première date d’échéance",
        "no first due odometer value": "aucune première valeur d’échéance du compteur",
        "warn the default 30 days before": "avertir les 30 jours avant par défaut",
        "warn the unit's default distance before": "avertir à la distance par défaut de l’unité",
        "The item is checked as a new one is: a name no other item of the vehicle has, and at least one interval or first due point.": "L’élément est vérifié comme un nouveau : un nom qu’aucun autre élément du véhicule ne porte, et au moins un intervalle ou une première échéance.",
        "remove a maintenance item with its logged services": "supprimer un élément d’entretien avec ses entretiens enregistrés",
        "Its services and their costs go with it: it says how many and, on a terminal, asks first; otherwise it needs --yes. 'glovebox undo' brings them back.": "Ses entretiens et leurs coûts partent avec lui : il indique combien et, dans un terminal, demande d’abord ; sinon, --yes est nécessaire. 'glovebox undo' les ramène.",
        "list the latest logged services, oldest first": "lister les derniers entretiens enregistrés, du plus ancien au plus récent",
        "show one logged service": "afficher un entretien enregistré",
        "change a logged service: its day, odometer, cost or note": "modifier un entretien enregistré : jour, compteur, coût ou note",
        "the day it was done": "le jour où il a été fait",
        "what it cost (its service expense)": "ce qu’il a coûté (sa dépense d’entretien)",
        "drop the cost (and its expense)": "retirer le coût (et sa dépense)",
        "The service is checked as a new one is; its cost expense follows. An empty --note clears it; the item's postponement stays as it is.": "L’entretien est vérifié comme un nouveau ; la dépense de son coût suit. Une --note vide efface la note ; le report de l’élément reste tel quel.",
        "remove a logged service and its cost ('glovebox undo' brings them back)": "supprimer un entretien enregistré et son coût ('glovebox undo' les ramène)",
        "add a deadline (insurance, inspection, road tax, …)": "ajouter une échéance (assurance, contrôle technique, taxe, …)",
        "insurance, inspection, road-tax, registration, driving-licence, warranty, custom": "insurance, inspection, road-tax, registration, driving-licence, warranty, custom",
        "the due date, YYYY-MM-DD": "la date d’échéance, YYYY-MM-DD",
        "the title (default: the kind's name)": "le titre (par défaut : le nom du type)",
        "warn this many days before (default per kind)": "avertir ce nombre de jours avant (par défaut selon le type)",
        "recurs every N months on a fixed schedule": "se répète tous les N mois selon un calendrier fixe",
        "list deadlines, soonest first": "lister les échéances, la plus proche d’abord",
        "renew a deadline: a recurring one moves by its interval from its old due date": "renouveler une échéance : une échéance récurrente avance de son intervalle depuis son ancienne date",
        "id, title or kind": "id, titre ou type",
        "the new due date (required for a one-off deadline)": "la nouvelle date d’échéance (obligatoire pour une échéance ponctuelle)",
        "show one deadline": "afficher une échéance",
        "change a deadline: its kind, title, due date, warning or recurrence": "modifier une échéance : type, titre, date d’échéance, avertissement ou récurrence",
        "a new kind": "un nouveau type",
        "a new title (empty: the kind's name)": "un nouveau titre (vide : le nom du type)",
        "a new due date (a new schedule starts from it)": "une nouvelle date d’échéance (un nouveau calendrier part d’elle)",
        "warn the kind's default days before": "avertir aux jours par défaut du type",
        "make it a one-off": "la rendre ponctuelle",
        "remove a deadline ('glovebox undo' brings it back)": "supprimer une échéance ('glovebox undo' la ramène)",
    ]
}

extension CLIHelpText {
    /// German help of the vehicles, readings, expenses, fill-ups, economy, maintenance, services and deadlines.
    static let germanRecords: [String: String] = [
        "add a vehicle": "ein Fahrzeug hinzufügen",
        "its name, unique in the garage": "sein Name, eindeutig in der Garage",
        "the make, such as Jeep": "die Marke, etwa Jeep",
        "the model, such as Cherokee": "das Modell, etwa Cherokee",
        "the model year": "das Modelljahr",
        "the licence plate (private: it leaves this device only sealed with the vehicle's key)": "das Kennzeichen (privat: es verlässt dieses Gerät nur versiegelt mit dem Schlüssel des Fahrzeugs)",
        "the odometer's unit (default km)": "die Einheit des Kilometerzählers (Standard km)",
        "what it runs on, comma-separated, main first: petrol, diesel, lpg, electricity (default: its first fill-up's)": "womit es fährt, durch Kommas getrennt, das Hauptenergie zuerst: petrol, diesel, lpg, electricity (Standard: die seiner ersten Tankfüllung)",
        """
        The vehicle is yours (its owner) and counts towards your plan; others see it only through a share.
        --energy says what it runs on, its main energy first (a plug-in hybrid: petrol,electricity): each
        energy's economy is measured on its own, and the widget and Siri show the main one's.
        """: """
            Das Fahrzeug gehört dir (du bist sein Besitzer) und zählt zu deinem Tarif; andere sehen es nur
            über eine Freigabe.
            --energy sagt, womit es fährt, die Hauptenergie zuerst (ein Plug-in-Hybrid: petrol,electricity):
            der Verbrauch jeder Energie wird für sich gemessen, und Widget und Siri zeigen den der
            Hauptenergie.
            """,
        "list the vehicles": "die Fahrzeuge auflisten",
        "show a vehicle with its odometer, forecast, maintenance and deadlines": "ein Fahrzeug mit Kilometerstand, Prognose, Wartung und Fristen anzeigen",
        "change a vehicle: its name, make, model, year, plate, distance unit or energies": "ein Fahrzeug ändern: Name, Marke, Modell, Jahr, Kennzeichen, Entfernungseinheit oder Energien",
        "a new name, unique in the garage (the id stays)": "ein neuer Name, eindeutig in der Garage (die ID bleibt)",
        "drop the model year": "das Modelljahr entfernen",
        "a new odometer unit; the distances are converted": "eine neue Einheit des Kilometerzählers; die Entfernungen werden umgerechnet",
        "with --unit: keep the numbers, they were typed in that unit all along": "mit --unit: die Zahlen behalten, sie wurden von Anfang an in dieser Einheit eingegeben",
        """
        Empty text clears the make, model or plate. The id stays, so links and widgets keep pointing at it.
        A new --unit converts every distance stored for the vehicle (readings, plan intervals, due points,
        warnings, postponements) to the nearest whole unit, so that the odometer means the same distance;
        'glovebox undo' restores the exact values. If the vehicle was added with the wrong unit and its
        numbers were typed in the new one all along, add --relabel: the numbers stay and only their unit changes.
        A new --energy list keeps each fill-up in its chain: fill-ups that never named their energy follow
        a corrected one (petrol → diesel), and an energy a fill-up names cannot be dropped.
        """: """
            Leerer Text löscht Marke, Modell oder Kennzeichen. Die ID bleibt, sodass Links und Widgets weiter darauf
            zeigen.
            Eine neue --unit rechnet jede für das Fahrzeug gespeicherte Entfernung (Ablesungen, Planintervalle,
            Fälligkeitspunkte, Vorwarnungen, Aufschübe) auf die nächste ganze Einheit um, damit der Kilometerstand
            dieselbe Entfernung bedeutet; 'glovebox undo' stellt die genauen Werte wieder her. Wurde das Fahrzeug mit
            der falschen Einheit angelegt und wurden seine Zahlen von Anfang an in der neuen eingegeben, füge
            --relabel hinzu: die Zahlen bleiben, nur ihre Einheit ändert sich.
            Eine neue --energy-Liste hält jede Tankfüllung in ihrer Kette: Tankfüllungen, die ihre Energie nie
            genannt haben, folgen einer korrigierten (petrol → diesel), und eine Energie, die eine Tankfüllung nennt,
            kann nicht entfernt werden.
            """,
        "remove a vehicle and every record of it": "ein Fahrzeug mit allen seinen Einträgen entfernen",
        "It says what goes with the vehicle and, on a terminal, asks first; otherwise it needs --yes. 'glovebox undo' brings it back.": "Es sagt, was mit dem Fahrzeug geht, und fragt im Terminal vorher; sonst braucht es --yes. 'glovebox undo' holt es zurück.",
        "log an odometer reading": "einen Kilometerstand erfassen",
        "the odometer, in the vehicle's unit": "der Kilometerstand, in der Einheit des Fahrzeugs",
        "the day of the reading (default today)": "der Tag der Ablesung (Standard heute)",
        "accept a value lower than earlier readings (a correction)": "einen Wert unter früheren Ablesungen akzeptieren (eine Korrektur)",
        "a note": "eine Notiz",
        "add an expense": "eine Ausgabe hinzufügen",
        "such as 45.90 (a dot, no thousands separators)": "etwa 45.90 (ein Punkt, keine Tausendertrennzeichen)",
        "ISO 4217 code such as EUR": "ISO-4217-Code wie EUR",
        "the day paid (default today)": "der Tag der Zahlung (Standard heute)",
        "fuel, service, repair, insurance, tax, parking, tolls or other (default other)": "fuel, service, repair, insurance, tax, parking, tolls oder other (Standard other)",
        "your own rate: units of the home currency per 1 CURRENCY (wins over ECB)": "dein eigener Kurs: Einheiten der Hauswährung je 1 CURRENCY (hat Vorrang vor der EZB)",
        "the odometer when paid": "der Kilometerstand bei der Zahlung",
        "the odometer corrects earlier readings": "der Kilometerstand korrigiert frühere Ablesungen",
        "fuel quantity bought (litres; US gallons on a vehicle in miles: 'fuel add' names the unit)": "gekaufte Kraftstoffmenge (Liter; US-Gallonen bei einem Fahrzeug in Meilen: 'fuel add' nennt die Einheit)",
        "list the latest expenses, oldest first": "die neuesten Ausgaben auflisten, älteste zuerst",
        "id or name (default: every vehicle)": "ID oder Name (Standard: alle Fahrzeuge)",
        "only this vehicle (id or name)": "nur dieses Fahrzeug (ID oder Name)",
        "from this day": "ab diesem Tag",
        "through this day": "bis einschließlich diesem Tag",
        "how many of the latest to list (default 50, at most 10,000)": "wie viele der neuesten aufgelistet werden (Standard 50, höchstens 10,000)",
        "list the latest readings logged on their own, oldest first": "die neuesten einzeln erfassten Ablesungen auflisten, älteste zuerst",
        "show one reading": "eine Ablesung anzeigen",
        "the record's id, as its list prints it": "die ID des Eintrags, wie seine Liste sie ausgibt",
        "change a reading: its value, day, correction mark or note": "eine Ablesung ändern: Wert, Tag, Korrekturmarke oder Notiz",
        "the day of the reading": "der Tag der Ablesung",
        "mark it a correction (it may then be lower than earlier readings)": "als Korrektur markieren (sie darf dann unter früheren Ablesungen liegen)",
        "mark it a plain reading again": "wieder als gewöhnliche Ablesung markieren",
        "The reading is checked as a new one is, against the readings around it. An empty --note clears it.": "Die Ablesung wird wie eine neue geprüft, gegen die Ablesungen um sie herum. Eine leere --note löscht die Notiz.",
        "remove a reading ('glovebox undo' brings it back)": "eine Ablesung entfernen ('glovebox undo' holt sie zurück)",
        "show one expense": "eine Ausgabe anzeigen",
        "change an expense: any of the fields it was added with": "eine Ausgabe ändern: jedes Feld, mit dem sie hinzugefügt wurde",
        "the amount, in its currency (or in --currency)": "der Betrag, in seiner Währung (oder in --currency)",
        "a new currency for the amount": "eine neue Währung für den Betrag",
        "the day paid": "der Tag der Zahlung",
        "fuel, service, repair, insurance, tax, parking, tolls or other": "fuel, service, repair, insurance, tax, parking, tolls oder other",
        "your own rate: units of the home currency per 1 of the currency": "dein eigener Kurs: Einheiten der Hauswährung je 1 der Währung",
        "drop your own rate (the ECB's applies)": "deinen eigenen Kurs entfernen (der der EZB gilt)",
        "drop the odometer": "den Kilometerstand entfernen",
        "a new fuel quantity, in the fill's unit ('fuel edit ID --volume Q UNIT' changes the unit)": "eine neue Kraftstoffmenge, in der Einheit der Tankfüllung ('fuel edit ID --volume Q UNIT' ändert die Einheit)",
        "drop the fuel quantity": "die Kraftstoffmenge entfernen",
        "The expense is checked as a new one is (its odometer against the readings around it). An empty --note clears it.": "Die Ausgabe wird wie eine neue geprüft (ihr Kilometerstand gegen die Ablesungen um sie herum). Eine leere --note löscht die Notiz.",
        "remove an expense ('glovebox undo' brings it back)": "eine Ausgabe entfernen ('glovebox undo' holt sie zurück)",
        "add a fill-up (or an electric charge)": "eine Tankfüllung hinzufügen (oder eine Ladung)",
        "the quantity bought, such as 42.5": "die gekaufte Menge, etwa 42.5",
        "l, us-gal, imp-gal or kwh (kwh for an electric charge)": "l, us-gal, imp-gal oder kwh (kwh für eine Ladung)",
        "the odometer at the fill, in the vehicle's unit (required)": "der Kilometerstand beim Tanken, in der Einheit des Fahrzeugs (erforderlich)",
        "the tank was not filled to full": "der Tank wurde nicht vollgetankt",
        "the fill-up before this one was not recorded": "die Tankfüllung vor dieser wurde nicht erfasst",
        "petrol, diesel, lpg or electricity (default: the vehicle's for the unit)": "petrol, diesel, lpg oder electricity (Standard: die des Fahrzeugs für die Einheit)",
        "what it cost (an expense in any currency)": "was sie gekostet hat (eine Ausgabe in jeder Währung)",
        "your own rate: units of the home currency per 1 of the cost's currency": "dein eigener Kurs: Einheiten der Hauswährung je 1 der Währung der Kosten",
        "the day of the fill (default today)": "der Tag der Tankfüllung (Standard heute)",
        """
        Economy is measured between full fill-ups: a --partial fill's fuel joins the next full fill's
        stretch, and --missed (a fill-up before this one was never recorded) leaves the stretch ending
        here out. The odometer is checked against the readings around it, as every reading is.
        Without --cost the fill's cost is unknown, and cost per distance leaves its stretch out.
        Each energy is a chain of its own (a plug-in hybrid's petrol and its charges are measured apart);
        a fill of an energy the vehicle does not run on is refused ('glovebox vehicle edit --energy').
        """: """
            Der Verbrauch wird zwischen vollen Tankfüllungen gemessen: der Kraftstoff einer
            --partial-Tankfüllung kommt zum Abschnitt der nächsten vollen, und --missed (eine Tankfüllung vor
            dieser wurde nie erfasst) lässt den hier endenden Abschnitt weg. Der Kilometerstand wird gegen
            die Ablesungen um ihn herum geprüft, wie jede Ablesung. Ohne --cost sind die Kosten der
            Tankfüllung unbekannt, und die Kosten je Strecke lassen ihren Abschnitt weg. Jede Energie ist
            eine eigene Kette (Benzin und Ladungen eines Plug-in-Hybrids werden getrennt gemessen); eine
            Tankfüllung einer Energie, mit der das Fahrzeug nicht fährt, wird abgelehnt ('glovebox vehicle
            edit --energy').
            """,
        "list the latest fill-ups, oldest first": "die neuesten Tankfüllungen auflisten, älteste zuerst",
        "show one fill-up": "eine Tankfüllung anzeigen",
        "change a fill-up: any of the fields it was added with": "eine Tankfüllung ändern: jedes Feld, mit dem sie hinzugefügt wurde",
        "a new quantity and its unit": "eine neue Menge und ihre Einheit",
        "a new odometer at the fill, in the vehicle's unit": "ein neuer Kilometerstand beim Tanken, in der Einheit des Fahrzeugs",
        "the tank was filled to full (edit: undoes --partial)": "der Tank wurde vollgetankt (beim Ändern: hebt --partial auf)",
        "edit: the fill-up before this one was recorded after all": "beim Ändern: die Tankfüllung vor dieser wurde doch erfasst",
        "a new day of the fill": "ein neuer Tag der Tankfüllung",
        "The fill-up is checked as a new one is (its odometer against the readings around it). An empty --note clears it.": "Die Tankfüllung wird wie eine neue geprüft (ihr Kilometerstand gegen die Ablesungen um sie herum). Eine leere --note löscht die Notiz.",
        "remove a fill-up and its cost ('glovebox undo' brings it back)": "eine Tankfüllung und ihre Kosten entfernen ('glovebox undo' holt sie zurück)",
        "fuel economy: per fill-up, last, over a window and lifetime, with cost per distance": "Verbrauch: je Tankfüllung, zuletzt, über ein Fenster und insgesamt, mit Kosten je Strecke",
        "l/100km, km/l, mpg-us, mpg-uk, kwh/100km or mi/kwh (default: the economy preference, else mpg-us in miles, l/100km in km)": "l/100km, km/l, mpg-us, mpg-uk, kwh/100km oder mi/kwh (Standard: die Einstellung economy, sonst mpg-us in Meilen, l/100km in km)",
        "the window: the last N segments (default 5)": "das Fenster: die letzten N Abschnitte (Standard 5)",
        "the window: the segments that close on or after this day": "das Fenster: die Abschnitte, die an oder nach diesem Tag enden",
        """
        Consumption is measured only between full fill-ups: a partial fill's fuel joins the next full
        fill's stretch, and a stretch that ends at a fill marked --missed is left out, not averaged in.
        A fill without an odometer reading is placed by its day and its fuel counts in the stretch it
        falls in (a full one cannot end a stretch, so the two around it become one); each is listed.
        Averages are distance-weighted (total fuel over total distance), so one never lies outside its
        stretches' smallest and largest figures. Cost per distance counts the stretches whose every
        fill has a cost, converted into the home currency as every expense is.
        """: """
            Der Verbrauch wird nur zwischen vollen Tankfüllungen gemessen: der Kraftstoff einer Teilfüllung
            kommt zum Abschnitt der nächsten vollen, und ein Abschnitt, der an einer mit --missed
            markierten Tankfüllung endet, wird weggelassen statt eingerechnet. Eine Tankfüllung ohne
            Kilometerstand wird nach ihrem Tag eingeordnet, und ihr Kraftstoff zählt in dem Abschnitt, in
            den sie fällt (eine volle kann keinen Abschnitt beenden, also werden die beiden um sie herum
            einer); jede wird aufgeführt. Durchschnitte sind nach Strecke gewichtet (gesamter Kraftstoff
            durch gesamte Strecke), liegen also nie außerhalb des kleinsten und größten Werts ihrer
            Abschnitte. Die Kosten je Strecke zählen die Abschnitte, deren Tankfüllungen alle Kosten haben,
            in die Hauswährung umgerechnet wie jede Ausgabe.
            """,
        "add a maintenance plan item (due every N months and/or N distance, whichever first)": "einen Wartungspunkt zum Plan hinzufügen (fällig alle N Monate und/oder N Strecke, was zuerst eintritt)",
        "such as 'Oil change'": "etwa 'Ölwechsel'",
        "the interval in months": "das Intervall in Monaten",
        "the interval in the vehicle's unit": "das Intervall in der Einheit des Fahrzeugs",
        "the first due date (before any service is logged)": "das erste Fälligkeitsdatum (bevor ein Service erfasst ist)",
        "the first due odometer value": "der erste fällige Kilometerstand",
        "warn this many days before (default 30)": "so viele Tage vorher warnen (Standard 30)",
        "warn this much distance before (default 1,000 km / 500 mi)": "so viel Strecke vorher warnen (Standard 1,000 km / 500 mi)",
        "list maintenance items with their next due point, next one first": "Wartungspunkte mit ihrer nächsten Fälligkeit auflisten, nächste zuerst",
        "log that a maintenance item was done (clears its postponement)": "erfassen, dass ein Wartungspunkt erledigt wurde (hebt seinen Aufschub auf)",
        "the day it was done (default today)": "der Tag, an dem er erledigt wurde (Standard heute)",
        "the odometer then": "der Kilometerstand damals",
        "what it cost (also recorded as a service expense)": "was er gekostet hat (auch als Wartungsausgabe erfasst)",
        "postpone an item's current occurrence": "die aktuelle Fälligkeit eines Punkts aufschieben",
        "by N days": "um N Tage",
        "by N distance units": "um N Entfernungseinheiten",
        "until a day": "bis zu einem Tag",
        "until an odometer value": "bis zu einem Kilometerstand",
        "Give exactly one of --days, --distance, --until-date, --until-distance.": "Gib genau eine von --days, --distance, --until-date, --until-distance an.",
        "show one maintenance item with its next due point": "einen Wartungspunkt mit seiner nächsten Fälligkeit anzeigen",
        "change a maintenance item: its name, intervals, first due points or warnings": "einen Wartungspunkt ändern: Name, Intervalle, erste Fälligkeiten oder Vorwarnungen",
        "a new name": "ein neuer Name",
        "no interval in months": "kein Intervall in Monaten",
        "no interval in distance": "kein Intervall in Strecke",
        "no first due date": "kein erstes Fälligkeitsdatum",
        "no first due odometer value": "kein erster fälliger Kilometerstand",
        "warn the default 30 days before": "mit dem Standard von 30 Tagen vorher warnen",
        "warn the unit's default distance before": "mit der Standardstrecke der Einheit vorher warnen",
        "The item is checked as a new one is: a name no other item of the vehicle has, and at least one interval or first due point.": "Der Punkt wird wie ein neuer geprüft: ein Name, den kein anderer Punkt des Fahrzeugs hat, und mindestens ein Intervall oder eine erste Fälligkeit.",
        "remove a maintenance item with its logged services": "einen Wartungspunkt mit seinen erfassten Services entfernen",
        "Its services and their costs go with it: it says how many and, on a terminal, asks first; otherwise it needs --yes. 'glovebox undo' brings them back.": "Seine Services und deren Kosten gehen mit ihm: es sagt, wie viele, und fragt im Terminal vorher; sonst braucht es --yes. 'glovebox undo' holt sie zurück.",
        "list the latest logged services, oldest first": "die neuesten erfassten Services auflisten, älteste zuerst",
        "show one logged service": "einen erfassten Service anzeigen",
        "change a logged service: its day, odometer, cost or note": "einen erfassten Service ändern: Tag, Kilometerstand, Kosten oder Notiz",
        "the day it was done": "der Tag, an dem er erledigt wurde",
        "what it cost (its service expense)": "was er gekostet hat (seine Wartungsausgabe)",
        "drop the cost (and its expense)": "die Kosten entfernen (und ihre Ausgabe)",
        "The service is checked as a new one is; its cost expense follows. An empty --note clears it; the item's postponement stays as it is.": "Der Service wird wie ein neuer geprüft; seine Kostenausgabe folgt ihm. Eine leere --note löscht die Notiz; der Aufschub des Punkts bleibt, wie er ist.",
        "remove a logged service and its cost ('glovebox undo' brings them back)": "einen erfassten Service und seine Kosten entfernen ('glovebox undo' holt sie zurück)",
        "add a deadline (insurance, inspection, road tax, …)": "eine Frist hinzufügen (Versicherung, Hauptuntersuchung, Kfz-Steuer, …)",
        "insurance, inspection, road-tax, registration, driving-licence, warranty, custom": "insurance, inspection, road-tax, registration, driving-licence, warranty, custom",
        "the due date, YYYY-MM-DD": "das Fälligkeitsdatum, YYYY-MM-DD",
        "the title (default: the kind's name)": "der Titel (Standard: der Name der Art)",
        "warn this many days before (default per kind)": "so viele Tage vorher warnen (Standard je nach Art)",
        "recurs every N months on a fixed schedule": "wiederholt sich alle N Monate nach festem Plan",
        "list deadlines, soonest first": "Fristen auflisten, nächste zuerst",
        "renew a deadline: a recurring one moves by its interval from its old due date": "eine Frist erneuern: eine wiederkehrende rückt um ihr Intervall ab ihrem alten Fälligkeitsdatum vor",
        "id, title or kind": "ID, Titel oder Art",
        "the new due date (required for a one-off deadline)": "das neue Fälligkeitsdatum (erforderlich bei einer einmaligen Frist)",
        "show one deadline": "eine Frist anzeigen",
        "change a deadline: its kind, title, due date, warning or recurrence": "eine Frist ändern: Art, Titel, Fälligkeitsdatum, Vorwarnung oder Wiederholung",
        "a new kind": "eine neue Art",
        "a new title (empty: the kind's name)": "ein neuer Titel (leer: der Name der Art)",
        "a new due date (a new schedule starts from it)": "ein neues Fälligkeitsdatum (ein neuer Plan beginnt damit)",
        "warn the kind's default days before": "mit den Standardtagen der Art vorher warnen",
        "make it a one-off": "zu einer einmaligen machen",
        "remove a deadline ('glovebox undo' brings it back)": "eine Frist entfernen ('glovebox undo' holt sie zurück)",
    ]
}

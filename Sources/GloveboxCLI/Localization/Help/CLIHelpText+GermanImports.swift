extension CLIHelpText {
    /// German help of the imports (rates, LubeLogger and the fuel apps).
    static let germanImports: [String: String] = [
        "import the ECB's euro reference rates (eurofxref-hist.csv)": "die Euro-Referenzkurse der EZB importieren (eurofxref-hist.csv)",
        "the CSV file": "die CSV-Datei",
        "import a LubeLogger CSV export (gas, service, odometer and tax records)": "einen CSV-Export von LubeLogger importieren (Tank-, Service-, Kilometer- und Steuereinträge)",
        "the directory with gasrecords.csv, servicerecords.csv, …": "das Verzeichnis mit gasrecords.csv, servicerecords.csv, …",
        "the vehicle to import into (created when missing; required)": "das Fahrzeug, in das importiert wird (wird angelegt, wenn es fehlt; erforderlich)",
        "the costs' currency: must agree with their sign ($ is USD unless this names another dollar); needed when they carry none": "die Währung der Kosten: muss zu ihrem Zeichen passen ($ ist USD, wenn hier kein anderer Dollar steht); nötig, wenn sie keines tragen",
        "the unit the export counts distances in (default mi); a vehicle in the other unit gets them converted": "die Einheit, in der der Export Entfernungen zählt (Standard mi); ein Fahrzeug in der anderen Einheit erhält sie umgerechnet",
        "the same as --unit, under the name every import takes": "dasselbe wie --unit, unter dem Namen, den jeder Import kennt",
        "the unit of the quantities, when the file does not say": "die Einheit der Mengen, wenn die Datei sie nicht nennt",
        "how the export writes decimals (default point, LubeLogger's US habit: 1,234.56)": "wie der Export Dezimalzahlen schreibt (Standard point, LubeLoggers US-Gewohnheit: 1,234.56)",
        "how the export writes dates (default month-first, LubeLogger's M/D/YYYY)": "wie der Export Daten schreibt (Standard month-first, LubeLoggers M/D/YYYY)",
        "also add the export's reminders as maintenance plan items": "auch die Erinnerungen des Exports als Wartungspunkte hinzufügen",
        "add again the rows whose records were removed since an earlier import": "die Zeilen erneut hinzufügen, deren Einträge seit einem früheren Import entfernt wurden",
        "say what the import would add, skip and refuse, and change nothing": "sagen, was der Import hinzufügen, überspringen und ablehnen würde, und nichts ändern",
        """
        Import again whenever LubeLogger has more: only the rows no earlier import stored are added. A row
        is known by what it says (kind, date, odometer, quantity, cost, description and note), per
        vehicle, wherever it sits in the file; two identical rows are two records, and are known again
        as two. A record removed after its import stays removed when you import again (the output counts
        it; --restore-removed brings it back); an undone import is imported again; rows gone from the
        file are left alone.

        LubeLogger's export does not say its distance unit: --unit (or --distance-unit) does (default
        mi, which a vehicle in km refuses until you say it). A vehicle the import creates counts in
        that unit; into one in the other unit (add it first: vehicle add --unit km), odometer values
        and reminder distances are
        converted, each rounded to the nearest whole unit. Fuel quantities are kept as written, as the
        logbook keeps every quantity, in US gallons with mi and litres with km unless --volume-unit says
        otherwise (LubeLogger's UK MPG setting counts miles with litres: --volume-unit l). A fill-up
        that import csv stored from the same gasrecords.csv is known again, and the other way round.
        Costs keep their currency (the app converts when it shows them):
        the one their sign names, or --currency when they carry none; a --currency that the sign
        contradicts is refused with the cell.

        LubeLogger writes numbers and dates in its server's culture: 1,234.56 and M/D/YYYY in the US;
        --decimal-separator comma and --day-order day-first read a European server's 1.234,56 and D/M/YYYY.

        Each row is remembered as written with what it meant (day, odometer and unit, quantity and
        unit, amount and currency): importing it again, by this command or import csv, with the same
        meaning adds nothing; with another meaning (another --volume-unit, --day-order…) it is refused
        with both, and nothing is stored.

        A reading lower than the one before it is stored as a correction, listed with its line, so that
        it stays out of the odometer checks' series; readings you type later are checked as always. A
        reading higher than a later one already in the logbook is refused with its line. A blank date,
        odometer or cost is refused with its line and column. Notes lose control and text-direction
        characters (line breaks become spaces), and the output says how many were cleaned.
        """: """
            Importiere erneut, wann immer LubeLogger mehr hat: nur die Zeilen, die kein früherer Import
            gespeichert hat, werden hinzugefügt. Eine Zeile wird an dem erkannt, was sie sagt (Art, Datum,
            Kilometerstand, Menge, Kosten, Beschreibung und Notiz), je Fahrzeug, wo immer sie in der Datei
            steht; zwei gleiche Zeilen sind zwei Einträge und werden wieder als zwei erkannt. Ein nach seinem
            Import entfernter Eintrag bleibt beim erneuten Import entfernt (die Ausgabe zählt ihn;
            --restore-removed holt ihn zurück); ein rückgängig gemachter Import wird erneut importiert; aus der
            Datei verschwundene Zeilen bleiben unberührt.

            LubeLoggers Export nennt seine Entfernungseinheit nicht: --unit (oder --distance-unit) tut es
            (Standard mi, was ein Fahrzeug in km ablehnt, bis du es sagst). Ein vom Import angelegtes Fahrzeug
            zählt in dieser Einheit; in eines in der anderen Einheit (lege es zuerst an: vehicle add --unit km)
            werden Kilometerstände und Erinnerungsstrecken umgerechnet, jeweils auf die nächste ganze Einheit
            gerundet. Kraftstoffmengen bleiben, wie geschrieben, wie das Fahrtenbuch jede Menge speichert, in
            US-Gallonen bei mi und Litern bei km, sofern --volume-unit nichts anderes sagt (LubeLoggers
            Einstellung UK MPG zählt Meilen mit Litern: --volume-unit l). Eine Tankfüllung, die import csv aus
            derselben gasrecords.csv gespeichert hat, wird wiedererkannt, und umgekehrt. Kosten behalten ihre
            Währung (die App rechnet um, wenn sie sie zeigt): die, die ihr Zeichen nennt, oder --currency, wenn
            sie keines tragen; eine --currency, der das Zeichen widerspricht, wird mit der Zelle abgelehnt.

            LubeLogger schreibt Zahlen und Daten in der Kultur seines Servers: 1,234.56 und M/D/YYYY in den
            USA; --decimal-separator comma und --day-order day-first lesen 1.234,56 und D/M/YYYY eines
            europäischen Servers.

            Jede Zeile wird wie geschrieben mit ihrer Bedeutung gemerkt (Tag, Kilometerstand und Einheit, Menge
            und Einheit, Betrag und Währung): sie erneut zu importieren, mit diesem Befehl oder import csv,
            fügt bei gleicher Bedeutung nichts hinzu; bei anderer Bedeutung (andere --volume-unit,
            --day-order…) wird sie mit beiden abgelehnt, und nichts wird gespeichert.

            Eine Ablesung unter der vorherigen wird als Korrektur gespeichert und mit ihrer Zeile aufgeführt,
            damit sie aus der Reihe der Kilometerprüfungen herausbleibt; später eingegebene Ablesungen werden
            wie immer geprüft. Eine Ablesung über einer späteren, die schon im Fahrtenbuch steht, wird mit
            ihrer Zeile abgelehnt. Ein leeres Datum, ein leerer Kilometerstand oder leere Kosten werden mit
            Zeile und Spalte abgelehnt. Notizen verlieren Steuer- und Textrichtungszeichen (Zeilenumbrüche
            werden Leerzeichen), und die Ausgabe sagt, wie viele bereinigt wurden.
            """,
        "import Fuelly's CSV export (fill-ups and costs)": "den CSV-Export von Fuelly importieren (Tankfüllungen und Kosten)",
        "the app's CSV export": "der CSV-Export der App",
        "the logbook vehicle to import into (created when missing); needed when the file does not name its vehicle": "das Fahrzeug im Fahrtenbuch, in das importiert wird (wird angelegt, wenn es fehlt); nötig, wenn die Datei ihr Fahrzeug nicht nennt",
        "the costs' currency (the apps write none; needed when the file has costs)": "die Währung der Kosten (die Apps schreiben keine; nötig, wenn die Datei Kosten hat)",
        "the unit of the odometer values, when the file does not say": "die Einheit der Kilometerstände, wenn die Datei sie nicht nennt",
        "how the file writes decimals, when its numbers do not show it": "wie die Datei Dezimalzahlen schreibt, wenn ihre Zahlen es nicht zeigen",
        "how the file writes dates, when they do not show it": "wie die Datei Daten schreibt, wenn diese es nicht zeigen",
        """
        Import again whenever the app has more: only the rows no earlier import stored are added, as
        with import lubelogger (a row is known by what it says, per vehicle; two identical rows are
        two records; a record removed since stays removed unless --restore-removed brings it
        back). Each row is also remembered as written with what it meant (day, odometer and unit,
        quantity and unit, amount and currency): the same file read again, by this command or
        another (import lubelogger, import csv), with the same meaning adds nothing; read with
        another meaning (another --volume-unit, --day-order, --currency…) it is refused with both
        meanings and nothing is stored. Each of the file's vehicles goes into
        the logbook vehicle of its name, created when missing, or into --vehicle for a file of one
        vehicle. Fill-ups become fuel records (quantity, unit, full tank, missed fill-up, cost);
        service costs become service expenses, other costs expenses of the category their name
        means. Numbers and dates are read the same on every machine: the units, decimal
        separator and day order the file states, else the options, else the app's habit; when
        none says, the import asks for the option. A reading lower than the one before it is
        stored as a correction, listed with its line; a bad cell is refused with file:line:column
        and nothing is stored. A fill-up without an odometer is kept without a reading (its fuel
        counts in the economy of the stretch its day falls in). An odometer written with a
        fraction (Fuelio's 53288.5) is stored rounded half up to the whole unit, and listed.
        A vehicle the import creates keeps the plate the file gives (Fuelio, aCar), and runs on the
        energies its fill-ups name (Fuelly's Type, Drivvo's fuel, Fuelio's --second-tank); a fill-up
        of an energy an existing vehicle does not run on is refused with its line.
        """: """
            Importiere erneut, wann immer die App mehr hat: nur die Zeilen, die kein früherer Import
            gespeichert hat, werden hinzugefügt, wie bei import lubelogger (eine Zeile wird an dem
            erkannt, was sie sagt, je Fahrzeug; zwei gleiche Zeilen sind zwei Einträge; ein seitdem
            entfernter Eintrag bleibt entfernt, außer --restore-removed holt ihn zurück). Jede Zeile
            wird zudem wie geschrieben mit ihrer Bedeutung gemerkt (Tag, Kilometerstand und Einheit,
            Menge und Einheit, Betrag und Währung): dieselbe Datei erneut gelesen, von diesem oder einem
            anderen Befehl (import lubelogger, import csv), fügt bei gleicher Bedeutung nichts hinzu;
            mit anderer Bedeutung gelesen (andere --volume-unit, --day-order, --currency…) wird sie mit
            beiden Bedeutungen abgelehnt, und nichts wird gespeichert. Jedes Fahrzeug der Datei kommt in
            das Fahrzeug des Fahrtenbuchs mit seinem Namen, angelegt, wenn es fehlt, oder bei einer
            Datei mit einem Fahrzeug in --vehicle. Tankfüllungen werden Kraftstoffeinträge (Menge,
            Einheit, voller Tank, ausgelassene Tankfüllung, Kosten); Wartungskosten werden
            Wartungsausgaben, andere Kosten Ausgaben der Kategorie, die ihr Name bedeutet. Zahlen und
            Daten werden auf jedem Rechner gleich gelesen: die Einheiten, das Dezimaltrennzeichen und
            die Tagesreihenfolge, die die Datei angibt, sonst die Optionen, sonst die Gewohnheit der
            App; sagt es nichts davon, verlangt der Import die Option. Eine Ablesung unter der
            vorherigen wird als Korrektur gespeichert und mit ihrer Zeile aufgeführt; eine fehlerhafte
            Zelle wird mit file:line:column abgelehnt, und nichts wird gespeichert. Eine Tankfüllung
            ohne Kilometerstand wird ohne Ablesung gespeichert (ihr Kraftstoff zählt im Verbrauch des
            Abschnitts, in den ihr Tag fällt). Ein mit Nachkommastellen geschriebener Kilometerstand
            (Fuelios 53288.5) wird kaufmännisch auf die ganze Einheit gerundet gespeichert und
            aufgeführt. Ein vom Import angelegtes Fahrzeug behält das Kennzeichen aus der Datei (Fuelio,
            aCar) und fährt mit den Energien, die seine Tankfüllungen nennen (Fuellys Type, Drivvos
            Kraftstoff, Fuelios --second-tank); eine Tankfüllung einer Energie, mit der ein bestehendes
            Fahrzeug nicht fährt, wird mit ihrer Zeile abgelehnt.
            """,
        "import Fuelio's CSV export (fill-ups and costs)": "den CSV-Export von Fuelio importieren (Tankfüllungen und Kosten)",
        "what the vehicle's second tank holds (lpg, electricity…): its fill-ups become that energy's chain": "was der zweite Tank des Fahrzeugs enthält (lpg, electricity…): seine Tankfüllungen werden die Kette dieser Energie",
        "import Drivvo's CSV export (fill-ups and costs)": "den CSV-Export von Drivvo importieren (Tankfüllungen und Kosten)",
        "import aCar's CSV export (fill-ups and costs)": "den CSV-Export von aCar importieren (Tankfüllungen und Kosten)",
        "import CSV's CSV export (fill-ups and costs)": "den CSV-Export von CSV importieren (Tankfüllungen und Kosten)",
    ]
}

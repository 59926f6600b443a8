extension CLIHelpText {
    /// French help of the imports (rates, LubeLogger and the fuel apps).
    static let frenchImports: [String: String] = [
        "import the ECB's euro reference rates (eurofxref-hist.csv)": "importer les taux de référence de l’euro de la BCE (eurofxref-hist.csv)",
        "the CSV file": "le fichier CSV",
        "import a LubeLogger CSV export (gas, service, odometer and tax records)": "importer un export CSV de LubeLogger (pleins, entretiens, compteur et taxes)",
        "the directory with gasrecords.csv, servicerecords.csv, …": "le répertoire contenant gasrecords.csv, servicerecords.csv, …",
        "the vehicle to import into (created when missing; required)": "le véhicule dans lequel importer (créé s’il manque ; obligatoire)",
        "the costs' currency: must agree with their sign ($ is USD unless this names another dollar); needed when they carry none": "la devise des coûts : doit concorder avec leur symbole ($ est USD sauf si celle-ci désigne un autre dollar) ; nécessaire quand ils n’en portent aucun",
        "the unit the export counts distances in (default mi); a vehicle in the other unit gets them converted": "l’unité dans laquelle l’export compte les distances (par défaut mi) ; un véhicule dans l’autre unité les reçoit converties",
        "the same as --unit, under the name every import takes": "identique à --unit, sous le nom que prend chaque import",
        "the unit of the quantities, when the file does not say": "l’unité des quantités, quand le fichier ne la précise pas",
        "how the export writes decimals (default point, LubeLogger's US habit: 1,234.56)": "comment l’export écrit les décimales (par défaut point, l’habitude américaine de LubeLogger : 1,234.56)",
        "how the export writes dates (default month-first, LubeLogger's M/D/YYYY)": "comment l’export écrit les dates (par défaut month-first, le M/D/YYYY de LubeLogger)",
        "also add the export's reminders as maintenance plan items": "ajouter aussi les rappels de l’export comme éléments du plan d’entretien",
        "add again the rows whose records were removed since an earlier import": "ajouter à nouveau les lignes dont les données ont été supprimées depuis un import précédent",
        "say what the import would add, skip and refuse, and change nothing": "indiquer ce que l’import ajouterait, ignorerait et refuserait, sans rien changer",
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
            Réimportez chaque fois que LubeLogger en a davantage : seules les lignes qu’aucun import précédent
            n’a enregistrées sont ajoutées. Une ligne est reconnue à ce qu’elle dit (type, date, compteur,
            quantité, coût, description et note), par véhicule, où qu’elle se trouve dans le fichier ; deux
            lignes identiques sont deux données, et sont reconnues à nouveau comme deux. Une donnée supprimée
            après son import reste supprimée quand vous réimportez (la sortie la compte ; --restore-removed la
            ramène) ; un import annulé est réimporté ; les lignes disparues du fichier sont laissées telles
            quelles.

            L’export de LubeLogger n’indique pas son unité de distance : --unit (ou --distance-unit) le fait
            (par défaut mi, qu’un véhicule en km refuse tant que vous ne l’indiquez pas). Un véhicule créé par
            l’import compte dans cette unité ; dans un véhicule de l’autre unité (ajoutez-le d’abord : vehicle
            add --unit km), les valeurs du compteur et les distances des rappels sont converties, chacune
            arrondie à l’unité entière la plus proche. Les quantités de carburant sont gardées telles
            qu’écrites, comme le carnet garde toute quantité, en gallons US avec mi et en litres avec km, sauf
            si --volume-unit dit autre chose (le réglage UK MPG de LubeLogger compte des miles avec des
            litres : --volume-unit l). Un plein que import csv a enregistré depuis le même gasrecords.csv est
            reconnu, et inversement. Les coûts gardent leur devise (l’app convertit à l’affichage) : celle que
            désigne leur symbole, ou --currency quand ils n’en portent aucun ; une --currency que le symbole
            contredit est refusée avec la cellule.

            LubeLogger écrit nombres et dates dans la culture de son serveur : 1,234.56 et M/D/YYYY aux
            États-Unis ; --decimal-separator comma et --day-order day-first lisent le 1.234,56 et le D/M/YYYY
            d’un serveur européen.

            Chaque ligne est mémorisée telle qu’écrite avec ce qu’elle signifiait (jour, compteur et unité,
            quantité et unité, montant et devise) : la réimporter, avec cette commande ou import csv, avec le
            même sens n’ajoute rien ; avec un autre sens (autre --volume-unit, --day-order…) elle est refusée
            avec les deux, et rien n’est enregistré.

            Un relevé inférieur au précédent est enregistré comme correction, listé avec sa ligne, afin qu’il
            reste hors de la série des vérifications du compteur ; les relevés que vous saisissez ensuite sont
            vérifiés comme toujours. Un relevé supérieur à un relevé ultérieur déjà dans le carnet est refusé
            avec sa ligne. Une date, un compteur ou un coût vide est refusé avec sa ligne et sa colonne. Les
            notes perdent leurs caractères de contrôle et de sens d’écriture (les sauts de ligne deviennent des
            espaces), et la sortie indique combien ont été nettoyées.
            """,
        "import Fuelly's CSV export (fill-ups and costs)": "importer l’export CSV de Fuelly (pleins et coûts)",
        "the app's CSV export": "l’export CSV de l’app",
        "the logbook vehicle to import into (created when missing); needed when the file does not name its vehicle": "le véhicule du carnet dans lequel importer (créé s’il manque) ; nécessaire quand le fichier ne nomme pas son véhicule",
        "the costs' currency (the apps write none; needed when the file has costs)": "la devise des coûts (les apps n’en écrivent aucune ; nécessaire quand le fichier a des coûts)",
        "the unit of the odometer values, when the file does not say": "l’unité des valeurs du compteur, quand le fichier ne la précise pas",
        "how the file writes decimals, when its numbers do not show it": "comment le fichier écrit les décimales, quand ses nombres ne le montrent pas",
        "how the file writes dates, when they do not show it": "comment le fichier écrit les dates, quand elles ne le montrent pas",
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
            Réimportez chaque fois que l’app en a davantage : seules les lignes qu’aucun import
            précédent n’a enregistrées sont ajoutées, comme avec import lubelogger (une ligne est
            reconnue à ce qu’elle dit, par véhicule ; deux lignes identiques sont deux données ; une
            donnée supprimée depuis reste supprimée sauf si --restore-removed la ramène). Chaque ligne
            est aussi mémorisée telle qu’écrite avec ce qu’elle signifiait (jour, compteur et unité,
            quantité et unité, montant et devise) : le même fichier relu, par cette commande ou une
            autre (import lubelogger, import csv), avec le même sens n’ajoute rien ; relu avec un autre
            sens (autre --volume-unit, --day-order, --currency…) il est refusé avec les deux sens et
            rien n’est enregistré. Chaque véhicule du fichier va dans le véhicule du carnet portant son
            nom, créé s’il manque, ou dans --vehicle pour un fichier d’un seul véhicule. Les pleins
            deviennent des données de carburant (quantité, unité, plein complet, plein manqué, coût) ;
            les coûts d’entretien deviennent des dépenses d’entretien, les autres coûts des dépenses de
            la catégorie que désigne leur nom. Nombres et dates sont lus de la même façon sur toute
            machine : les unités, le séparateur décimal et l’ordre des jours que le fichier indique,
            sinon les options, sinon l’habitude de l’app ; quand rien ne le dit, l’import demande
            l’option. Un relevé inférieur au précédent est enregistré comme correction, listé avec sa
            ligne ; une cellule erronée est refusée avec file:line:column et rien n’est enregistré. Un
            plein sans compteur est gardé sans relevé (son carburant compte dans la consommation du
            trajet où tombe son jour). Un compteur écrit avec une fraction (le 53288.5 de Fuelio) est
            enregistré arrondi au demi supérieur à l’unité entière, et listé. Un véhicule créé par
            l’import garde l’immatriculation que donne le fichier (Fuelio, aCar) et consomme les
            énergies que ses pleins indiquent (le Type de Fuelly, le carburant de Drivvo, le
            --second-tank de Fuelio) ; un plein d’une énergie qu’un véhicule existant ne consomme pas
            est refusé avec sa ligne.
            """,
        "import Fuelio's CSV export (fill-ups and costs)": "importer l’export CSV de Fuelio (pleins et coûts)",
        "what the vehicle's second tank holds (lpg, electricity…): its fill-ups become that energy's chain": "ce que contient le second réservoir du véhicule (lpg, electricity…) : ses pleins deviennent la chaîne de cette énergie",
        "import Drivvo's CSV export (fill-ups and costs)": "importer l’export CSV de Drivvo (pleins et coûts)",
        "import aCar's CSV export (fill-ups and costs)": "importer l’export CSV de aCar (pleins et coûts)",
        "import CSV's CSV export (fill-ups and costs)": "importer l’export CSV de CSV (pleins et coûts)",
    ]
}

extension CLIHelpText {
    /// Spanish help of the imports (rates, LubeLogger and the fuel apps).
    static let spanishImports: [String: String] = [
        "import the ECB's euro reference rates (eurofxref-hist.csv)": "importar los tipos de referencia del euro del BCE (eurofxref-hist.csv)",
        "the CSV file": "el archivo CSV",
        "import a LubeLogger CSV export (gas, service, odometer and tax records)": "importar una exportación CSV de LubeLogger (registros de combustible, servicios, cuentakilómetros e impuestos)",
        "the directory with gasrecords.csv, servicerecords.csv, …": "el directorio con gasrecords.csv, servicerecords.csv, …",
        "the vehicle to import into (created when missing; required)": "el vehículo en el que importar (se crea si no existe; obligatorio)",
        "the costs' currency: must agree with their sign ($ is USD unless this names another dollar); needed when they carry none": "la moneda de los costes: debe concordar con su símbolo ($ es USD salvo que esta indique otro dólar); necesaria cuando no llevan ninguno",
        "the unit the export counts distances in (default mi); a vehicle in the other unit gets them converted": "la unidad en la que la exportación cuenta las distancias (por defecto mi); un vehículo en la otra unidad las recibe convertidas",
        "the same as --unit, under the name every import takes": "lo mismo que --unit, con el nombre que admite toda importación",
        "the unit of the quantities, when the file does not say": "la unidad de las cantidades, cuando el archivo no la indica",
        "how the export writes decimals (default point, LubeLogger's US habit: 1,234.56)": "cómo escribe la exportación los decimales (por defecto point, la costumbre estadounidense de LubeLogger: 1,234.56)",
        "how the export writes dates (default month-first, LubeLogger's M/D/YYYY)": "cómo escribe la exportación las fechas (por defecto month-first, el M/D/YYYY de LubeLogger)",
        "also add the export's reminders as maintenance plan items": "añadir también los recordatorios de la exportación como elementos del plan de mantenimiento",
        "add again the rows whose records were removed since an earlier import": "volver a añadir las filas cuyos registros se eliminaron desde una importación anterior",
        "say what the import would add, skip and refuse, and change nothing": "decir qué añadiría, omitiría y rechazaría la importación, sin cambiar nada",
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
            Vuelve a importar siempre que LubeLogger tenga más: solo se añaden las filas que ninguna
            importación anterior guardó. Una fila se reconoce por lo que dice (tipo, fecha, cuentakilómetros,
            cantidad, coste, descripción y nota), por vehículo, esté donde esté en el archivo; dos filas
            idénticas son dos registros, y se reconocen de nuevo como dos. Un registro eliminado después de su
            importación sigue eliminado cuando vuelves a importar (la salida lo cuenta; --restore-removed lo
            trae de vuelta); una importación deshecha se vuelve a importar; las filas que desaparecieron del
            archivo se dejan como están.

            La exportación de LubeLogger no dice su unidad de distancia: --unit (o --distance-unit) la dice
            (por defecto mi, que un vehículo en km rechaza hasta que la indiques). Un vehículo creado por la
            importación cuenta en esa unidad; en uno de la otra unidad (añádelo primero: vehicle add --unit
            km), los valores del cuentakilómetros y las distancias de los recordatorios se convierten, cada uno
            redondeado a la unidad entera más cercana. Las cantidades de combustible se guardan tal como están
            escritas, como el cuaderno guarda cualquier cantidad, en galones estadounidenses con mi y litros
            con km, salvo que --volume-unit diga otra cosa (el ajuste UK MPG de LubeLogger cuenta millas con
            litros: --volume-unit l). Un repostaje que import csv guardó del mismo gasrecords.csv se reconoce
            de nuevo, y viceversa. Los costes mantienen su moneda (la app convierte al mostrarlos): la que
            indica su símbolo, o --currency cuando no llevan ninguno; una --currency que el símbolo contradice
            se rechaza con la celda.

            LubeLogger escribe números y fechas con la cultura de su servidor: 1,234.56 y M/D/YYYY en EE. UU.;
            --decimal-separator comma y --day-order day-first leen el 1.234,56 y el D/M/YYYY de un servidor
            europeo.

            Cada fila se recuerda tal como está escrita con lo que significaba (día, cuentakilómetros y unidad,
            cantidad y unidad, importe y moneda): volver a importarla, con este comando o con import csv, con
            el mismo significado no añade nada; con otro significado (otra --volume-unit, --day-order…) se
            rechaza con ambos, y no se guarda nada.

            Una lectura inferior a la anterior se guarda como corrección, listada con su línea, para que quede
            fuera de la serie de comprobaciones del cuentakilómetros; las lecturas que escribas después se
            comprueban como siempre. Una lectura superior a una posterior que ya está en el cuaderno se rechaza
            con su línea. Una fecha, un cuentakilómetros o un coste en blanco se rechaza con su línea y
            columna. Las notas pierden los caracteres de control y de dirección del texto (los saltos de línea
            pasan a ser espacios), y la salida dice cuántas se limpiaron.
            """,
        "import Fuelly's CSV export (fill-ups and costs)": "importar la exportación CSV de Fuelly (repostajes y costes)",
        "the app's CSV export": "la exportación CSV de la app",
        "the logbook vehicle to import into (created when missing); needed when the file does not name its vehicle": "el vehículo del cuaderno en el que importar (se crea si no existe); necesario cuando el archivo no indica su vehículo",
        "the costs' currency (the apps write none; needed when the file has costs)": "la moneda de los costes (las apps no escriben ninguna; necesaria cuando el archivo tiene costes)",
        "the unit of the odometer values, when the file does not say": "la unidad de los valores del cuentakilómetros, cuando el archivo no la indica",
        "how the file writes decimals, when its numbers do not show it": "cómo escribe el archivo los decimales, cuando sus números no lo muestran",
        "how the file writes dates, when they do not show it": "cómo escribe el archivo las fechas, cuando no lo muestran",
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
            Vuelve a importar siempre que la app tenga más: solo se añaden las filas que ninguna
            importación anterior guardó, como con import lubelogger (una fila se reconoce por lo que
            dice, por vehículo; dos filas idénticas son dos registros; un registro eliminado desde
            entonces sigue eliminado salvo que --restore-removed lo traiga de vuelta). Cada fila se
            recuerda además tal como está escrita con lo que significaba (día, cuentakilómetros y
            unidad, cantidad y unidad, importe y moneda): el mismo archivo leído de nuevo, por este
            comando u otro (import lubelogger, import csv), con el mismo significado no añade nada;
            leído con otro significado (otra --volume-unit, --day-order, --currency…) se rechaza con
            ambos significados y no se guarda nada. Cada vehículo del archivo va al vehículo del
            cuaderno con su nombre, que se crea si no existe, o a --vehicle en un archivo de un solo
            vehículo. Los repostajes pasan a ser registros de combustible (cantidad, unidad, depósito
            lleno, repostaje omitido, coste); los costes de servicio pasan a ser gastos de revisión, los
            demás costes gastos de la categoría que indica su nombre. Los números y las fechas se leen
            igual en cualquier máquina: las unidades, el separador decimal y el orden del día que
            declara el archivo, si no las opciones, si no la costumbre de la app; cuando nada lo dice,
            la importación pide la opción. Una lectura inferior a la anterior se guarda como corrección,
            listada con su línea; una celda errónea se rechaza con file:line:column y no se guarda nada.
            Un repostaje sin cuentakilómetros se guarda sin lectura (su combustible cuenta en el consumo
            del tramo en el que cae su día). Un cuentakilómetros escrito con decimales (el 53288.5 de
            Fuelio) se guarda redondeado a la unidad entera, con las mitades hacia arriba, y se lista.
            Un vehículo creado por la importación conserva la matrícula que da el archivo (Fuelio, aCar)
            y funciona con las energías que indican sus repostajes (el Type de Fuelly, el combustible de
            Drivvo, el --second-tank de Fuelio); un repostaje de una energía con la que un vehículo
            existente no funciona se rechaza con su línea.
            """,
        "import Fuelio's CSV export (fill-ups and costs)": "importar la exportación CSV de Fuelio (repostajes y costes)",
        "what the vehicle's second tank holds (lpg, electricity…): its fill-ups become that energy's chain": "lo que contiene el segundo depósito del vehículo (lpg, electricity…): sus repostajes pasan a ser la cadena de esa energía",
        "import Drivvo's CSV export (fill-ups and costs)": "importar la exportación CSV de Drivvo (repostajes y costes)",
        "import aCar's CSV export (fill-ups and costs)": "importar la exportación CSV de aCar (repostajes y costes)",
        "import CSV's CSV export (fill-ups and costs)": "importar la exportación CSV de CSV (repostajes y costes)",
    ]
}

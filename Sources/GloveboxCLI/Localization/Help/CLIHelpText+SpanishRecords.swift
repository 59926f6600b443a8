extension CLIHelpText {
    /// Spanish help of the vehicles, readings, expenses, fill-ups, economy, maintenance, services and deadlines.
    static let spanishRecords: [String: String] = [
        "add a vehicle": "añadir un vehículo",
        "its name, unique in the garage": "su nombre, único en el garaje",
        "the make, such as Jeep": "la marca, por ejemplo Jeep",
        "the model, such as Cherokee": "el modelo, por ejemplo Cherokee",
        "the model year": "el año del modelo",
        "the licence plate (private: it leaves this device only sealed with the vehicle's key)": "la matrícula (privada: solo sale de este dispositivo sellada con la clave del vehículo)",
        "the odometer's unit (default km)": "la unidad del cuentakilómetros (por defecto km)",
        "what it runs on, comma-separated, main first: petrol, diesel, lpg, electricity (default: its first fill-up's)": "con qué funciona, separado por comas, la principal primero: petrol, diesel, lpg, electricity (por defecto: la de su primer repostaje)",
        """
        The vehicle is yours (its owner) and counts towards your plan; others see it only through a share.
        --energy says what it runs on, its main energy first (a plug-in hybrid: petrol,electricity): each
        energy's economy is measured on its own, and the widget and Siri show the main one's.
        """: """
            El vehículo es tuyo (eres su propietario) y cuenta para tu plan; los demás solo lo ven mediante un
            acceso compartido.
            --energy dice con qué funciona, su energía principal primero (un híbrido enchufable:
            petrol,electricity): el consumo de cada energía se mide por separado, y el widget y Siri muestran
            el de la principal.
            """,
        "list the vehicles": "listar los vehículos",
        "show a vehicle with its odometer, forecast, maintenance and deadlines": "mostrar un vehículo con su cuentakilómetros, previsión, mantenimiento y plazos",
        "change a vehicle: its name, make, model, year, plate, distance unit or energies": "cambiar un vehículo: nombre, marca, modelo, año, matrícula, unidad de distancia o energías",
        "a new name, unique in the garage (the id stays)": "un nuevo nombre, único en el garaje (el id se mantiene)",
        "drop the model year": "quitar el año del modelo",
        "a new odometer unit; the distances are converted": "una nueva unidad del cuentakilómetros; las distancias se convierten",
        "with --unit: keep the numbers, they were typed in that unit all along": "con --unit: mantener los números, siempre se escribieron en esa unidad",
        """
        Empty text clears the make, model or plate. The id stays, so links and widgets keep pointing at it.
        A new --unit converts every distance stored for the vehicle (readings, plan intervals, due points,
        warnings, postponements) to the nearest whole unit, so that the odometer means the same distance;
        'glovebox undo' restores the exact values. If the vehicle was added with the wrong unit and its
        numbers were typed in the new one all along, add --relabel: the numbers stay and only their unit changes.
        A new --energy list keeps each fill-up in its chain: fill-ups that never named their energy follow
        a corrected one (petrol → diesel), and an energy a fill-up names cannot be dropped.
        """: """
            Un texto vacío borra la marca, el modelo o la matrícula. El id se mantiene, así que los enlaces y los
            widgets siguen apuntando a él.
            Una nueva --unit convierte cada distancia guardada para el vehículo (lecturas, intervalos del plan,
            vencimientos, avisos, aplazamientos) a la unidad entera más cercana, para que el cuentakilómetros
            signifique la misma distancia; 'glovebox undo' restaura los valores exactos. Si el vehículo se añadió con
            la unidad equivocada y sus números siempre se escribieron en la nueva, añade --relabel: los números se
            mantienen y solo cambia su unidad.
            Una nueva lista --energy mantiene cada repostaje en su cadena: los repostajes que nunca indicaron su
            energía siguen a una corregida (petrol → diesel), y una energía que indica un repostaje no se puede
            quitar.
            """,
        "remove a vehicle and every record of it": "eliminar un vehículo y todos sus registros",
        "It says what goes with the vehicle and, on a terminal, asks first; otherwise it needs --yes. 'glovebox undo' brings it back.": "Dice qué se va con el vehículo y, en un terminal, pregunta antes; si no, necesita --yes. 'glovebox undo' lo trae de vuelta.",
        "log an odometer reading": "registrar una lectura del cuentakilómetros",
        "the odometer, in the vehicle's unit": "el cuentakilómetros, en la unidad del vehículo",
        "the day of the reading (default today)": "el día de la lectura (por defecto hoy)",
        "accept a value lower than earlier readings (a correction)": "aceptar un valor inferior a lecturas anteriores (una corrección)",
        "a note": "una nota",
        "add an expense": "añadir un gasto",
        "such as 45.90 (a dot, no thousands separators)": "por ejemplo 45.90 (un punto, sin separadores de miles)",
        "ISO 4217 code such as EUR": "código ISO 4217, por ejemplo EUR",
        "the day paid (default today)": "el día del pago (por defecto hoy)",
        "fuel, service, repair, insurance, tax, parking, tolls or other (default other)": "fuel, service, repair, insurance, tax, parking, tolls u other (por defecto other)",
        "your own rate: units of the home currency per 1 CURRENCY (wins over ECB)": "tu propio cambio: unidades de la moneda principal por 1 CURRENCY (prevalece sobre el del BCE)",
        "the odometer when paid": "el cuentakilómetros al pagar",
        "the odometer corrects earlier readings": "el cuentakilómetros corrige lecturas anteriores",
        "fuel quantity bought (litres; US gallons on a vehicle in miles: 'fuel add' names the unit)": "cantidad de combustible comprada (litros; galones estadounidenses en un vehículo en millas: 'fuel add' indica la unidad)",
        "list the latest expenses, oldest first": "listar los gastos más recientes, del más antiguo al más nuevo",
        "id or name (default: every vehicle)": "id o nombre (por defecto: todos los vehículos)",
        "only this vehicle (id or name)": "solo este vehículo (id o nombre)",
        "from this day": "desde este día",
        "through this day": "hasta este día, incluido",
        "how many of the latest to list (default 50, at most 10,000)": "cuántos de los más recientes listar (por defecto 50, como máximo 10,000)",
        "list the latest readings logged on their own, oldest first": "listar las lecturas más recientes registradas por separado, de la más antigua a la más nueva",
        "show one reading": "mostrar una lectura",
        "the record's id, as its list prints it": "el id del registro, tal como lo imprime su lista",
        "change a reading: its value, day, correction mark or note": "cambiar una lectura: valor, día, marca de corrección o nota",
        "the day of the reading": "el día de la lectura",
        "mark it a correction (it may then be lower than earlier readings)": "marcarla como corrección (entonces puede ser inferior a lecturas anteriores)",
        "mark it a plain reading again": "volver a marcarla como lectura normal",
        "The reading is checked as a new one is, against the readings around it. An empty --note clears it.": "La lectura se comprueba como una nueva, frente a las lecturas que la rodean. Una --note vacía borra la nota.",
        "remove a reading ('glovebox undo' brings it back)": "eliminar una lectura ('glovebox undo' la trae de vuelta)",
        "show one expense": "mostrar un gasto",
        "change an expense: any of the fields it was added with": "cambiar un gasto: cualquiera de los campos con los que se añadió",
        "the amount, in its currency (or in --currency)": "el importe, en su moneda (o en --currency)",
        "a new currency for the amount": "una nueva moneda para el importe",
        "the day paid": "el día del pago",
        "fuel, service, repair, insurance, tax, parking, tolls or other": "fuel, service, repair, insurance, tax, parking, tolls u other",
        "your own rate: units of the home currency per 1 of the currency": "tu propio cambio: unidades de la moneda principal por 1 de la moneda",
        "drop your own rate (the ECB's applies)": "quitar tu propio cambio (se aplica el del BCE)",
        "drop the odometer": "quitar el cuentakilómetros",
        "a new fuel quantity, in the fill's unit ('fuel edit ID --volume Q UNIT' changes the unit)": "una nueva cantidad de combustible, en la unidad del repostaje ('fuel edit ID --volume Q UNIT' cambia la unidad)",
        "drop the fuel quantity": "quitar la cantidad de combustible",
        "The expense is checked as a new one is (its odometer against the readings around it). An empty --note clears it.": "El gasto se comprueba como uno nuevo (su cuentakilómetros frente a las lecturas que lo rodean). Una --note vacía borra la nota.",
        "remove an expense ('glovebox undo' brings it back)": "eliminar un gasto ('glovebox undo' lo trae de vuelta)",
        "add a fill-up (or an electric charge)": "añadir un repostaje (o una carga eléctrica)",
        "the quantity bought, such as 42.5": "la cantidad comprada, por ejemplo 42.5",
        "l, us-gal, imp-gal or kwh (kwh for an electric charge)": "l, us-gal, imp-gal o kwh (kwh para una carga eléctrica)",
        "the odometer at the fill, in the vehicle's unit (required)": "el cuentakilómetros al repostar, en la unidad del vehículo (obligatorio)",
        "the tank was not filled to full": "no se llenó el depósito",
        "the fill-up before this one was not recorded": "el repostaje anterior a este no se registró",
        "petrol, diesel, lpg or electricity (default: the vehicle's for the unit)": "petrol, diesel, lpg o electricity (por defecto: la del vehículo para la unidad)",
        "what it cost (an expense in any currency)": "lo que costó (un gasto en cualquier moneda)",
        "your own rate: units of the home currency per 1 of the cost's currency": "tu propio cambio: unidades de la moneda principal por 1 de la moneda del coste",
        "the day of the fill (default today)": "el día del repostaje (por defecto hoy)",
        """
        Economy is measured between full fill-ups: a --partial fill's fuel joins the next full fill's
        stretch, and --missed (a fill-up before this one was never recorded) leaves the stretch ending
        here out. The odometer is checked against the readings around it, as every reading is.
        Without --cost the fill's cost is unknown, and cost per distance leaves its stretch out.
        Each energy is a chain of its own (a plug-in hybrid's petrol and its charges are measured apart);
        a fill of an energy the vehicle does not run on is refused ('glovebox vehicle edit --energy').
        """: """
            El consumo se mide entre repostajes completos: el combustible de un repostaje --partial se suma
            al tramo del siguiente completo, y --missed (nunca se registró un repostaje anterior a este) deja
            fuera el tramo que termina aquí. El cuentakilómetros se comprueba frente a las lecturas que lo
            rodean, como cualquier lectura. Sin --cost, el coste del repostaje es desconocido, y el coste por
            distancia deja fuera su tramo. Cada energía es una cadena propia (la gasolina y las cargas de un
            híbrido enchufable se miden por separado); un repostaje de una energía con la que el vehículo no
            funciona se rechaza ('glovebox vehicle edit --energy').
            """,
        "list the latest fill-ups, oldest first": "listar los repostajes más recientes, del más antiguo al más nuevo",
        "show one fill-up": "mostrar un repostaje",
        "change a fill-up: any of the fields it was added with": "cambiar un repostaje: cualquiera de los campos con los que se añadió",
        "a new quantity and its unit": "una nueva cantidad y su unidad",
        "a new odometer at the fill, in the vehicle's unit": "un nuevo cuentakilómetros al repostar, en la unidad del vehículo",
        "the tank was filled to full (edit: undoes --partial)": "se llenó el depósito (al editar: deshace --partial)",
        "edit: the fill-up before this one was recorded after all": "al editar: el repostaje anterior a este sí se registró",
        "a new day of the fill": "un nuevo día del repostaje",
        "The fill-up is checked as a new one is (its odometer against the readings around it). An empty --note clears it.": "El repostaje se comprueba como uno nuevo (su cuentakilómetros frente a las lecturas que lo rodean). Una --note vacía borra la nota.",
        "remove a fill-up and its cost ('glovebox undo' brings it back)": "eliminar un repostaje y su coste ('glovebox undo' los trae de vuelta)",
        "fuel economy: per fill-up, last, over a window and lifetime, with cost per distance": "consumo: por repostaje, el último, en una ventana y desde siempre, con el coste por distancia",
        "l/100km, km/l, mpg-us, mpg-uk, kwh/100km or mi/kwh (default: the economy preference, else mpg-us in miles, l/100km in km)": "l/100km, km/l, mpg-us, mpg-uk, kwh/100km o mi/kwh (por defecto: la preferencia economy, si no mpg-us en millas, l/100km en km)",
        "the window: the last N segments (default 5)": "la ventana: los últimos N tramos (por defecto 5)",
        "the window: the segments that close on or after this day": "la ventana: los tramos que terminan este día o después",
        """
        Consumption is measured only between full fill-ups: a partial fill's fuel joins the next full
        fill's stretch, and a stretch that ends at a fill marked --missed is left out, not averaged in.
        A fill without an odometer reading is placed by its day and its fuel counts in the stretch it
        falls in (a full one cannot end a stretch, so the two around it become one); each is listed.
        Averages are distance-weighted (total fuel over total distance), so one never lies outside its
        stretches' smallest and largest figures. Cost per distance counts the stretches whose every
        fill has a cost, converted into the home currency as every expense is.
        """: """
            El consumo solo se mide entre repostajes completos: el combustible de un repostaje parcial se
            suma al tramo del siguiente completo, y un tramo que termina en un repostaje marcado --missed
            se deja fuera, no entra en la media. Un repostaje sin lectura del cuentakilómetros se sitúa por
            su día y su combustible cuenta en el tramo en el que cae (uno completo no puede terminar un
            tramo, así que los dos que lo rodean pasan a ser uno); cada uno se lista. Las medias se
            ponderan por distancia (combustible total entre distancia total), así que nunca quedan fuera de
            los valores mínimo y máximo de sus tramos. El coste por distancia cuenta los tramos en los que
            todos los repostajes tienen coste, convertido a la moneda principal como cualquier gasto.
            """,
        "add a maintenance plan item (due every N months and/or N distance, whichever first)": "añadir un elemento al plan de mantenimiento (vence cada N meses y/o N de distancia, lo que llegue antes)",
        "such as 'Oil change'": "por ejemplo 'Cambio de aceite'",
        "the interval in months": "el intervalo en meses",
        "the interval in the vehicle's unit": "el intervalo en la unidad del vehículo",
        "the first due date (before any service is logged)": "la primera fecha de vencimiento (antes de registrar ningún servicio)",
        "the first due odometer value": "el primer valor de vencimiento del cuentakilómetros",
        "warn this many days before (default 30)": "avisar con estos días de antelación (por defecto 30)",
        "warn this much distance before (default 1,000 km / 500 mi)": "avisar con esta distancia de antelación (por defecto 1,000 km / 500 mi)",
        "list maintenance items with their next due point, next one first": "listar los elementos de mantenimiento con su próximo vencimiento, el más cercano primero",
        "log that a maintenance item was done (clears its postponement)": "registrar que se hizo un elemento de mantenimiento (anula su aplazamiento)",
        "the day it was done (default today)": "el día en que se hizo (por defecto hoy)",
        "the odometer then": "el cuentakilómetros en ese momento",
        "what it cost (also recorded as a service expense)": "lo que costó (también se registra como gasto de revisión)",
        "postpone an item's current occurrence": "aplazar la ocurrencia actual de un elemento",
        "by N days": "N días",
        "by N distance units": "N unidades de distancia",
        "until a day": "hasta un día",
        "until an odometer value": "hasta un valor del cuentakilómetros",
        "Give exactly one of --days, --distance, --until-date, --until-distance.": "Indica exactamente una de --days, --distance, --until-date, --until-distance.",
        "show one maintenance item with its next due point": "mostrar un elemento de mantenimiento con su próximo vencimiento",
        "change a maintenance item: its name, intervals, first due points or warnings": "cambiar un elemento de mantenimiento: nombre, intervalos, primeros vencimientos o avisos",
        "a new name": "un nuevo nombre",
        "no interval in months": "sin intervalo en meses",
        "no interval in distance": "sin intervalo de distancia",
        "no first due date": "sin primera fecha de vencimiento",
        "no first due odometer value": "sin primer valor de vencimiento del cuentakilómetros",
        "warn the default 30 days before": "avisar con los 30 días de antelación por defecto",
        "warn the unit's default distance before": "avisar con la distancia por defecto de la unidad",
        "The item is checked as a new one is: a name no other item of the vehicle has, and at least one interval or first due point.": "El elemento se comprueba como uno nuevo: un nombre que ningún otro elemento del vehículo tenga, y al menos un intervalo o un primer vencimiento.",
        "remove a maintenance item with its logged services": "eliminar un elemento de mantenimiento con sus servicios registrados",
        "Its services and their costs go with it: it says how many and, on a terminal, asks first; otherwise it needs --yes. 'glovebox undo' brings them back.": "Sus servicios y sus costes se van con él: dice cuántos y, en un terminal, pregunta antes; si no, necesita --yes. 'glovebox undo' los trae de vuelta.",
        "list the latest logged services, oldest first": "listar los servicios registrados más recientes, del más antiguo al más nuevo",
        "show one logged service": "mostrar un servicio registrado",
        "change a logged service: its day, odometer, cost or note": "cambiar un servicio registrado: día, cuentakilómetros, coste o nota",
        "the day it was done": "el día en que se hizo",
        "what it cost (its service expense)": "lo que costó (su gasto de revisión)",
        "drop the cost (and its expense)": "quitar el coste (y su gasto)",
        "The service is checked as a new one is; its cost expense follows. An empty --note clears it; the item's postponement stays as it is.": "El servicio se comprueba como uno nuevo; el gasto de su coste lo acompaña. Una --note vacía borra la nota; el aplazamiento del elemento se queda como está.",
        "remove a logged service and its cost ('glovebox undo' brings them back)": "eliminar un servicio registrado y su coste ('glovebox undo' los trae de vuelta)",
        "add a deadline (insurance, inspection, road tax, …)": "añadir un plazo (seguro, ITV, impuesto de circulación, …)",
        "insurance, inspection, road-tax, registration, driving-licence, warranty, custom": "insurance, inspection, road-tax, registration, driving-licence, warranty, custom",
        "the due date, YYYY-MM-DD": "la fecha de vencimiento, YYYY-MM-DD",
        "the title (default: the kind's name)": "el título (por defecto: el nombre del tipo)",
        "warn this many days before (default per kind)": "avisar con estos días de antelación (por defecto, según el tipo)",
        "recurs every N months on a fixed schedule": "se repite cada N meses con un calendario fijo",
        "list deadlines, soonest first": "listar los plazos, el más próximo primero",
        "renew a deadline: a recurring one moves by its interval from its old due date": "renovar un plazo: uno periódico avanza su intervalo desde su fecha de vencimiento anterior",
        "id, title or kind": "id, título o tipo",
        "the new due date (required for a one-off deadline)": "la nueva fecha de vencimiento (obligatoria para un plazo único)",
        "show one deadline": "mostrar un plazo",
        "change a deadline: its kind, title, due date, warning or recurrence": "cambiar un plazo: tipo, título, fecha de vencimiento, aviso o repetición",
        "a new kind": "un nuevo tipo",
        "a new title (empty: the kind's name)": "un nuevo título (vacío: el nombre del tipo)",
        "a new due date (a new schedule starts from it)": "una nueva fecha de vencimiento (un nuevo calendario empieza en ella)",
        "warn the kind's default days before": "avisar con los días por defecto del tipo",
        "make it a one-off": "hacerlo único",
        "remove a deadline ('glovebox undo' brings it back)": "eliminar un plazo ('glovebox undo' lo trae de vuelta)",
    ]
}

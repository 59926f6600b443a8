import SnapshotBuilding

extension CLIPlural {
    /// Spanish: one, many (whole millions) and other.
    static let spanish: [CLIPlural: [PluralCategory: String]] = [
        .lostEdits: [
            .one: "[conflicto] {count} de tus cambios fue sustituido por el de un miembro del hogar: consulta 'glovebox conflicts list'",
            .many: "[conflicto] {count} de tus cambios fueron sustituidos por los de un miembro del hogar: consulta 'glovebox conflicts list'",
            .other: "[conflicto] {count} de tus cambios fueron sustituidos por los de un miembro del hogar: consulta 'glovebox conflicts list'",
        ],
        .everyMonths: [.one: "cada {count} mes", .many: "cada {count} de meses", .other: "cada {count} meses"],
        .records: [.one: "{count} registro", .many: "{count} de registros", .other: "{count} registros"],
        .missingRates: [
            .one: "{count} registro no tenía tipo de cambio para su fecha y no está en los totales:",
            .many: "{count} de registros no tenían tipo de cambio para su fecha y no están en los totales:",
            .other: "{count} registros no tenían tipo de cambio para su fecha y no están en los totales:",
        ],
        .segments: [.one: "{count} tramo", .many: "{count} de tramos", .other: "{count} tramos"],
        .windowLast: [.one: "último {count} tramo", .many: "últimos {count} de tramos", .other: "últimos {count} tramos"],
        .waitingPartials: [.one: "a la espera: {count} repostaje parcial desde el último completo cuenta en el próximo completo", .many: "a la espera: {count} de repostajes parciales desde el último completo cuentan en el próximo completo", .other: "a la espera: {count} repostajes parciales desde el último completo cuentan en el próximo completo"],
        .withoutOdometer: [.one: "{count} repostaje sin cuentakilómetros: su combustible cuenta en el tramo en que cae su día (uno completo une los tramos de alrededor); 'glovebox fuel edit ID --odometer N' le da una lectura", .many: "{count} de repostajes sin cuentakilómetros: su combustible cuenta en el tramo en que cae su día (uno completo une los tramos de alrededor); 'glovebox fuel edit ID --odometer N' da una lectura a uno", .other: "{count} repostajes sin cuentakilómetros: su combustible cuenta en el tramo en que cae su día (uno completo une los tramos de alrededor); 'glovebox fuel edit ID --odometer N' da una lectura a uno"],
        .skipNoLevel: [.one: "{count} repostaje sin repostaje completo antes: {level} de partida es desconocido", .many: "{count} de repostajes sin repostaje completo antes: {level} de partida es desconocido", .other: "{count} repostajes sin repostaje completo antes: {level} de partida es desconocido"],
        .skipMissed: [.one: "{count} repostaje tras uno no registrado (--missed): excluido, no promediado", .many: "{count} de repostajes tras uno no registrado (--missed): excluidos, no promediados", .other: "{count} repostajes tras uno no registrado (--missed): excluidos, no promediados"],
        .countReadings: [.one: "{count} lectura", .many: "{count} de lecturas", .other: "{count} lecturas"],
        .countExpenses: [.one: "{count} gasto", .many: "{count} de gastos", .other: "{count} gastos"],
        .countItems: [.one: "{count} mantenimiento previsto", .many: "{count} de mantenimientos previstos", .other: "{count} mantenimientos previstos"],
        .countServices: [.one: "{count} mantenimiento hecho", .many: "{count} de mantenimientos hechos", .other: "{count} mantenimientos hechos"],
        .countDeadlines: [.one: "{count} plazo", .many: "{count} de plazos", .other: "{count} plazos"],
        .countLoggedServices: [.one: "{count} mantenimiento anotado", .many: "{count} de mantenimientos anotados", .other: "{count} mantenimientos anotados"],
        .countVehicles: [.one: "{count} vehículo", .many: "{count} de vehículos", .other: "{count} vehículos"],
        .countRecords: [.one: "{count} registro", .many: "{count} de registros", .other: "{count} registros"],
        .countRates: [.one: "{count} tipo de cambio", .many: "{count} de tipos de cambio", .other: "{count} tipos de cambio"],
        .countNotes: [.one: "{count} nota", .many: "{count} de notas", .other: "{count} notas"],
        .remindNothingNew: [.one: "nada nuevo que avisar ({count} elemento vence pronto, vence o está vencido, ya avisado)", .many: "nada nuevo que avisar ({count} de elementos vencen pronto, vencen o están vencidos, cada uno ya avisado)", .other: "nada nuevo que avisar ({count} elementos vencen pronto, vencen o están vencidos, cada uno ya avisado)"],
        .remindHeldElsewhere: [.one: "otro dispositivo de la cuenta está enviando {count} mensaje; la próxima ejecución lo comprueba", .many: "otro dispositivo de la cuenta está enviando {count} de mensajes; la próxima ejecución los comprueba", .other: "otro dispositivo de la cuenta está enviando {count} mensajes; la próxima ejecución los comprueba"],
        .remindLate: [.one: "se avisó al servidor del hogar de {count} mensaje enviado mientras no respondía", .many: "se avisó al servidor del hogar de {count} de mensajes enviados mientras no respondía", .other: "se avisó al servidor del hogar de {count} mensajes enviados mientras no respondía"],
        .prefsCurrencyRefused: [
            .one: "moneda principal {code} rechazada: ninguna fuente de tipos de cambio convierte a ella ({why}), así que {count} gasto en otras monedas quedaría fuera de todos los totales; importa primero tipos de cambio que tengan {code} ('glovebox rates import FILE', un archivo con el formato del BCE y una columna {code})",
            .many: "moneda principal {code} rechazada: ninguna fuente de tipos de cambio convierte a ella ({why}), así que {count} de gastos en otras monedas quedarían fuera de todos los totales; importa primero tipos de cambio que tengan {code} ('glovebox rates import FILE', un archivo con el formato del BCE y una columna {code})",
            .other: "moneda principal {code} rechazada: ninguna fuente de tipos de cambio convierte a ella ({why}), así que {count} gastos en otras monedas quedarían fuera de todos los totales; importa primero tipos de cambio que tengan {code} ('glovebox rates import FILE', un archivo con el formato del BCE y una columna {code})",
        ],
        .ratesCount: [.one: "{count} tipo de cambio", .many: "{count} de tipos de cambio", .other: "{count} tipos de cambio"],
        .ratesCurrencies: [.one: "{count} moneda", .many: "{count} de monedas", .other: "{count} monedas"],
        .ratesDays: [.one: "{count} día", .many: "{count} de días", .other: "{count} días"],
        .ratesMissingCells: [.one: "{count} celda sin tipo de cambio", .many: "{count} de celdas sin tipo de cambio", .other: "{count} celdas sin tipo de cambio"],
        .ratesSkipped: [
            .one: "; omitida {count} columna de monedas desconocidas: {codes}",
            .many: "; omitidas {count} de columnas de monedas desconocidas: {codes}",
            .other: "; omitidas {count} columnas de monedas desconocidas: {codes}",
        ],
        .importNewRecords: [
            .one: "{count} registro nuevo",
            .many: "{count} de registros nuevos",
            .other: "{count} registros nuevos",
        ],
        .importAlready: [
            .one: "{count} ya importado",
            .many: "{count} ya importados",
            .other: "{count} ya importados",
        ],
        .importRemovedSince: [
            .one: "{count} eliminado desde entonces, omitido",
            .many: "{count} eliminados desde entonces, omitidos",
            .other: "{count} eliminados desde entonces, omitidos",
        ],
        .importOdometerValues: [
            .one: "{count} valor del cuentakilómetros",
            .many: "{count} de valores del cuentakilómetros",
            .other: "{count} valores del cuentakilómetros",
        ],
        .importReminderDistances: [
            .one: "{count} distancia de recordatorio",
            .many: "{count} de distancias de recordatorio",
            .other: "{count} distancias de recordatorio",
        ],
        .importLeftOutRemoved: [
            .one: "omitida {count} fila cuyo registro se eliminó después de una importación anterior (--restore-removed lo recupera): {list}",
            .many: "omitidas {count} de filas cuyos registros se eliminaron después de una importación anterior (--restore-removed los recupera): {list}",
            .other: "omitidas {count} filas cuyos registros se eliminaron después de una importación anterior (--restore-removed los recupera): {list}",
        ],
        .importBroughtBack: [
            .one: "recuperada {count} fila cuyo registro se eliminó después de una importación anterior: {list}",
            .many: "recuperadas {count} de filas cuyos registros se eliminaron después de una importación anterior: {list}",
            .other: "recuperadas {count} filas cuyos registros se eliminaron después de una importación anterior: {list}",
        ],
        .importBroughtBackDry: [
            .one: "se recuperaría {count} fila cuyo registro se eliminó después de una importación anterior: {list}",
            .many: "se recuperarían {count} de filas cuyos registros se eliminaron después de una importación anterior: {list}",
            .other: "se recuperarían {count} filas cuyos registros se eliminaron después de una importación anterior: {list}",
        ],
        .importUndone: [
            .one: "{count} fila de una importación deshecha se importó de nuevo",
            .many: "{count} de filas de una importación deshecha se importaron de nuevo",
            .other: "{count} filas de una importación deshecha se importaron de nuevo",
        ],
        .importUndoneDry: [
            .one: "{count} fila de una importación deshecha se importaría de nuevo",
            .many: "{count} de filas de una importación deshecha se importarían de nuevo",
            .other: "{count} filas de una importación deshecha se importarían de nuevo",
        ],
        .importBackwards: [
            .one: "{count} lectura es menor que la anterior, guardada como corrección (fuera de la serie de comprobaciones del cuentakilómetros):",
            .many: "{count} de lecturas son menores que la anterior, guardadas como correcciones (fuera de la serie de comprobaciones del cuentakilómetros):",
            .other: "{count} lecturas son menores que la anterior, guardadas como correcciones (fuera de la serie de comprobaciones del cuentakilómetros):",
        ],
        .importBackwardsDry: [
            .one: "{count} lectura es menor que la anterior, se guardaría como corrección (fuera de la serie de comprobaciones del cuentakilómetros):",
            .many: "{count} de lecturas son menores que la anterior, se guardarían como correcciones (fuera de la serie de comprobaciones del cuentakilómetros):",
            .other: "{count} lecturas son menores que la anterior, se guardarían como correcciones (fuera de la serie de comprobaciones del cuentakilómetros):",
        ],
        .importCleaned: [
            .one: "limpiada {count} nota de caracteres de control o de dirección del texto (los saltos de línea pasaron a ser espacios): {list}",
            .many: "limpiadas {count} de notas de caracteres de control o de dirección del texto (los saltos de línea pasaron a ser espacios): {list}",
            .other: "limpiadas {count} notas de caracteres de control o de dirección del texto (los saltos de línea pasaron a ser espacios): {list}",
        ],
        .importCleanedDry: [
            .one: "se limpiaría {count} nota de caracteres de control o de dirección del texto (los saltos de línea pasarían a ser espacios): {list}",
            .many: "se limpiarían {count} de notas de caracteres de control o de dirección del texto (los saltos de línea pasarían a ser espacios): {list}",
            .other: "se limpiarían {count} notas de caracteres de control o de dirección del texto (los saltos de línea pasarían a ser espacios): {list}",
        ],
        .importCut: [
            .one: "recortada {count} nota a {maximum} caracteres: {list}",
            .many: "recortadas {count} de notas a {maximum} caracteres: {list}",
            .other: "recortadas {count} notas a {maximum} caracteres: {list}",
        ],
        .importCutDry: [
            .one: "se recortaría {count} nota a {maximum} caracteres: {list}",
            .many: "se recortarían {count} de notas a {maximum} caracteres: {list}",
            .other: "se recortarían {count} notas a {maximum} caracteres: {list}",
        ],
        .importLeftOutRows: [
            .one: "omitida {count} fila que el cuaderno no puede guardar:",
            .many: "omitidas {count} de filas que el cuaderno no puede guardar:",
            .other: "omitidas {count} filas que el cuaderno no puede guardar:",
        ],
        .importRounded: [
            .one: "redondeado {count} valor del cuentakilómetros con decimales a la unidad entera que guarda el cuaderno (la mitad hacia arriba):",
            .many: "redondeados {count} de valores del cuentakilómetros con decimales a la unidad entera que guarda el cuaderno (la mitad hacia arriba):",
            .other: "redondeados {count} valores del cuentakilómetros con decimales a la unidad entera que guarda el cuaderno (la mitad hacia arriba):",
        ],
        .conflictsDismissed: [
            .one: "descartado {count} conflicto",
            .many: "descartados {count} de conflictos",
            .other: "descartados {count} conflictos",
        ],
        .conflictsDiscarded: [
            .one: "eliminado {count} registro apartado porque se eliminó aquello a lo que pertenece (en todos los dispositivos tras la próxima sincronización)",
            .many: "eliminados {count} de registros apartados porque se eliminó aquello a lo que pertenecen (en todos los dispositivos tras la próxima sincronización)",
            .other: "eliminados {count} registros apartados porque se eliminó aquello a lo que pertenecen (en todos los dispositivos tras la próxima sincronización)",
        ],
        .syncChanges: [
            .one: "{count} cambio",
            .many: "{count} de cambios",
            .other: "{count} cambios",
        ],
        .syncSetAside: [
            .one: "{count} registro del hogar está apartado en este dispositivo, con su motivo ('glovebox conflicts list', 'glovebox doctor'); llegará en una sincronización en cuanto desaparezca su motivo",
            .many: "{count} de registros del hogar están apartados en este dispositivo, cada uno con su motivo ('glovebox conflicts list', 'glovebox doctor'); cada uno llegará en una sincronización en cuanto desaparezca su motivo",
            .other: "{count} registros del hogar están apartados en este dispositivo, cada uno con su motivo ('glovebox conflicts list', 'glovebox doctor'); cada uno llegará en una sincronización en cuanto desaparezca su motivo",
        ],
        .syncNewConflicts: [
            .one: "{count} cambio de esta cuenta fue sustituido por el de un miembro del hogar hecho al mismo tiempo: consulta 'glovebox conflicts list'",
            .many: "{count} de cambios de esta cuenta fueron sustituidos por los de un miembro del hogar hechos al mismo tiempo: consulta 'glovebox conflicts list'",
            .other: "{count} cambios de esta cuenta fueron sustituidos por los de un miembro del hogar hechos al mismo tiempo: consulta 'glovebox conflicts list'",
        ],
        .syncUnpushed: [
            .one: "{count} cambio en '{vehicle}' no se envió: esta cuenta ya no puede editarlo (su propietario lo eliminó, o se revocó su uso compartido o pasó a solo lectura); se guarda en este dispositivo como conflicto: consulta 'glovebox conflicts list'",
            .many: "{count} de cambios en '{vehicle}' no se enviaron: esta cuenta ya no puede editarlo (su propietario lo eliminó, o se revocó su uso compartido o pasó a solo lectura); se guardan en este dispositivo como conflictos: consulta 'glovebox conflicts list'",
            .other: "{count} cambios en '{vehicle}' no se enviaron: esta cuenta ya no puede editarlo (su propietario lo eliminó, o se revocó su uso compartido o pasó a solo lectura); se guardan en este dispositivo como conflictos: consulta 'glovebox conflicts list'",
        ],
        .linkRecords: [
            .one: "{count} registro",
            .many: "{count} de registros",
            .other: "{count} registros",
        ],
        .linkUnconverted: [
            .one: "  {count} registro no tenía tipo de cambio y no está en el total",
            .many: "  {count} de registros no tenían tipo de cambio y no están en el total",
            .other: "  {count} registros no tenían tipo de cambio y no están en el total",
        ],
        .refusalPlanLimit: [
            .one: "el plan {plan} permite {count} vehículo; cámbiate a plus para añadir '{name}'",
            .many: "el plan {plan} permite {count} de vehículos; cámbiate a plus para añadir '{name}'",
            .other: "el plan {plan} permite {count} vehículos; cámbiate a plus para añadir '{name}'",
        ],
        .logoutCannot: [
            .one: "no se puede cerrar la sesión: {count} cambio hecho en este dispositivo no ha llegado al servidor del hogar y el último envío falló: {message}. Todo se queda en este dispositivo; sincroniza cuando el servidor lo acepte o cierra la sesión con --discard-unsynced para perderlo",
            .many: "no se puede cerrar la sesión: {count} de cambios hechos en este dispositivo no han llegado al servidor del hogar y el último envío falló: {message}. Todo se queda en este dispositivo; sincroniza cuando el servidor los acepte o cierra la sesión con --discard-unsynced para perderlos",
            .other: "no se puede cerrar la sesión: {count} cambios hechos en este dispositivo no han llegado al servidor del hogar y el último envío falló: {message}. Todo se queda en este dispositivo; sincroniza cuando el servidor los acepte o cierra la sesión con --discard-unsynced para perderlos",
        ],
        .logoutLoseChanges: [
            .one: "cerrar la sesión y perder {count} cambio que nunca llegó al servidor del hogar, con la copia de los vehículos de {account} en este dispositivo",
            .many: "cerrar la sesión y perder {count} de cambios que nunca llegaron al servidor del hogar, con la copia de los vehículos de {account} en este dispositivo",
            .other: "cerrar la sesión y perder {count} cambios que nunca llegaron al servidor del hogar, con la copia de los vehículos de {account} en este dispositivo",
        ],
        .logoutRemoved: [
            .one: "sesión cerrada; eliminada la copia de {count} vehículo de este dispositivo{rest}",
            .many: "sesión cerrada; eliminada la copia de {count} de vehículos de este dispositivo{rest}",
            .other: "sesión cerrada; eliminada la copia de {count} vehículos de este dispositivo{rest}",
        ],
        .logoutDiscarded: [
            .one: " y {count} cambio que el servidor del hogar nunca recibió",
            .many: " y {count} de cambios que el servidor del hogar nunca recibió",
            .other: " y {count} cambios que el servidor del hogar nunca recibió",
        ],
        .deleteAction: [
            .one: "eliminar la cuenta {account} y su {count} vehículo con todos sus registros de este dispositivo{server}",
            .many: "eliminar la cuenta {account} y sus {count} de vehículos con todos sus registros de este dispositivo{server}",
            .other: "eliminar la cuenta {account} y sus {count} vehículos con todos sus registros de este dispositivo{server}",
        ],
    ]
}

import GarageRules

/// Tells which app wrote a file, from its section markers and its first header line.
///
/// Fuelio's backup opens with `## Vehicle` and has a `## Log`; Drivvo's export has `##Refuelling`,
/// `##Service` or `##Expense` (translated: `#Reabastecimiento`, `##Abastecimento`…); aCar's has
/// title lines (`Metadata`, `Vehicles`, `Fill-Up Records`); Fuelly's header has columns only it
/// writes (`car_name`, `fuelup_date`, `city_percentage`); any other table that names a date, an
/// odometer and a quantity under LubeLogger's aliases is a plain fuel CSV.
enum FuelAppDetector {
    /// Drivvo's section names, in the languages its exports are known in, by the section they open.
    static let drivvoRefuelling: Set<String> = ["refuelling", "refueling", "abastecimento", "reabastecimiento", "abastecimiento",
                                                "reabastecimento", "заправка", "заправки", "tankowanie", "ravitaillement", "tanken"]
    static let drivvoService: Set<String> = ["service", "serviço", "servico", "servicio", "сервис", "serwis", "entretien"]
    static let drivvoExpense: Set<String> = ["expense", "despesa", "gasto", "расход", "расходы", "wydatek", "dépense", "depense"]
    /// aCar's section titles, normalised.
    static let aCarTitles: Set<String> = ["metadata", "vehicles", "fill-up records", "event records", "trip records"]
        .reduce(into: []) { $0.insert(FuelAppColumns.normalised($1).name) }

    /// The app that wrote `records`, or an error saying why none did.
    static func detect(_ records: [CSVRecord], file: String) throws(ImportError) -> FuelApp {
        guard let first = records.first else { throw ImportError(file: file, line: 0, column: 0, problem: .empty) }
        let markers = records.compactMap(FuelAppSections.hashMarker).map { FuelAppColumns.normalised($0).name }
        if !markers.isEmpty {
            if markers.contains("log") && markers.contains("vehicle") { return .fuelio }
            if markers.contains(where: { drivvoRefuelling.contains($0) || drivvoService.contains($0) || drivvoExpense.contains($0) }) {
                return .drivvo
            }
            // Safe: a marker was found.
            let marker = records.first { FuelAppSections.hashMarker($0) != nil }!
            throw ImportError(
                file: file, line: marker.line, column: 1,
                problem: .unknownFuelAppSection(marker.fields[0].value.trimmingSpaces))
        }
        if FuelAppSections.titleMarker(first, titles: aCarTitles) != nil { return .aCar }
        let columns = FuelAppColumns(header: first)
        if columns.has(FuelAppHeaders.fuellyOnly) { return .fuelly }
        if columns.has(FuelAppHeaders.date) && columns.has(FuelAppHeaders.odometer) && columns.has(FuelAppHeaders.quantity) {
            return .csv
        }
        throw ImportError(file: file, line: first.line, column: 0, problem: .unknownFuelTable)
    }
}

struct ACarParser {
    let options: FuelAppImportOptions
    func parse(_ records: [CSVRecord], file: String) throws(ImportError) -> FuelAppImport {
        FuelAppImport(app: .aCar, fileName: file)
    }
}

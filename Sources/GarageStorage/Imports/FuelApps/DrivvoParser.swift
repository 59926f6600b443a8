struct DrivvoParser {
    let options: FuelAppImportOptions
    func parse(_ records: [CSVRecord], file: String) throws(ImportError) -> FuelAppImport {
        FuelAppImport(app: .drivvo, fileName: file)
    }
}

/// A file of sections, each opened by a marker line and holding its own header and rows: Fuelio's
/// `## Vehicle` … `## Log` …, Drivvo's `##Refuelling` …, aCar's `Fill-Up Records` ….
struct FuelAppSections {
    /// One section: its marker's name, the marker's record, and the records up to the next marker.
    struct Section {
        let name: String
        let marker: CSVRecord
        let records: [CSVRecord]

        /// The header record, if the section has one.
        var header: CSVRecord? { records.first }
        /// The data records after the header.
        var rows: ArraySlice<CSVRecord> { records.dropFirst() }
    }

    /// The records before the first marker.
    let preamble: [CSVRecord]
    /// The sections, in file order.
    let sections: [Section]

    /// Splits `records` at every record `marker` names.
    init(_ records: [CSVRecord], marker: (CSVRecord) -> String?) {
        var preamble: [CSVRecord] = []
        var sections: [Section] = []
        var current: (name: String, marker: CSVRecord)?
        var body: [CSVRecord] = []
        for record in records {
            if let name = marker(record) {
                if let current { sections.append(Section(name: current.name, marker: current.marker, records: body)) }
                current = (name, record)
                body = []
            } else if current == nil {
                preamble.append(record)
            } else {
                body.append(record)
            }
        }
        if let current { sections.append(Section(name: current.name, marker: current.marker, records: body)) }
        self.preamble = preamble
        self.sections = sections
    }

    /// A `#`-marker: a first field that starts with `#`, every other field empty. The name is the
    /// text after the `#`s, trimmed (`## Vehicle` and `"##Vehicle",,,` are both `Vehicle`).
    static func hashMarker(_ record: CSVRecord) -> String? {
        guard let first = record.fields.first?.value.trimmingSpaces, first.hasPrefix("#"),
              record.fields.dropFirst().allSatisfy({ $0.value.trimmingSpaces.isEmpty })
        else { return nil }
        return String(first.drop { $0 == "#" }).trimmingSpaces
    }

    /// A title marker: a record of one non-empty field (any others empty) whose text, normalised
    /// as headers are, is one of `titles`.
    static func titleMarker(_ record: CSVRecord, titles: Set<String>) -> String? {
        guard let first = record.fields.first?.value.trimmingSpaces,
              record.fields.dropFirst().allSatisfy({ $0.value.trimmingSpaces.isEmpty }),
              titles.contains(FuelAppColumns.normalised(first).name)
        else { return nil }
        return first
    }
}

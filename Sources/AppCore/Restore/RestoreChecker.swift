import Foundation
import GarageRules
import GarageStorage
import WidgetContract

/// The checks of one document: each names the place of what it refuses, and ids are claimed once
/// across the whole document (in the `index`; a checker without one, the restore's second pass
/// over a document already checked, only reads each record into the logbook's values).
struct RestoreChecker {
    let file: String
    /// What the checks across records keep (`nil`: they are not made again).
    let index: RestoreIndex?
    /// The day the day windows of the field rules are placed on.
    let today: CalendarDay
    /// How many notes lost characters to `TextRule.stripped`.
    var strippedNotes = 0

    init(file: String, index: RestoreIndex?, today: CalendarDay) {
        self.file = file
        self.index = index
        self.today = today
    }

    func fail(_ path: String, _ reason: String) -> RestoreError {
        .invalid(file: file, path: path, reason: reason)
    }

    /// Runs a rule, refusing with its message at `path`.
    func at<T, Failure: Error & CustomStringConvertible>(
        _ path: String, _ rule: () throws(Failure) -> T
    ) throws(RestoreError) -> T {
        do {
            return try rule()
        } catch {
            throw fail(path, error.description)
        }
    }

    /// A new record's id: valid, and not taken by another record of the document.
    func claim(_ text: String, of record: RecordPlace) throws -> GarageID {
        let path = record.path + ".id"
        let id = try reference(text, at: path)
        if let other = try index?.claim(id, field: record.field, position: record.position) {
            throw fail(path, "id '\(text)' is also the id of \(other).id")
        }
        return id
    }

    /// An id that names another record (a vehicle, an item, a service).
    func reference(_ text: String, at path: String) throws(RestoreError) -> GarageID {
        guard let id = GarageID(rawValue: text) else {
            throw fail(path, "'\(Quoted.excerpt(text))' is not an id (1 to 64 characters of a-z, 0-9 and -)")
        }
        return id
    }

    func day(_ text: String, at path: String) throws(RestoreError) -> CalendarDay {
        try at(path) { () throws(CalendarDayError) in try CalendarDay(parsing: text) }
    }

    /// The vehicle a record names, from the export's own.
    func owner(_ text: String, at path: String, in vehicles: [GarageID: Vehicle]) throws(RestoreError) -> Vehicle {
        guard let vehicle = vehicles[try reference(text, at: path)] else {
            throw fail(path, "no vehicle '\(Quoted.excerpt(text))' in the export")
        }
        return vehicle
    }

    /// The checks of the vehicle a record names.
    func owner(_ text: String, at path: String, in imports: [GarageID: ImportCheck]) throws(RestoreError) -> ImportCheck {
        guard let check = imports[try reference(text, at: path)] else {
            throw fail(path, "no vehicle '\(Quoted.excerpt(text))' in the export")
        }
        return check
    }
}

/// Where a record is: its section and its position there, and the two as a path (`expenses[3]`).
struct RecordPlace {
    let field: LogbookExport.Field
    let position: Int
    let path: String

    init(_ field: LogbookExport.Field, _ position: Int) {
        self.field = field
        self.position = position
        path = ExportContents.place(field, position)
    }
}

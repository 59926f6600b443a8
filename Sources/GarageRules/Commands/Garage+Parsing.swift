import Foundation
import WidgetContract

extension Garage {
    /// Parses a user's `YYYY-MM-DD` day, throwing `invalidDate` with the text on anything else.
    public static func parseDay(_ text: String) throws(GarageError) -> CalendarDay {
        do {
            return try CalendarDay(parsing: text.trimmingCharacters(in: .whitespaces))
        } catch {
            throw .invalidDate(text)
        }
    }

    /// Parses a user's whole number (an odometer value, a count of days or months): ASCII digits only,
    /// at most 9 of them, throwing `invalidNumber` naming `field` and the text otherwise.
    public static func parseWholeNumber(_ text: String, field: String) throws(GarageError) -> Int {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard (1...9).contains(trimmed.utf8.count),
              trimmed.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              let value = Int(trimmed)
        else { throw .invalidNumber(field: field, value: text) }
        return value
    }
}

import Foundation
import GarageRules
import WidgetContract

/// Reads stored text back into domain values, turning anything unreadable into `corruptRow` with the
/// field rules' own words (`FieldProblem`), as a whole record's row read through its descriptor is.
struct RowDecoding {
    let table: String
    let id: String

    func fail(_ reason: RowDamage) -> StoreError {
        .corruptRow(table: table, id: id, reason: reason)
    }

    func fail(_ reason: FieldProblem.Reason, label: String) -> StoreError {
        fail(RowDamage(FieldProblem(field: label, label: label, reason: reason)))
    }

    func garageID(_ text: String) throws(StoreError) -> GarageID {
        guard let id = GarageID(rawValue: text) else { throw fail(.notAnIdentifier(text), label: "id") }
        return id
    }

    func day(_ text: String) throws(StoreError) -> CalendarDay {
        guard let day = try? CalendarDay(parsing: text) else { throw fail(.notADay(text), label: "date") }
        return day
    }

    func optionalDay(_ text: String?) throws(StoreError) -> CalendarDay? {
        guard let text else { return nil }
        return try day(text)
    }

    func currency(_ text: String) throws(StoreError) -> CurrencyCode {
        guard let code = try? CurrencyCode(text) else { throw fail(.unknownCurrency(text), label: "currency") }
        return code
    }

    func money(_ amount: String, _ currencyText: String) throws(StoreError) -> Money {
        let code = try currency(currencyText)
        do {
            return try Money(stored: amount, currency: code)
        } catch {
            throw fail(FieldRule.moneyProblem(error, text: amount), label: "amount")
        }
    }

    func positiveDecimal(_ text: String?) throws(StoreError) -> Decimal? {
        guard let text else { return nil }
        guard let value = ExchangeRate.parseDecimal(text), value > 0 else {
            throw fail(.notAPositiveDecimal(text), label: "number")
        }
        return value
    }

    func word<T: RawRepresentable>(_ text: String, as type: T.Type) throws(StoreError) -> T where T.RawValue == String {
        guard let value = T(rawValue: text) else { throw fail("'\(text)' is not a valid \(T.self)") }
        return value
    }
}

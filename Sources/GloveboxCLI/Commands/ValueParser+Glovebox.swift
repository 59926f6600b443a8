import ArgumentParsing
import Foundation
import GarageRules
import GarageStorage
import WidgetContract

extension ValueParser where Value == CalendarDay {
    /// A day on the calendar written `YYYY-MM-DD`: `--date '29/11/2026' is not a date of the form
    /// YYYY-MM-DD`, `--date '2026-02-29' is not a day on the calendar`.
    static var day: ValueParser<CalendarDay> {
        ValueParser { text in
            do throws(CalendarDayError) {
                return try CalendarDay(parsing: text)
            } catch {
                switch error {
                case .malformed: throw ValueError(.notADate(form: "YYYY-MM-DD"))
                case .nonexistent: throw ValueError(.notOnTheCalendar)
                }
            }
        }
    }
}

extension ValueParser where Value == Decimal {
    /// A quantity above zero written as a plain decimal, such as `42.5`.
    static var positiveQuantity: ValueParser<Decimal> {
        ValueParser { text in
            guard let value = ExchangeRate.parseDecimal(text), value > 0 else {
                throw ValueError(.notPositiveNumberLike("42.5"))
            }
            return value
        }
    }
}

extension ValueParser {
    /// A parser over the domain's own parsing, whose refusal is the domain's message as it is.
    ///
    /// The domain's messages already name the field and the value (`unknown category 'snacks'
    /// (expected one of: …)`), and commands and forms elsewhere say them in those words; after the
    /// option's name, where the argument parser puts another module's error, they would say it
    /// twice. The parser shows a `UsageError` from a value parser as it is, so the domain's error
    /// becomes one.
    static func domain(_ parse: @escaping @Sendable (String) throws -> Value) -> ValueParser<Value> {
        ValueParser { text in
            do {
                return try parse(text)
            } catch let error as ValueError {
                throw error
            } catch {
                throw UsageError(String(describing: error), cause: error)
            }
        }
    }
}

extension ValueParser where Value == CurrencyCode {
    /// An ISO 4217 code in any letter case: `unknown currency 'EUX' (not an ISO 4217 code)`.
    static var currency: ValueParser<CurrencyCode> {
        .domain { text in try CurrencyCode(text) }
    }
}

extension ValueParser where Value == Money {
    /// An amount in `currency`, with at most its decimals: `amount '45,90' is not a number like 1234.56`.
    static func amount(in currency: CurrencyCode) -> ValueParser<Money> {
        .domain { text in try Money(parsing: text, currency: currency) }
    }
}

extension ValueParser where Value == ExpenseCategory {
    /// An expense category in any letter case.
    static var category: ValueParser<ExpenseCategory> {
        .domain { text in try ExpenseCategory(parsing: text) }
    }
}

extension ValueParser where Value == DistanceUnit {
    /// `km` or `mi`, in any letter case.
    static var distanceUnit: ValueParser<DistanceUnit> {
        .domain { text in try DistanceUnit(parsing: text) }
    }
}

extension ValueParser where Value == SharingRole {
    /// `owner`, `editor` or `viewer`, in any letter case.
    static var sharingRole: ValueParser<SharingRole> {
        .domain { text in try SharingRole(parsing: text) }
    }
}

extension ValueParser where Value == DeadlineKind {
    /// A deadline kind such as `road-tax` (also `road_tax` or `roadtax`), in any letter case.
    static var deadlineKind: ValueParser<DeadlineKind> {
        .domain { text in try DeadlineKind(parsing: text) }
    }
}

extension ValueParser where Value == Plan {
    /// `free` or `plus`, in any letter case.
    static var plan: ValueParser<Plan> {
        .domain { text in try Plan(parsing: text) }
    }
}

extension ValueParser where Value == Preferences.Key {
    /// A preference's name: `locale`, `currency`, `lock`, `timezone` or `economy`.
    static var preferenceKey: ValueParser<Preferences.Key> {
        .domain { text in try Preferences.Key(parsing: text) }
    }
}

extension ValueParser where Value == VolumeUnit {
    /// `l`, `us-gal`, `imp-gal` or `kwh` (and the spellings exports use: `litres`, `gal`, …).
    static var volumeUnit: ValueParser<VolumeUnit> {
        .domain { text in try VolumeUnit(parsing: text) }
    }
}

extension ValueParser where Value == Energy {
    /// `petrol`, `diesel`, `lpg` or `electricity`.
    static var energy: ValueParser<Energy> {
        .domain { text in try Energy(parsing: text) }
    }
}

extension ValueParser where Value == [Energy] {
    /// A comma-separated list of energies, the main one first: `petrol,electricity`.
    static var energies: ValueParser<[Energy]> {
        .domain { text in try Energy.list(parsing: text) }
    }
}

extension ValueParser where Value == EconomyUnit {
    /// `l/100km`, `km/l`, `mpg-us`, `mpg-uk`, `kwh/100km` or `mi/kwh`.
    static var economyUnit: ValueParser<EconomyUnit> {
        .domain { text in try EconomyUnit(parsing: text) }
    }
}

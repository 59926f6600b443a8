import Foundation
import GarageRules
import WidgetContract

extension DemoGarage {
    /// Places the demo's records on days relative to today, through the garage's own commands.
    struct Seed {
        let today: CalendarDay
        let lastRateDay: CalendarDay
        let ids: IdentifierSource
        /// The first day of the year of history.
        var start: CalendarDay { today.adding(days: -364) }

        /// A reading every 14 days from a year ago to today.
        func drive(_ garage: inout Garage, _ vehicle: GarageID, from first: Int, perDay: Int) throws(GarageError) {
            var day = start
            while day <= today {
                let value = first + start.days(to: day) * perDay
                _ = try garage.logOdometer(vehicleID: vehicle, value: value, date: day, today: today, ids: ids)
                day = day.adding(days: 14)
            }
        }

        /// How a vehicle drives and fills up: its odometer a year ago and its distance per day (as
        /// `drive` logs them), and what it burns per unit of distance, in the unit its tank is filled in.
        struct Fuel {
            var odometerFrom: Int
            var perDay: Int
            var unit: VolumeUnit
            /// Quantity per unit of distance ("0.062" litres per km is 6.2 L/100 km).
            var perDistance: String
            /// Every `partialEvery`-th fill-up only tops the tank up (0: never), so the demo's economy
            /// counts a partial fill the way the rule does.
            var partialEvery = 0
        }

        /// A fill-up every `every` days at the odometer `drive` implies for the day, with a full tank's
        /// worth of fuel for the distance since the previous one (a little more or less each time); in
        /// the months `abroad` lists (months ago) paid in that currency.
        func refuel(
            _ garage: inout Garage, _ vehicle: GarageID, every: Int, euros: String,
            abroad: [(monthsAgo: ClosedRange<Int>, currency: String, amount: String)], fuel: Fuel
        ) throws(GarageError) {
            let rate = Decimal(string: fuel.perDistance, locale: Locale(identifier: "en_US_POSIX")) ?? 0
            var day = start.adding(days: 3)
            var count = 0
            while day <= today {
                let monthsAgo = (today.year - day.year) * 12 + today.month - day.month
                var currency = "EUR"
                var amount = euros
                if let trip = abroad.first(where: { $0.monthsAgo.contains(monthsAgo) }), day <= lastRateDay {
                    currency = trip.currency
                    amount = trip.amount
                }
                // A little variation, so the bars are not all alike.
                let units = count * 37 % 11 - 5
                let money = try Money(parsing: amount, currency: CurrencyCode(currency))
                let varied = Money(minorUnits: money.minorUnits + units * Self.scale(money.currency), currency: money.currency)
                // The distance since the previous fill, and the fuel it took, give or take 5 %.
                let distance = Decimal(every * fuel.perDay) * (1 + Decimal(units) / 100)
                var quantity = distance * rate
                var rounded = Decimal()
                NSDecimalRound(&rounded, &quantity, 2, .plain)
                let isPartial = fuel.partialEvery > 0 && count % fuel.partialEvery == fuel.partialEvery - 1
                _ = try garage.addExpense(
                    ExpenseDraft(
                        vehicleID: vehicle, date: day, amount: varied, category: .fuel,
                        odometer: OdometerMark(value: fuel.odometerFrom + start.days(to: day) * fuel.perDay),
                        fuelQuantity: rounded, fuelFill: FuelFill(unit: fuel.unit, isFull: !isPartial)),
                    today: today, ids: ids)
                day = day.adding(days: every)
                count += 1
            }
        }

        /// One expense on `day` of the month `monthsAgo` months back (clamped to today).
        func expense(
            _ garage: inout Garage, _ vehicle: GarageID, monthsAgo: Int, day: Int, _ currency: String,
            _ amount: String, _ category: ExpenseCategory, note: String
        ) throws(GarageError) {
            let month = today.calendarMonth.adding(months: -monthsAgo)
            var date = CalendarDay(year: month.year, month: month.month, day: min(day, month.lastDay.day)) ?? today
            if date > today { date = today }
            let code = try CurrencyCode(currency)
            _ = try garage.addExpense(
                ExpenseDraft(vehicleID: vehicle, date: date, amount: try Money(parsing: amount, currency: code),
                             category: category, note: note),
                today: today, ids: ids)
        }

        /// A logged service `daysAgo` days back, at the odometer the readings around it imply.
        func service(
            _ garage: inout Garage, _ vehicle: GarageID, _ item: GarageID, daysAgo: Int, cost: String,
            currency: String = "EUR"
        ) throws(GarageError) {
            let date = today.adding(days: -daysAgo)
            let reading = garage.readings(for: vehicle).last { $0.date <= date }
            let code = try CurrencyCode(currency)
            _ = try garage.logService(
                vehicleID: vehicle, itemID: item, date: date,
                odometer: reading.map { OdometerMark(value: $0.value, isCorrection: false) },
                cost: try Money(parsing: cost, currency: code), today: today, ids: ids)
        }

        /// Minor units per unit of the variation (one unit of currency, or 10 of a small one).
        static func scale(_ currency: CurrencyCode) -> Int {
            var scale = 1
            for _ in 0..<currency.minorUnitExponent { scale *= 10 }
            return currency.code == "SEK" ? scale * 10 : scale
        }
    }
}

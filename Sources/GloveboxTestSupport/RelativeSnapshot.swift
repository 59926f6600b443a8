import Foundation
import WidgetContract

/// A small, valid widgets snapshot built in code, with its days placed relative to a given today.
///
/// The widget-side tests use it where the day offsets matter more than realistic content;
/// ``SampleSnapshots`` holds realistic ones pinned to fixed days.
public enum RelativeSnapshot {
    /// English phrases: "Overdue by N days" … "Overdue by 1 day", "Today", "Tomorrow", "In N days".
    public static func phrases() -> DayPhrases { SampleSnapshots.englishPhrases }

    /// Short English fixed texts.
    public static let strings = SnapshotStrings(
        openApp: "Open Glovebox", signedOut: "Signed out", noVehicles: "No vehicles yet",
        chooseVehicle: "Choose a vehicle", noDeadlines: "Nothing due", noMaintenance: "No maintenance planned",
        monthEnded: "The month has ended", incompleteSpend: "Some amounts lack a rate",
        incompleteMonths: "! Months with amounts that lack a rate", noReading: "No reading yet",
        titles: WidgetTitles(vehicle: "Vehicle", deadlines: "Deadlines", spend: "Spend", maintenance: "Maintenance"))

    /// A Material-like palette in DejaVu Sans, which the renderer golden files were drawn with.
    public static let theme = SnapshotTheme(
        colors: ThemeColors(
            accent: "#1E88E5", warning: "#F9A825", overdue: "#D32F2F", text: "#212121",
            secondaryText: "#757575", background: "#FAFAFA", bar: "#BDBDBD"),
        fonts: ThemeFonts(title: "DejaVu Sans", body: "DejaVu Sans"))

    /// A snapshot whose dates are offsets from `today`.
    ///
    /// - Vehicles: clio read today−9 (current for 82 more days); jeep read today−400 (stale).
    /// - Deadlines: insurance (clio) due today+3 with warning from today+1; inspection (jeep) due
    ///   today+10, warning from today+5; road tax (clio) due today+200.
    /// - Maintenance: oil (clio, time) due today+5, warning from today+2; tyres (clio, distance,
    ///   warning); timing belt (jeep, distance, overdue).
    /// - Ranks as the app gives them on `today`: belt, tyres, insurance, oil, inspection, road tax.
    /// - Spend: all vehicles and clio, valid until today+4; clio's current month and the month
    ///   three before it leave amounts out.
    public static func make(today: CalendarDay, locked: Bool = false) -> WidgetsSnapshot {
        func reading(_ value: Int, _ label: String, daysAgo: Int) -> VehicleOdometer {
            if locked { return .hidden }
            let day = today.adding(days: -daysAgo)
            return .recorded(RecordedOdometer(
                value: value, label: label, readingDate: day, readingLabel: "Read " + day.isoString,
                staleFrom: ReadingFreshness.staleFrom(readingOn: day), staleLabel: "Not read since " + day.isoString))
        }
        let clio = SnapshotVehicle(
            id: "clio", name: "Clio", subtitle: "Renault Clio · 2019", odometer: reading(84_210, "84,210 km", daysAgo: 9),
            url: "glovebox://vehicle/clio")
        let jeep = SnapshotVehicle(
            id: "jeep", name: "Cherokee", subtitle: "Jeep Cherokee · 1992",
            odometer: reading(201_334, "201,334 mi", daysAgo: 400), url: "glovebox://vehicle/jeep")
        func deadline(
            _ id: String, _ label: String, _ vehicle: SnapshotVehicle, due: Int, warn: Int, rank: Int
        ) -> SnapshotDeadline {
            SnapshotDeadline(
                id: id, label: label, vehicleId: vehicle.id, vehicleName: vehicle.name,
                dueDate: today.adding(days: due), dueDateLabel: "due " + today.adding(days: due).isoString,
                warningFrom: today.adding(days: warn), url: "glovebox://deadline/\(id)", rank: rank)
        }
        let deadlines = [
            deadline("insurance", "Insurance", clio, due: 3, warn: 1, rank: 2),
            deadline("inspection", "Inspection", jeep, due: 10, warn: 5, rank: 4),
            deadline("roadtax", "Road tax", clio, due: 200, warn: 170, rank: 5),
        ]
        let maintenance = [
            SnapshotMaintenance(
                id: "oil", label: "Oil change", vehicleId: "clio", vehicleName: "Clio",
                due: .time(dueDate: today.adding(days: 5), dueDateLabel: "due " + today.adding(days: 5).isoString,
                           warningFrom: today.adding(days: 2)),
                url: "glovebox://maintenance/clio/oil", rank: 3),
            SnapshotMaintenance(
                id: "tyres", label: "Tyres", vehicleId: "clio", vehicleName: "Clio",
                due: .distance(label: locked ? nil : "in 800 km", isWarning: true, isOverdue: false),
                url: "glovebox://maintenance/clio/tyres", rank: 1),
            SnapshotMaintenance(
                id: "belt", label: "Timing belt", vehicleId: "jeep", vehicleName: "Cherokee",
                due: .distance(label: locked ? nil : "1,200 mi ago", isWarning: false, isOverdue: true),
                url: "glovebox://maintenance/jeep/belt", rank: 0),
        ]
        let month = today.calendarMonth
        func buckets(incomplete: Set<Int>) -> [SpendBucket] {
            (0..<6).map { index in
                let bucketMonth = month.adding(months: index - 5)
                return SpendBucket(
                    id: bucketMonth, label: "m\(bucketMonth.month)", ratio: [0.2, 0.5, 1.0, 0.0, 0.75, 0.62][index],
                    isCurrent: index == 5, isComplete: !incomplete.contains(index))
            }
        }
        let spend = [
            SnapshotSpend(
                vehicleId: nil, currencyCode: "EUR", monthLabel: "This month", totalLabel: locked ? nil : "€312.40",
                validUntil: today.adding(days: 4), buckets: buckets(incomplete: []), url: "glovebox://spend/all"),
            SnapshotSpend(
                vehicleId: "clio", currencyCode: "EUR", monthLabel: "This month", totalLabel: locked ? nil : "€120.00",
                validUntil: today.adding(days: 4), buckets: buckets(incomplete: [2, 5]), url: "glovebox://spend/clio"),
        ]
        return WidgetsSnapshot(
            generatedAt: Date(timeIntervalSince1970: 1_790_000_000), locale: "en", timeZone: "Europe/Lisbon",
            privacy: SnapshotPrivacy(locked: locked), strings: strings, dayPhrases: phrases(), theme: theme,
            vehicles: [clio, jeep], deadlines: deadlines, maintenance: maintenance, spend: spend)
    }
}

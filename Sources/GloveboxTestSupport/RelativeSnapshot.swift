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
        titles: WidgetTitles(vehicle: "Vehicle", deadlines: "Deadlines", spend: "Spend", maintenance: "Maintenance"))

    /// A Material-like palette in DejaVu Sans, which the renderer golden files were drawn with.
    public static let theme = SnapshotTheme(
        colors: ThemeColors(
            accent: "#1E88E5", warning: "#F9A825", overdue: "#D32F2F", text: "#212121",
            secondaryText: "#757575", background: "#FAFAFA", bar: "#BDBDBD"),
        fonts: ThemeFonts(title: "DejaVu Sans", body: "DejaVu Sans"))

    /// A snapshot whose dates are offsets from `today`.
    ///
    /// - Deadlines: insurance (clio) due today+3 with warning from today+1; inspection (jeep) due
    ///   today+10, warning from today+5; road tax (clio) due today+200.
    /// - Maintenance: oil (clio, time) due today+5, warning from today+2; tyres (clio, distance,
    ///   warning); timing belt (jeep, distance, overdue).
    /// - Spend: all vehicles and clio, valid until today+4.
    public static func make(today: CalendarDay, locked: Bool = false) -> WidgetsSnapshot {
        let clio = SnapshotVehicle(
            id: "clio", name: "Clio", subtitle: "Renault Clio · 2019", odometer: locked ? nil : 84210,
            odometerLabel: locked ? nil : "84,210 km", url: "glovebox://vehicle/clio")
        let jeep = SnapshotVehicle(
            id: "jeep", name: "Cherokee", subtitle: "Jeep Cherokee · 1992", odometer: locked ? nil : 201_334,
            odometerLabel: locked ? nil : "201,334 mi", url: "glovebox://vehicle/jeep")
        func deadline(_ id: String, _ label: String, _ vehicle: SnapshotVehicle, due: Int, warn: Int) -> SnapshotDeadline {
            SnapshotDeadline(
                id: id, label: label, vehicleId: vehicle.id, vehicleName: vehicle.name,
                dueDate: today.adding(days: due), dueDateLabel: "due " + today.adding(days: due).isoString,
                warningFrom: today.adding(days: warn), url: "glovebox://deadline/\(id)")
        }
        let deadlines = [
            deadline("insurance", "Insurance", clio, due: 3, warn: 1),
            deadline("inspection", "Inspection", jeep, due: 10, warn: 5),
            deadline("roadtax", "Road tax", clio, due: 200, warn: 170),
        ]
        let maintenance = [
            SnapshotMaintenance(
                id: "oil", label: "Oil change", vehicleId: "clio", vehicleName: "Clio",
                due: .time(dueDate: today.adding(days: 5), dueDateLabel: "due " + today.adding(days: 5).isoString,
                           warningFrom: today.adding(days: 2)),
                url: "glovebox://maintenance/clio/oil"),
            SnapshotMaintenance(
                id: "tyres", label: "Tyres", vehicleId: "clio", vehicleName: "Clio",
                due: .distance(label: locked ? nil : "in 800 km", isWarning: true, isOverdue: false),
                url: "glovebox://maintenance/clio/tyres"),
            SnapshotMaintenance(
                id: "belt", label: "Timing belt", vehicleId: "jeep", vehicleName: "Cherokee",
                due: .distance(label: locked ? nil : "1,200 mi ago", isWarning: false, isOverdue: true),
                url: "glovebox://maintenance/jeep/belt"),
        ]
        let month = today.calendarMonth
        let buckets = (0..<6).map { index -> SpendBucket in
            let bucketMonth = month.adding(months: index - 5)
            return SpendBucket(
                id: bucketMonth, label: "m\(bucketMonth.month)", ratio: [0.2, 0.5, 1.0, 0.0, 0.75, 0.62][index],
                isCurrent: index == 5)
        }
        let spend = [
            SnapshotSpend(
                vehicleId: nil, currencyCode: "EUR", monthLabel: "This month", totalLabel: locked ? nil : "€312.40",
                isComplete: true, validUntil: today.adding(days: 4), buckets: buckets, url: "glovebox://spend/all"),
            SnapshotSpend(
                vehicleId: "clio", currencyCode: "EUR", monthLabel: "This month", totalLabel: locked ? nil : "€120.00",
                isComplete: false, validUntil: today.adding(days: 4), buckets: buckets, url: "glovebox://spend/clio"),
        ]
        return WidgetsSnapshot(
            generatedAt: Date(timeIntervalSince1970: 1_790_000_000), locale: "en", timeZone: "Europe/Lisbon",
            privacy: SnapshotPrivacy(locked: locked), strings: strings, dayPhrases: phrases(), theme: theme,
            vehicles: [clio, jeep], deadlines: deadlines, maintenance: maintenance, spend: spend)
    }
}

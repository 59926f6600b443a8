import WidgetContract

/// The report's own labels, by key, for the phrases the widgets' catalogs do not have.
///
/// The app side has no catalog of its own yet, so the report keeps its phrases here: English in
/// `english`, the other four languages in a table each (`ReportPhrase+German.swift`, …), every one
/// looked up by key (never written inline) so that an app catalog can take them over key by key.
/// Phrases the widgets already translate ("Today", "Overdue", "No upcoming deadlines", the economy
/// units) come from the widgets' catalogs (`ReportWords`).
enum ReportPhrase: String, CaseIterable, PhraseCatalog {
    case pageTitle
    case allVehicles
    case period
    case madeOn
    case spendByMonth
    case spendByMonthDescription
    case spendByCategory
    case spendByCategoryDescription
    case economySection
    case economyTitle
    case economyDescription
    case economyPerFill
    case economyTrend
    case costPerDistance
    case costPerDistanceDescription
    case calendarTitle
    case calendarDescription
    case month
    case category
    case vehicle
    case total
    case records
    case share
    case withoutRate
    case day
    case distance
    case figure
    case trend
    case perDistance
    case segments
    case item
    case due
    case state
    case stateOK
    case stateDueSoon
    case noSpend
    case noFills
    case noCostPerDistance
    case lockedNote
    case lockedHidden
    case undated
    case categoryFuel
    case categoryService
    case categoryRepair
    case categoryInsurance
    case categoryTax
    case categoryParking
    case categoryTolls
    case categoryOther

    /// The English text.
    var english: String {
        switch self {
        case .pageTitle: "Glovebox report"
        case .allVehicles: "All vehicles"
        case .period: "{first} – {last}"
        case .madeOn: "Made on {day}"
        case .spendByMonth: "Spend by month"
        case .spendByMonthDescription: "Spending per month in {currency}, each bar stacked by category."
        case .spendByCategory: "Spend by category"
        case .spendByCategoryDescription: "Spending per category over the period, the largest first."
        case .economySection: "Fuel economy"
        case .economyTitle: "{vehicle}: economy per fill-up ({unit})"
        case .economyDescription: "The economy of each counted fill-up, with the trend: the average of the 90 days up to each."
        case .economyPerFill: "Per fill-up"
        case .economyTrend: "Trend (90-day average)"
        case .costPerDistance: "Fuel cost per distance"
        case .costPerDistanceDescription: "What fuel cost per unit of distance over the period, per vehicle, in {currency}."
        case .calendarTitle: "Maintenance and deadlines"
        case .calendarDescription: "Every deadline and maintenance item with a day, on the coming months; overdue ones first."
        case .month: "Month"
        case .category: "Category"
        case .vehicle: "Vehicle"
        case .total: "Total"
        case .records: "Records"
        case .share: "Share"
        case .withoutRate: "Without rate"
        case .day: "Day"
        case .distance: "Distance"
        case .figure: "Economy"
        case .trend: "Trend"
        case .perDistance: "Cost per distance"
        case .segments: "Stretches"
        case .item: "Item"
        case .due: "Due"
        case .state: "State"
        case .stateOK: "OK"
        case .stateDueSoon: "Due soon"
        case .noSpend: "No expenses in this period."
        case .noFills: "No stretch between two full fill-ups in this period."
        case .noCostPerDistance: "No stretch with a known cost in this period."
        case .lockedNote: "The app lock is on: amounts, distances and odometer values are left out."
        case .lockedHidden: "Hidden while the app lock is on."
        case .undated: "No date forecast"
        case .categoryFuel: "Fuel"
        case .categoryService: "Service"
        case .categoryRepair: "Repair"
        case .categoryInsurance: "Insurance"
        case .categoryTax: "Tax"
        case .categoryParking: "Parking"
        case .categoryTolls: "Tolls"
        case .categoryOther: "Other"
        }
    }
}

import GarageRules

/// The report's colours: the Okabe–Ito palette, which readers with the common colour-vision
/// deficiencies still tell apart, each dark enough against white to see as a bar or a line.
enum ChartPalette {
    /// The colour of each expense category, the same in every chart and legend.
    static func color(of category: ExpenseCategory) -> String {
        switch category {
        case .fuel: "#0072B2"
        case .service: "#009E73"
        case .repair: "#D55E00"
        case .insurance: "#CC79A7"
        case .tax: "#E69F00"
        case .parking: "#56B4E9"
        case .tolls: "#8C6D1F"
        case .other: "#7F7F7F"
        }
    }

    /// One measured figure (a fill's economy, a vehicle's cost per distance).
    static let figure = "#0072B2"
    /// A trend drawn over the figures (a colour no category has, so the two never read as one).
    static let trend = "#6A3D9A"

    /// The colour of an alert's state: the widgets' meaning (red overdue, amber soon, green fine).
    static func color(of state: AlertState) -> String {
        switch state {
        case .overdue: "#C0392B"
        case .dueSoon: "#E69F00"
        case .ok: "#009E73"
        }
    }
}

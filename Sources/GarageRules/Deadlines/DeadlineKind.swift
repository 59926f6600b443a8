import Foundation

/// What a deadline is about; each kind has its own default warning lead.
public enum DeadlineKind: String, Codable, Sendable, CaseIterable {
    /// An insurance policy's renewal.
    case insurance
    /// A periodic technical inspection (MOT, TÜV, IPO).
    case inspection
    /// Road or circulation tax.
    case roadTax = "road-tax"
    /// Registration renewal.
    case registration
    /// The driver's licence expiry.
    case drivingLicence = "driving-licence"
    /// The end of a warranty.
    case warranty
    /// Anything else.
    case custom

    /// The warning lead in days when the deadline has none of its own.
    ///
    /// Longer where acting takes time: booking an inspection or renewing a licence (60 days for
    /// the licence, which may need a medical certificate); shorter for things paid online.
    public var defaultWarningDays: Int {
        switch self {
        case .insurance: 30
        case .inspection: 30
        case .roadTax: 14
        case .registration: 30
        case .drivingLicence: 60
        case .warranty: 30
        case .custom: 14
        }
    }

    /// The title a deadline gets when the user gives none.
    public var defaultTitle: String {
        switch self {
        case .insurance: "Insurance"
        case .inspection: "Inspection"
        case .roadTax: "Road tax"
        case .registration: "Registration"
        case .drivingLicence: "Driving licence"
        case .warranty: "Warranty"
        case .custom: "Deadline"
        }
    }

    /// Parses a kind (any letter case; `_` or no separator accepted for `-`: `road_tax`, `roadtax`).
    public init(parsing text: String) throws(GarageError) {
        let key = text.lowercased().replacingOccurrences(of: "_", with: "-")
        let match = Self.allCases.first {
            $0.rawValue == key || $0.rawValue.replacingOccurrences(of: "-", with: "") == key
        }
        guard let match else {
            throw .unknownWord(field: "deadline kind", value: text, allowed: Self.allCases.map(\.rawValue))
        }
        self = match
    }
}

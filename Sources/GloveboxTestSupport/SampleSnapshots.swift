import Foundation
import WidgetContract

/// Three realistic widgets snapshots pinned in code, for tests that need a valid snapshot
/// without running the builder.
///
/// They are not the golden files: those under `Tests/Fixtures/snapshots/valid/` are written by
/// `SnapshotBuilder` from the pinned garages (`GoldenSnapshotTests`), and the contract tests
/// check that they decode and re-encode byte for byte.
public enum SampleSnapshots {
    static let theme = SnapshotTheme(
        colors: ThemeColors(
            accent: "#1F6FEB", warning: "#B7791F", overdue: "#C53030", text: "#1A202C",
            secondaryText: "#4A5568", background: "#FFFFFF", bar: "#A0AEC0"),
        fonts: ThemeFonts(title: "Inter", body: "Inter"))

    /// A signed-in English user with two vehicles, the lock off; the Cherokee's last reading (1 May) is stale.
    public static let englishUnlocked = WidgetsSnapshot(
        generatedAt: Pinned.instant("2026-11-29T19:20:00Z"), locale: "en", timeZone: "Europe/London",
        privacy: SnapshotPrivacy(locked: false),
        strings: SnapshotStrings(
            openApp: "Open Glovebox", signedOut: "Sign in to Glovebox", noVehicles: "No vehicles yet",
            chooseVehicle: "Choose a vehicle", noDeadlines: "Nothing due", noMaintenance: "No maintenance planned",
            monthEnded: "This month has ended. Open Glovebox to update.",
            incompleteSpend: "Some records have no exchange rate",
            incompleteMonths: "! Months with records that have no exchange rate", noReading: "No reading yet",
            titles: WidgetTitles(vehicle: "Vehicle", deadlines: "Deadlines", spend: "Spend", maintenance: "Maintenance")),
        dayPhrases: englishPhrases,
        theme: theme,
        vehicles: [
            SnapshotVehicle(id: "clio", name: "Clio", subtitle: "Renault Clio · 2019",
                            odometer: reading(84_210, "84,210 km", on: "2026-11-20", "20 Nov 2026", language: .english),
                            url: "glovebox://vehicle/clio"),
            SnapshotVehicle(id: "cherokee", name: "Cherokee", subtitle: "Jeep Cherokee · 1992",
                            odometer: reading(222_647, "222,647 mi", on: "2026-05-01", "1 May 2026", language: .english),
                            url: "glovebox://vehicle/cherokee"),
        ],
        deadlines: [
            SnapshotDeadline(id: "clio-insurance", label: "Insurance", vehicleId: "clio", vehicleName: "Clio",
                             dueDate: day("2026-12-10"), dueDateLabel: "10 Dec 2026", warningFrom: day("2026-11-10"),
                             url: "glovebox://deadline/clio-insurance", rank: 0),
            SnapshotDeadline(id: "cherokee-registration", label: "Registration", vehicleId: "cherokee",
                             vehicleName: "Cherokee", dueDate: day("2027-01-01"), dueDateLabel: "1 Jan 2027",
                             warningFrom: day("2026-12-02"), url: "glovebox://deadline/cherokee-registration", rank: 1),
        ],
        maintenance: [
            SnapshotMaintenance(id: "clio-oil", label: "Oil change", vehicleId: "clio", vehicleName: "Clio",
                                due: .time(dueDate: day("2027-02-28"), dueDateLabel: "28 Feb 2027",
                                           warningFrom: day("2027-01-29")),
                                url: "glovebox://maintenance/clio/clio-oil", rank: 2),
            SnapshotMaintenance(id: "cherokee-oil", label: "Oil change", vehicleId: "cherokee", vehicleName: "Cherokee",
                                due: .distance(label: "in 2,353 mi", isWarning: false, isOverdue: false),
                                url: "glovebox://maintenance/cherokee/cherokee-oil", rank: 3),
        ],
        spend: [
            spend(vehicleId: nil, currency: "GBP", total: "£312.40", ratios: [0.41, 0.88, 1, 0.12, 0.35, 0.62],
                  months: ["Jun", "Jul", "Aug", "Sep", "Oct", "Nov"], monthLabel: "November 2026", complete: true),
            spend(vehicleId: "clio", currency: "GBP", total: "£198.10", ratios: [0.3, 0.9, 1, 0, 0.2, 0.55],
                  months: ["Jun", "Jul", "Aug", "Sep", "Oct", "Nov"], monthLabel: "November 2026", complete: true),
            spend(vehicleId: "cherokee", currency: "GBP", total: "£114.30", ratios: [0.6, 0.5, 0.7, 0.35, 0.6, 1],
                  months: ["Jun", "Jul", "Aug", "Sep", "Oct", "Nov"], monthLabel: "November 2026", complete: false),
        ])

    /// A Portuguese (Portugal) user with the lock on: no odometer, no amounts, ratios kept.
    public static let portugueseLocked = WidgetsSnapshot(
        generatedAt: Pinned.instant("2026-11-29T19:20:00Z"), locale: "pt-PT", timeZone: "Europe/Lisbon",
        privacy: SnapshotPrivacy(locked: true),
        strings: SnapshotStrings(
            openApp: "Abrir o Glovebox", signedOut: "Inicie sessão no Glovebox", noVehicles: "Ainda sem veículos",
            chooseVehicle: "Escolha um veículo", noDeadlines: "Nada a vencer", noMaintenance: "Sem manutenção prevista",
            monthEnded: "Este mês terminou. Abra o Glovebox para atualizar.",
            incompleteSpend: "Alguns registos não têm taxa de câmbio",
            incompleteMonths: "! Meses com registos sem taxa de câmbio", noReading: "Ainda sem leitura",
            titles: WidgetTitles(vehicle: "Veículo", deadlines: "Prazos", spend: "Despesas", maintenance: "Manutenção")),
        dayPhrases: phrases(
            today: "Hoje", tomorrow: "Amanhã", yesterday: "Atrasado há 1 dia",
            future: { "Daqui a \($0) dias" }, past: { "Atrasado há \($0) dias" }, fallback: "Atrasado"),
        theme: theme,
        vehicles: [
            SnapshotVehicle(id: "megane", name: "Mégane", subtitle: "Renault Mégane · 2021", odometer: .hidden,
                            url: "glovebox://vehicle/megane"),
        ],
        deadlines: [
            SnapshotDeadline(id: "megane-ipo", label: "Inspeção", vehicleId: "megane", vehicleName: "Mégane",
                             dueDate: day("2026-12-02"), dueDateLabel: "02/12/2026", warningFrom: day("2026-11-02"),
                             url: "glovebox://deadline/megane-ipo", rank: 0),
            SnapshotDeadline(id: "megane-iuc", label: "Imposto único de circulação", vehicleId: "megane",
                             vehicleName: "Mégane", dueDate: day("2027-05-31"), dueDateLabel: "31/05/2027",
                             warningFrom: day("2027-05-01"), url: "glovebox://deadline/megane-iuc", rank: 2),
        ],
        maintenance: [
            SnapshotMaintenance(id: "megane-pneus", label: "Pneus", vehicleId: "megane", vehicleName: "Mégane",
                                due: .distance(label: nil, isWarning: true, isOverdue: false),
                                url: "glovebox://maintenance/megane/megane-pneus", rank: 1),
        ],
        spend: [
            spend(vehicleId: nil, currency: "EUR", total: nil, ratios: [0.2, 0.45, 1, 0.3, 0.8, 0.5],
                  months: ["jun.", "jul.", "ago.", "set.", "out.", "nov."], monthLabel: "novembro de 2026", complete: true),
            spend(vehicleId: "megane", currency: "EUR", total: nil, ratios: [0.2, 0.45, 1, 0.3, 0.8, 0.5],
                  months: ["jun.", "jul.", "ago.", "set.", "out.", "nov."], monthLabel: "novembro de 2026", complete: true),
        ])

    /// A German user whose inspection and oil change are overdue, and whose van has no reading.
    public static let germanOverdue = WidgetsSnapshot(
        generatedAt: Pinned.instant("2026-11-29T07:05:00Z"), locale: "de", timeZone: "Europe/Berlin",
        privacy: SnapshotPrivacy(locked: false),
        strings: SnapshotStrings(
            openApp: "Glovebox öffnen", signedOut: "Bei Glovebox anmelden", noVehicles: "Noch keine Fahrzeuge",
            chooseVehicle: "Fahrzeug wählen", noDeadlines: "Nichts fällig", noMaintenance: "Keine Wartung geplant",
            monthEnded: "Dieser Monat ist vorbei. Öffne Glovebox zum Aktualisieren.",
            incompleteSpend: "Einige Einträge haben keinen Wechselkurs",
            incompleteMonths: "! Monate mit Einträgen ohne Wechselkurs", noReading: "Noch kein Tachostand",
            titles: WidgetTitles(vehicle: "Fahrzeug", deadlines: "Fristen", spend: "Ausgaben", maintenance: "Wartung")),
        dayPhrases: phrases(
            today: "Heute", tomorrow: "Morgen", yesterday: "Seit 1 Tag überfällig",
            future: { "In \($0) Tagen" }, past: { "Seit \($0) Tagen überfällig" }, fallback: "Überfällig"),
        theme: theme,
        vehicles: [
            SnapshotVehicle(id: "golf", name: "Golf", subtitle: "Volkswagen Golf · 2017",
                            odometer: reading(131_877, "131.877 km", on: "2026-11-25", "25.11.2026", language: .german),
                            url: "glovebox://vehicle/golf"),
            SnapshotVehicle(id: "transporter", name: "Bulli", subtitle: "Volkswagen T6 · 2020", odometer: .noReading,
                            url: "glovebox://vehicle/transporter"),
        ],
        deadlines: [
            SnapshotDeadline(id: "golf-hu", label: "Hauptuntersuchung", vehicleId: "golf", vehicleName: "Golf",
                             dueDate: day("2026-11-14"), dueDateLabel: "14.11.2026", warningFrom: day("2026-10-15"),
                             url: "glovebox://deadline/golf-hu", rank: 0),
            SnapshotDeadline(id: "transporter-versicherung", label: "Versicherung", vehicleId: "transporter",
                             vehicleName: "Bulli", dueDate: day("2026-12-31"), dueDateLabel: "31.12.2026",
                             warningFrom: day("2026-12-01"), url: "glovebox://deadline/transporter-versicherung", rank: 3),
        ],
        maintenance: [
            SnapshotMaintenance(id: "golf-oel", label: "Ölwechsel", vehicleId: "golf", vehicleName: "Golf",
                                due: .distance(label: "seit 1.240 km überfällig", isWarning: true, isOverdue: true),
                                url: "glovebox://maintenance/golf/golf-oel", rank: 2),
            SnapshotMaintenance(id: "golf-bremsen", label: "Bremsflüssigkeit", vehicleId: "golf", vehicleName: "Golf",
                                due: .time(dueDate: day("2026-11-20"), dueDateLabel: "20.11.2026",
                                           warningFrom: day("2026-10-21")),
                                url: "glovebox://maintenance/golf/golf-bremsen", rank: 1),
            SnapshotMaintenance(id: "transporter-inspektion", label: "Inspektion", vehicleId: "transporter",
                                vehicleName: "Bulli",
                                due: .time(dueDate: day("2027-03-31"), dueDateLabel: "31.03.2027",
                                           warningFrom: day("2027-03-01")),
                                url: "glovebox://maintenance/transporter/transporter-inspektion", rank: 4),
        ],
        spend: [
            spend(vehicleId: nil, currency: "EUR", total: "1.046,75 €", ratios: [0.18, 0.27, 0.33, 0.21, 0.4, 1],
                  months: ["Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov."], monthLabel: "November 2026", complete: true),
        ])

    /// The English day phrase table: "Overdue by N days" … "Overdue by 1 day", "Today", "Tomorrow", "In N days".
    public static let englishPhrases = phrases(
        today: "Today", tomorrow: "Tomorrow", yesterday: "Overdue by 1 day",
        future: { "In \($0) days" }, past: { "Overdue by \($0) days" }, fallback: "Overdue")

    /// A phrase table built from per-language rules (the real one comes from the app's catalogs).
    static func phrases(
        today: String, tomorrow: String, yesterday: String,
        future: (Int) -> String, past: (Int) -> String, fallback: String
    ) -> DayPhrases {
        let table = (DayPhrases.firstOffset...DayPhrases.lastOffset).map { offset in
            switch offset {
            case 0: today
            case 1: tomorrow
            case -1: yesterday
            case 2...: future(offset)
            default: past(-offset)
            }
        }
        return DayPhrases(phrases: table, overdueFallback: fallback)
    }

    static func spend(
        vehicleId: String?, currency: String, total: String?, ratios: [Double], months: [String], monthLabel: String, complete: Bool
    ) -> SnapshotSpend {
        let current = CalendarMonth(year: 2026, month: 11)!
        let buckets = ratios.indices.map { index in
            let month = current.adding(months: index - (ratios.count - 1))
            // `complete` is the current month's; the earlier months had every rate.
            return SpendBucket(
                id: month, label: months[index], ratio: ratios[index], isCurrent: month == current,
                isComplete: month != current || complete)
        }
        return SnapshotSpend(
            vehicleId: vehicleId, currencyCode: currency,
            monthLabel: monthLabel, totalLabel: total, validUntil: day("2026-12-01"),
            buckets: buckets, url: DeepLink.spend(vehicleId: vehicleId, month: current).urlString)
    }

    /// A reading on `date`, with the readingOn and notReadSince labels of `language`.
    static func reading(
        _ value: Int, _ label: String, on date: String, _ dateLabel: String, language: SampleLanguage
    ) -> VehicleOdometer {
        let (read, since) = switch language {
        case .english: ("Read \(dateLabel)", "Not read since \(dateLabel)")
        case .german: ("Abgelesen am \(dateLabel)", "Seit \(dateLabel) nicht abgelesen")
        }
        return .recorded(RecordedOdometer(
            value: value, label: label, readingDate: day(date), readingLabel: read,
            staleFrom: ReadingFreshness.staleFrom(readingOn: day(date)), staleLabel: since))
    }

    /// The languages of the samples' reading labels.
    enum SampleLanguage {
        case english, german
    }

    /// A fixture day; traps on a typo in the fixture itself.
    public static func day(_ text: String) -> CalendarDay {
        guard let day = try? CalendarDay(parsing: text) else { fatalError("bad fixture day \(text)") }
        return day
    }
}

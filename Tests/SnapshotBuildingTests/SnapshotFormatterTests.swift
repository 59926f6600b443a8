import Foundation
import SnapshotBuilding
import Testing
import WidgetContract

/// Pins what Foundation on Linux (ICU) gives for each locale, so a toolchain change shows up here.
@Suite struct SnapshotFormatterTests {
    static let nbsp = "\u{00A0}"
    static let narrowNbsp = "\u{202F}"

    static func formatter(_ identifier: String) -> SnapshotFormatter {
        let locale = Locale(identifier: identifier)
        return SnapshotFormatter(language: Language(matching: locale), userLocale: locale)
    }

    @Test(arguments: [
        ("en_US", "84,210\(nbsp)km"), ("en_GB", "84,210\(nbsp)km"),
        ("pt_PT", "84\(nbsp)210\(nbsp)km"), ("es_ES", "84.210\(nbsp)km"),
        ("fr_FR", "84\(narrowNbsp)210\(nbsp)km"), ("fr_CA", "84\(nbsp)210\(nbsp)km"), ("de_DE", "84.210\(nbsp)km"),
    ])
    func odometerUsesTheLocalesGrouping(_ identifier: String, _ expected: String) {
        #expect(Self.formatter(identifier).distance(84_210, unit: .kilometres) == expected)
    }

    @Test func milesKeepTheirUnit() {
        #expect(Self.formatter("en_US").distance(222_647, unit: .miles) == "222,647\(Self.nbsp)mi")
    }

    @Test(arguments: [
        ("en_US", "€312.40", "€1,312.40"), ("pt_PT", "312,40\(nbsp)€", "1312,40\(nbsp)€"),
        ("es_ES", "312,40\(nbsp)€", "1312,40\(nbsp)€"), ("fr_FR", "312,40\(nbsp)€", "1\(narrowNbsp)312,40\(nbsp)€"),
        ("de_DE", "312,40\(nbsp)€", "1.312,40\(nbsp)€"),
    ])
    func moneyUsesTheLocalesSymbolAndSeparators(_ identifier: String, _ small: String, _ large: String) {
        let formatter = Self.formatter(identifier)
        #expect(formatter.money(Decimal(string: "312.40")!, currencyCode: "EUR") == small)
        #expect(formatter.money(Decimal(string: "1312.4")!, currencyCode: "EUR") == large)
    }

    @Test func currencyWithoutMinorUnitsHasNoDecimals() {
        #expect(Self.formatter("en_US").money(1250, currencyCode: "JPY") == "¥1,250")
    }

    @Test(arguments: [
        ("en_US", "Dec 10, 2026", "November 2026", "Nov"), ("en_GB", "10 Dec 2026", "November 2026", "Nov"),
        ("pt_PT", "10/12/2026", "Novembro de 2026", "nov."), ("es_ES", "10 dic 2026", "Noviembre de 2026", "nov"),
        ("fr_FR", "10 déc. 2026", "Novembre 2026", "nov."), ("de_DE", "10.12.2026", "November 2026", "Nov"),
    ])
    func daysAndMonthsAreLocalized(_ identifier: String, _ day: String, _ month: String, _ short: String) throws {
        let formatter = Self.formatter(identifier)
        #expect(formatter.dayLabel(try CalendarDay(parsing: "2026-12-10")) == day)
        #expect(formatter.monthLabel(try CalendarMonth(parsing: "2026-11")) == month)
        #expect(formatter.shortMonthLabel(try CalendarMonth(parsing: "2026-11")) == short)
    }

    @Test(arguments: [
        ("en_US", "In 1,200\(nbsp)km", "Overdue by 300\(nbsp)km", "Due now"),
        ("pt_PT", "Daqui a 1200\(nbsp)km", "Excedido em 300\(nbsp)km", "Agora"),
        ("es_ES", "En 1200\(nbsp)km", "Excedido en 300\(nbsp)km", "Ahora"),
        ("fr_FR", "Dans 1\(narrowNbsp)200\(nbsp)km", "Dépassé de 300\(nbsp)km", "Maintenant"),
        ("de_DE", "In 1.200\(nbsp)km", "300\(nbsp)km überfällig", "Jetzt fällig"),
    ])
    func distanceLabelsAreTranslated(_ identifier: String, _ ahead: String, _ overdue: String, _ now: String) {
        let formatter = Self.formatter(identifier)
        #expect(formatter.distanceLabel(remaining: 1_200, unit: .kilometres, isOverdue: false) == ahead)
        #expect(formatter.distanceLabel(remaining: -300, unit: .kilometres, isOverdue: true) == overdue)
        #expect(formatter.distanceLabel(remaining: 0, unit: .kilometres, isOverdue: false) == now)
    }

    @Test func dayLabelsDoNotDependOnAnyTimeZone() throws {
        // 2026-03-29 is the day Europe switches to summer time; the label must still name it.
        #expect(Self.formatter("de_DE").dayLabel(try CalendarDay(parsing: "2026-03-29")) == "29.03.2026")
    }
}

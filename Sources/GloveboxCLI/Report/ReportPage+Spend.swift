import GarageRules
import WidgetContract

extension ReportPage {
    /// Spend by month (stacked by category) and by category, each with its table.
    var spendSections: String {
        let spend = report.spend
        let byMonth = spend.spend(by: .month)
        let byCategory = spend.spend(by: .category)
        let categories = byCategory.groups.compactMap { ExpenseCategory(rawValue: $0.key) }
        guard byMonth.recordCount > 0 else {
            return section("spend-by-month", words.text(.spendByMonth), paragraph(words.text(.noSpend)))
        }
        let perCategory = categories.map { spend.spend(by: .month, only: $0) }
        let months = byMonth.groups.compactMap { try? CalendarMonth(parsing: $0.key) }
        let currency = spend.homeCurrency
        let money: ((Double) -> String)? = isLocked ? nil : { words.money($0, currency) }

        let chart = StackedBarChart(
            series: categories.map { .init(name: words.category($0), color: ChartPalette.color(of: $0)) },
            columns: months.map { month in
                .init(label: words.shortMonth(month), title: words.month(month), values: perCategory.map {
                    Self.double($0.group(month.isoString)?.total.decimalAmount ?? 0)
                })
            },
            valueText: money)
        let monthSVG = chart.svg(
            title: words.text(.spendByMonth), description: words.text(.spendByMonthDescription, ["currency": currency.code]),
            id: "chart-spend-by-month")
        var monthRows: [[String]] = []
        for (month, group) in zip(months, byMonth.groups) {
            if isLocked {
                monthRows.append([words.month(month), words.percent(group.total.minorUnits, of: byMonth.total.minorUnits), words.number(group.recordCount)])
            } else {
                monthRows.append([words.month(month)] + perCategory.map { words.money($0.group(month.isoString)?.total.decimalAmount ?? 0, currency) }
                    + [words.money(group.total.decimalAmount, currency), words.number(group.recordCount)])
            }
        }
        let monthHeader = isLocked
            ? [words.text(.month), words.text(.share), words.text(.records)]
            : [words.text(.month)] + categories.map(words.category) + [words.text(.total), words.text(.records)]
        if !isLocked {
            monthRows.append([words.text(.total)] + byCategory.groups.map { words.money($0.total.decimalAmount, currency) }
                + [words.money(byMonth.total.decimalAmount, currency), words.number(byMonth.recordCount)])
        }
        var monthContent = figure(monthSVG, table: HTML.table(caption: words.text(.spendByMonth), header: monthHeader, rows: monthRows))
        if !byMonth.isComplete {
            monthContent += paragraph(words.plural(.reportMissingRates, count: byMonth.unconvertedCount), className: "note")
        }

        let bars = HorizontalBarChart(
            rows: zip(categories, byCategory.groups).map { category, group in
                .init(label: words.category(category), value: Self.double(group.total.decimalAmount), color: ChartPalette.color(of: category))
            },
            valueText: money)
        let categorySVG = bars.svg(
            title: words.text(.spendByCategory), description: words.text(.spendByCategoryDescription), id: "chart-spend-by-category")
        let categoryRows = zip(categories, byCategory.groups).map { category, group in
            isLocked
                ? [words.category(category), words.percent(group.total.minorUnits, of: byCategory.total.minorUnits), words.number(group.recordCount)]
                : [words.category(category), words.money(group.total.decimalAmount, currency), words.number(group.recordCount)]
        }
        let categoryHeader = [words.text(.category), isLocked ? words.text(.share) : words.text(.total), words.text(.records)]
        return section("spend-by-month", words.text(.spendByMonth), monthContent)
            + section("spend-by-category", words.text(.spendByCategory), figure(
                categorySVG, table: HTML.table(caption: words.text(.spendByCategory), header: categoryHeader, rows: categoryRows)))
    }
}

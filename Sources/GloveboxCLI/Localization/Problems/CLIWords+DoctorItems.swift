import AppCore
import GarageRules
import GarageStorage
import SharedContainer

/// The problems `doctor` lists under a finding in the person's language, by the type that found
/// them; English, and a line of SQLite's own words, stay as they were found.
extension CLIWords {
    /// One listed problem.
    func item(_ item: any DoctorItem) -> String {
        guard language != .english else { return item.description }
        return switch item {
        case let problem as LogbookProblem: logbookProblem(problem)
        case let problem as WidgetPartProblem: partProblem(problem)
        default: item.description
        }
    }

    private func logbookProblem(_ problem: LogbookProblem) -> String {
        switch problem {
        case let .unreadableTable(table, message):
            text(.doctorUnreadableTable, ["table": storedRecord(table: table), "message": message])
        case .damagedRow(let row):
            text(.doctorDamagedRow, ["record": storedRecord(table: row.table), "id": row.id, "reason": damage(row.damage)])
        case .spendTotal(let difference):
            text(.doctorSpendTotal, [
                "vehicle": difference.vehicleID, "month": monthInSentence(iso: difference.month), "currency": difference.currency,
                "kept": total(difference.kept, currency: difference.currency),
                "summed": total(difference.recomputed, currency: difference.currency),
            ])
        case let .keptAside(kind, id, reason):
            text(.doctorKeptAside, ["record": recordKind(word: kind.word), "id": id, "reason": setAsideReason(reason)])
        case .schemaObject(let problem):
            text(problem.expected.type == "index" ? .doctorIndexItem : .doctorTriggerItem, [
                "name": problem.expected.name,
                "what": text({ if case .missing = problem { .doctorObjectMissing } else { .doctorObjectChanged } }(),
                             ["step": String(LogbookSchema.migrator.latestVersion)]),
            ])
        }
    }

    /// A month inside a sentence: the locale's month and year, with the lowercase month that
    /// Portuguese, Spanish and French write there (the month label starts a table cell capitalised).
    private func monthInSentence(iso: String) -> String {
        let label = month(iso: iso)
        guard language != .german, let first = label.first else { return label }
        return first.lowercased() + label.dropFirst()
    }

    /// A kept or summed total: its amount in the locale's money and the expenses it sums.
    private func total(_ total: SpendMonthDifference.Total?, currency: String) -> String {
        guard let total else { return text(.doctorSpendTotalNothing) }
        let amount = (try? CurrencyCode(currency)).map { money(Money(minorUnits: total.minorUnits, currency: $0)) }
            ?? count(total.minorUnits)
        return text(.doctorSpendTotalSum, ["amount": amount, "records": plural(.countExpenses, count: total.recordCount)])
    }

    private func partProblem(_ problem: WidgetPartProblem) -> String {
        switch problem {
        case .leftOver(let file): text(.partLeftOver, ["file": file])
        case .differs(let file): text(.partDiffers, ["file": file])
        case let .undecodable(file, error): text(.partUndecodable, ["file": file, "reason": error.text(in: language)])
        case .removedWhileChecked(let file): text(.partRemovedWhileChecked, ["file": file])
        case let .unreadable(file, reason): text(.partUnreadable, ["file": file, "reason": reason])
        case let .tooLarge(file, bytes, limit): text(.partTooLarge, ["file": file, "bytes": count(bytes), "limit": count(limit)])
        case .missing(let file): text(.partMissing, ["file": file])
        }
    }
}

import AppLifecycle
import WidgetContract

extension CLIWords {
    /// One line for people about a publish (`published 1843 bytes; changed: vehicle, spend; reloaded:
    /// spend`), in this language; `PublishReport.json` is what scripts read.
    ///
    /// The widget kinds keep their names (`vehicle`, `spend`): they are the kinds `glovebox-widget`
    /// and the hosts are told, not words of a sentence.
    func publishSummary(_ report: PublishReport) -> String {
        func names(_ kinds: [WidgetKind]) -> String {
            kinds.isEmpty ? text(.publishNone) : kinds.map(\.rawValue).joined(separator: ", ")
        }
        let files = (report.shortcutsBytes.map { text(.publishShortcuts, ["bytes": count($0)]) } ?? "")
            + (report.calendarBytes.map { text(.publishCalendar, ["bytes": count($0)]) } ?? "")
        switch report.outcome {
        case .published:
            let published = text(.publishPublished, [
                "bytes": count(report.snapshotBytes ?? 0), "changed": names(report.changedKinds), "reloaded": names(report.reloadedKinds),
            ])
            return published + files
        case .unchanged: return text(.publishUnchanged) + files
        case .nothingInstalled: return text(.publishNothingInstalled) + files
        case .notDirty: return text(.publishNotDirty)
        case .signedOut: return text(.publishSignedOut)
        case .superseded: return text(.publishSuperseded) + files
        }
    }
}

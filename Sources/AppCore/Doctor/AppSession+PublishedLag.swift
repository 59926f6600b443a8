import AppLifecycle
import Foundation
import SharedContainer

/// `glovebox doctor`'s word on what is made from the logbook: whether the widgets snapshot, the
/// calendar file and the reminders are behind it.
extension AppSession {
    /// One finding each for the widgets snapshot, the calendar and the reminders. Run it only on a
    /// logbook ``checkLogbook()`` found sound: it opens the logbook as any read command does (a
    /// missing one is left missing: no finding then).
    public func checkPublishedFiles(configurations: CurrentConfigurations) -> [DoctorFinding] {
        do {
            guard FileManager.default.fileExists(atPath: try databasePath()) else { return [] }
            let store = try store()
            guard try store.accounts.signedIn() != nil else {
                return [DoctorFinding(.notice, .publishedFiles, .signedOut)]
            }
            let generation = try store.generation()
            let session = try makePublishingSession()
            var findings: [DoctorFinding] = []
            if (try? configurations.widgets())?.isEmpty ?? false {
                findings.append(DoctorFinding(.notice, .widgetsSnapshot, .noWidgetInstalled))
            } else if session.publisher.isCurrent(logbookGeneration: generation, configurations: configurations) {
                findings.append(.passed(.widgetsSnapshot, .upToDate(generation: generation)))
            } else {
                findings.append(.notice(.widgetsSnapshot, .behind(generation: generation), hint: .publish))
            }
            if session.calendar?.isCurrent(logbookGeneration: generation) ?? false {
                findings.append(.passed(.calendar, .upToDate(generation: generation)))
            } else {
                findings.append(.notice(.calendar, .behind(generation: generation), hint: .publish))
            }
            findings.append(reminderFinding())
            return findings
        } catch {
            return [DoctorFinding(.failed, .publishedFiles, .failure(DoctorFailure(error)))]
        }
    }

    private func reminderFinding() -> DoctorFinding {
        do {
            guard let lag = try reminderLag() else {
                return .notice(.reminders, .noReminderChannel, hint: .addReminderChannel)
            }
            guard let backlog = lag.behind else {
                guard let run = lag.lastRun else { return .passed(.reminders, .remindersUpToDate) }
                return .passed(.reminders, .remindersUpToDateSince(ranAt: run.ranAt, generation: run.generation))
            }
            let detail: DoctorDetail = switch backlog {
            case .neverRun: .remindersNeverRun
            case .channelsFailed(let channels): .remindersChannelsFailed(channels: channels)
            case .logbookChanged: .remindersLogbookChanged
            case .notRunToday: .remindersNotRunToday
            }
            return .notice(.reminders, detail, hint: .runReminders)
        } catch {
            return DoctorFinding(.failed, .reminders, .failure(DoctorFailure(error)))
        }
    }
}

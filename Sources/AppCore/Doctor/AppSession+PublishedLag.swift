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
                return [DoctorFinding(.notice, "published files", "signed out: nothing is published")]
            }
            let generation = try store.generation()
            let session = try makePublishingSession()
            var findings: [DoctorFinding] = []
            let behind = "behind the logbook (generation \(generation)); this command's exit publishes it"
            if (try? configurations.widgets())?.isEmpty ?? false {
                findings.append(DoctorFinding(.notice, "widgets snapshot", "no widget installed: none is published"))
            } else if session.publisher.isCurrent(logbookGeneration: generation, configurations: configurations) {
                findings.append(DoctorFinding(.passed, "widgets snapshot", "up to date with the logbook (generation \(generation))"))
            } else {
                findings.append(DoctorFinding(.notice, "widgets snapshot", behind, fix: "run glovebox publish"))
            }
            if session.calendar?.isCurrent(logbookGeneration: generation) ?? false {
                findings.append(DoctorFinding(.passed, "calendar", "up to date with the logbook (generation \(generation))"))
            } else {
                findings.append(DoctorFinding(.notice, "calendar", behind, fix: "run glovebox publish"))
            }
            findings.append(reminderFinding())
            return findings
        } catch {
            return [DoctorFinding(.failed, "published files", "\(error)")]
        }
    }

    private func reminderFinding() -> DoctorFinding {
        do {
            guard let lag = try reminderLag() else {
                return DoctorFinding(.notice, "reminders", "no channel configured", fix: "run glovebox remind add desktop")
            }
            guard let reason = lag.behind else {
                let ran = lag.lastRun.map { " (last run \($0.ranAt), generation \($0.generation))" } ?? ""
                return DoctorFinding(.passed, "reminders", "up to date with the logbook" + ran)
            }
            return DoctorFinding(.notice, "reminders", "behind the logbook: \(reason)", fix: "run glovebox remind")
        } catch {
            return DoctorFinding(.failed, "reminders", "\(error)")
        }
    }
}

import Foundation
import ShortcutsContract
import WidgetContract

/// Answers Siri and Shortcuts questions from the bytes of the Shortcuts snapshot, and nothing else.
///
/// It never opens the logbook: what it knows is what the app last published into `Documents/`.
/// Answers that depend on the date are worked out at the moment of asking, from the due day and
/// the snapshot's phrase table, so "in 3 days" is "today" three days later without a publish.
/// Beyond the table's +120 days the due date itself is said; more than 60 days late, the
/// table's overdue fallback. A spend answer asked after its month is "the month has ended"; an
/// odometer answer says the reading's day, and from its `staleFrom` on that it may be out of date.
/// Days are counted in the zone the snapshot carries (the app's "today"; see `DayCalendar`), never
/// in the system's, so Siri's "tomorrow" is the widget's and the app's.
///
/// ```swift
/// let answerer = ShortcutAnswerer(now: Date())
/// let answer = answerer.answer(.nextDeadline, vehicle: "clio", snapshotBytes: bytes)
/// print(answer.text)   // "Clio: Insurance, in 11 days."
/// ```
public struct ShortcutAnswerer: Sendable {
    /// The answer when the snapshot cannot be read at all, so its language is unknown.
    public static let builtInOpenApp = "Open Glovebox to answer this."
    /// The language tag of ``builtInOpenApp``.
    public static let builtInLocale = "en"

    /// The moment of asking.
    public let now: Date

    /// An answerer for a question asked at `now`.
    public init(now: Date) {
        self.now = now
    }

    /// The day of the question in the snapshot's zone, or `nil` when the snapshot names a zone this
    /// system does not know (it then cannot say what day it is).
    public func today(for snapshot: ShortcutsSnapshot) -> CalendarDay? {
        DayCalendar(zoneIdentifier: snapshot.timeZone)?.day(containing: now)
    }

    /// Answers `question` about the vehicle named `vehicle` from the snapshot file's bytes;
    /// `nil` bytes mean there is no file. An unreadable file is answered with "open Glovebox".
    public func answer(_ question: ShortcutQuestion, vehicle: String?, snapshotBytes: Data?) -> ShortcutAnswer {
        guard let bytes = snapshotBytes else { return Self.openApp(text: nil, locale: nil) }
        let snapshot: ShortcutsSnapshot
        do {
            snapshot = try SnapshotCoding.decode(ShortcutsSnapshot.self, from: bytes)
        } catch {
            // A file of a later version or a broken one may still say "open Glovebox" in the
            // user's language; if even that cannot be read, the built-in English text is used.
            let salvage = try? JSONDecoder().decode(SalvagedTexts.self, from: bytes)
            return Self.openApp(text: salvage?.phrases.openApp, locale: salvage?.locale)
        }
        return answer(question, vehicle: vehicle, snapshot: snapshot)
    }

    /// Answers `question` about the vehicle named `vehicle` from a decoded, valid snapshot.
    public func answer(_ question: ShortcutQuestion, vehicle said: String?, snapshot: ShortcutsSnapshot) -> ShortcutAnswer {
        let phrases = snapshot.phrases
        let locale = snapshot.locale
        guard !snapshot.vehicles.isEmpty else {
            return ShortcutAnswer(status: .noVehicles, text: phrases.noVehicles, locale: locale)
        }
        let choices = ShortcutVehicleMatcher.choices(snapshot.vehicles)
        let vehicle: ShortcutVehicle
        if let said = said?.trimmingCharacters(in: .whitespacesAndNewlines), !said.isEmpty {
            switch ShortcutVehicleMatcher(vehicles: snapshot.vehicles).match(said) {
            case .one(let found):
                vehicle = found
            case .several(let found):
                let names = ShortcutVehicleMatcher.choices(found)
                return ShortcutAnswer(
                    status: .whichVehicle, text: fill(phrases.whichVehicle, ["choices": list(names)]),
                    choices: names, locale: locale)
            case .none:
                return ShortcutAnswer(
                    status: .unknownVehicle,
                    text: fill(phrases.unknownVehicle, ["name": said, "choices": list(choices)]),
                    choices: choices, locale: locale)
            }
        } else if snapshot.vehicles.count == 1 {
            vehicle = snapshot.vehicles[0]
        } else {
            return ShortcutAnswer(
                status: .whichVehicle, text: fill(phrases.whichVehicle, ["choices": list(choices)]),
                choices: choices, locale: locale)
        }
        guard let today = today(for: snapshot) else {
            return ShortcutAnswer(status: .openApp, text: phrases.openApp, vehicleId: vehicle.id, locale: locale)
        }
        let (status, text) = answer(question, about: vehicle, in: snapshot, today: today)
        return ShortcutAnswer(status: status, text: text, vehicleId: vehicle.id, locale: locale)
    }

    static func openApp(text: String?, locale: String?) -> ShortcutAnswer {
        guard let text, !text.isEmpty, let locale else {
            return ShortcutAnswer(status: .openApp, text: builtInOpenApp, locale: builtInLocale)
        }
        return ShortcutAnswer(status: .openApp, text: text, locale: locale)
    }

    /// A template filled in, its first letter capitalized: a month name that opens a sentence is
    /// written as it is in the middle of one ("noviembre de 2026"), and a spoken answer is a sentence.
    func fill(_ template: String, _ values: [String: String]) -> String {
        let text = ShortcutPhrases.fill(template, values)
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// Names joined for a sentence; the templates put them after a colon.
    func list(_ names: [String]) -> String {
        names.joined(separator: ", ")
    }
}

/// The two fields read from a snapshot that cannot be decoded whole.
private struct SalvagedTexts: Decodable {
    struct Phrases: Decodable {
        let openApp: String
    }

    let locale: String
    let phrases: Phrases
}

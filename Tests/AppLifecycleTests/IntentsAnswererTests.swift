import AppLifecycle
import Foundation
import GloveboxTestSupport
import ShortcutsContract
import Testing
import WidgetContract

/// Answers from the builder's golden Shortcuts snapshots (`Tests/Fixtures/shortcuts/`), which
/// were published on Sunday 29 November 2026 at 19:20 UTC in Lisbon.
@Suite struct IntentsAnswererTests {
    static let publishedAt = "2026-11-29T19:20:00Z"
    static let threeDaysLater = "2026-12-02T09:00:00Z"

    static func answer(
        _ question: ShortcutQuestion, _ vehicle: String?, golden: String = "en", at instant: String = publishedAt
    ) throws -> ShortcutAnswer {
        let answerer = ShortcutAnswerer(now: Pinned.instant(instant))
        return answerer.answer(question, vehicle: vehicle, snapshotBytes: try Fixtures.data("shortcuts/\(golden).json"))
    }

    @Test func onTheDayOfPublishingEveryQuestionIsAnswered() throws {
        #expect(try Self.answer(.nextMaintenance, "clio").text == "Clio: Oil change, in 3 days.")
        #expect(try Self.answer(.nextMaintenance, "cherokee").text == "Cherokee: Oil change, in 2,353\u{00A0}mi.")
        // 122 days ahead is beyond the phrase table: the due date is said instead.
        #expect(try Self.answer(.nextDeadline, "clio").text == "Clio: Insurance, 31 Mar 2027.")
        #expect(try Self.answer(.nextDeadline, "cherokee").text == "Cherokee: Registration, overdue by 58 days.")
        // The Clio's August had an expense without a rate; November's total is whole, so no note.
        #expect(try Self.answer(.monthSpend, "clio").text == "Clio spent €312.40 in November 2026.")
        #expect(try Self.answer(.monthSpend, "cherokee").text
            == "Cherokee spent €114.30 in November 2026. Some expenses have no exchange rate and are left out.")
        #expect(try Self.answer(.odometer, "clio").text == "Clio shows 84,210\u{00A0}km, read on 20 Nov 2026.")
        let answer = try Self.answer(.odometer, "cherokee")
        #expect(answer.text == "Cherokee shows 222,647\u{00A0}mi, read on 1 Sep 2026.")
        #expect(answer.status == .answered)
        #expect(answer.vehicleId == "cherokee")
        #expect(answer.locale == "en")
    }

    @Test func threeDaysLaterTheSameFileGivesTodaysAnswers() throws {
        let later = Self.threeDaysLater
        #expect(try Self.answer(.nextMaintenance, "clio", at: later).text == "Clio: Oil change, today.")
        // 119 days ahead now falls inside the table.
        #expect(try Self.answer(.nextDeadline, "clio", at: later).text == "Clio: Insurance, in 119 days.")
        // 61 days overdue is past the table's start: the overdue fallback.
        #expect(try Self.answer(.nextDeadline, "cherokee", at: later).text == "Cherokee: Registration, overdue.")
        // A distance does not move with the calendar.
        #expect(try Self.answer(.nextMaintenance, "cherokee", at: later).text == "Cherokee: Oil change, in 2,353\u{00A0}mi.")
        // The Cherokee's reading of 1 September turned stale on 1 December (more than 90 days).
        #expect(try Self.answer(.odometer, "cherokee", at: later).text
            == "Cherokee showed 222,647\u{00A0}mi on 1 Sep 2026, its last reading; it may be out of date.")
        #expect(try Self.answer(.odometer, "clio", at: later).text == "Clio shows 84,210\u{00A0}km, read on 20 Nov 2026.")
        let spend = try Self.answer(.monthSpend, "clio", at: later)
        #expect(spend.status == .monthEnded)
        #expect(spend.text == "November 2026 has ended. Open Glovebox to update.")
    }

    @Test func theDayCountFollowsTheZoneTheSnapshotCarries() throws {
        // 23:30 UTC on 1 December is still the 1st in Lisbon (UTC+0 in winter) but the 2nd in Tokyo:
        // the answer counts in the snapshot's zone, whatever the system's is.
        #expect(try Self.answer(.nextMaintenance, "clio", at: "2026-12-01T23:30:00Z").text == "Clio: Oil change, tomorrow.")
        var snapshot = try SnapshotCoding.decode(ShortcutsSnapshot.self, from: Fixtures.data("shortcuts/en.json"))
        snapshot.timeZone = "Asia/Tokyo"
        let answerer = ShortcutAnswerer(now: Pinned.instant("2026-12-01T23:30:00Z"))
        #expect(answerer.today(for: snapshot) == (try CalendarDay(parsing: "2026-12-02")))
        #expect(answerer.answer(.nextMaintenance, vehicle: "clio", snapshot: snapshot).text == "Clio: Oil change, today.")
    }

    @Test func aSnapshotWhoseZoneIsUnknownIsAnsweredWithOpenTheApp() throws {
        var snapshot = try SnapshotCoding.decode(ShortcutsSnapshot.self, from: Fixtures.data("shortcuts/en.json"))
        snapshot.timeZone = "Mars/Olympus_Mons"
        let answer = ShortcutAnswerer(now: Pinned.instant(Self.publishedAt)).answer(.nextDeadline, vehicle: "clio", snapshot: snapshot)
        #expect(answer.status == .openApp)
        #expect(answer.text == snapshot.phrases.openApp)
    }

    @Test func lockedAnswersWithholdAmountsOdometersAndDistances() throws {
        for (question, vehicle) in [(ShortcutQuestion.monthSpend, "clio"), (.odometer, "clio"), (.nextMaintenance, "cherokee")] {
            let answer = try Self.answer(question, vehicle, golden: "en-locked")
            #expect(answer.status == .locked, "\(question)")
            #expect(answer.text == "Glovebox is locked. Open the app to see this.")
            #expect(answer.vehicleId == vehicle)
        }
        // Days are not secret: dated answers are still given.
        #expect(try Self.answer(.nextMaintenance, "clio", golden: "en-locked").text == "Clio: Oil change, in 3 days.")
        #expect(try Self.answer(.nextDeadline, "cherokee", golden: "en-locked").status == .answered)
    }

    @Test(arguments: [
        ("en", "Cherokee shows 222,647\u{00A0}mi, read on 1 Sep 2026.",
         "Cherokee showed 222,647\u{00A0}mi on 1 Sep 2026, its last reading; it may be out of date."),
        ("pt-PT", "Cherokee: o odómetro marca 222\u{00A0}647\u{00A0}mi, lido a 01/09/2026.",
         "Cherokee: a última leitura, de 01/09/2026, foi 222\u{00A0}647\u{00A0}mi; pode estar desatualizada."),
        ("es", "Cherokee: el cuentakilómetros marca 222.647\u{00A0}mi, leído el 1 sept 2026.",
         "Cherokee: la última lectura, del 1 sept 2026, fue 222.647\u{00A0}mi; puede estar desactualizada."),
        ("fr", "Cherokee\u{00A0}: le compteur affiche 222\u{202F}647\u{00A0}mi, relevé le 1 sept. 2026.",
         "Cherokee\u{00A0}: le dernier relevé, du 1 sept. 2026, indiquait 222\u{202F}647\u{00A0}mi\u{00A0}; il n’est peut-être plus à jour."),
        ("de", "Cherokee: Tachostand 222.647\u{00A0}mi, abgelesen am 01.09.2026.",
         "Cherokee: Der letzte Tachostand vom 01.09.2026 war 222.647\u{00A0}mi; er ist wohl nicht mehr aktuell."),
    ])
    func aReadingIsSaidWithItsDayAndAsTheLastOneOnceStale(_ golden: String, _ fresh: String, _ stale: String) throws {
        // Read on 1 September: 89 days old when published, stale from 1 December (more than 90 days).
        #expect(try Self.answer(.odometer, "cherokee", golden: golden).text == fresh)
        #expect(try Self.answer(.odometer, "cherokee", golden: golden, at: Self.threeDaysLater).text == stale)
    }

    @Test(arguments: [
        ("pt-PT", "Clio: Oil change, daqui a 3 dias.", "Cherokee: Registo, em atraso.", "Clio: 312,40\u{00A0}€ gastos em novembro de 2026."),
        ("es", "Clio: Oil change, en 3 días.", "Cherokee: Matriculación, vencido.", "Clio: 312,40\u{00A0}€ gastados en noviembre de 2026."),
        ("fr", "Clio\u{00A0}: Oil change, dans 3 jours.", "Cherokee\u{00A0}: Immatriculation, en retard.", "Clio\u{00A0}: 312,40\u{00A0}€ dépensés en novembre 2026."),
        ("de", "Clio: Oil change, in 3 Tagen.", "Cherokee: Zulassung, überfällig.", "Clio: 312,40\u{00A0}€ ausgegeben im November 2026."),
    ])
    func everyLanguageIsSpokenFromItsOwnSnapshot(_ golden: String, _ maintenance: String, _ overdue: String, _ spend: String) throws {
        let maintenanceAnswer = try Self.answer(.nextMaintenance, "clio", golden: golden)
        #expect(maintenanceAnswer.locale == golden)
        #expect(maintenanceAnswer.text == maintenance)
        #expect(try Self.answer(.nextDeadline, "cherokee", golden: golden, at: Self.threeDaysLater).text == overdue)
        #expect(try Self.answer(.monthSpend, "clio", golden: golden).text == spend)
        // The aliases are the same words in every language: "jeep" is the Cherokee.
        #expect(try Self.answer(.odometer, "Jeep", golden: golden).vehicleId == "cherokee")
    }

    @Test(arguments: [
        (120, "Clio: Insurance, in 120 days."),
        (121, "Clio: Insurance, 28 Mar 2027."),
        (-60, "Clio: Insurance, overdue by 60 days."),
        (-61, "Clio: Insurance, overdue."),
    ])
    func theTableEndsAt120DaysAheadAnd60DaysLate(_ offset: Int, _ text: String) throws {
        var snapshot = try SnapshotCoding.decode(ShortcutsSnapshot.self, from: Fixtures.data("shortcuts/en.json"))
        let today = try CalendarDay(parsing: "2026-11-27")
        snapshot.vehicles[0].nextDeadline = ShortcutDue(
            label: "Insurance", dueDate: today.adding(days: offset), dueDateLabel: "28 Mar 2027", distanceLabel: nil)
        let answerer = ShortcutAnswerer(now: Pinned.instant("2026-11-27T12:00:00Z"))
        #expect(answerer.answer(.nextDeadline, vehicle: "clio", snapshot: snapshot).text == text)
    }
}


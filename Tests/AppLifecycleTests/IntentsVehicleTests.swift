import AppLifecycle
import Foundation
import GloveboxTestSupport
import ShortcutsContract
import Testing
import WidgetContract

/// Which vehicle a question is about, and the answers when that is not clear or not knowable.
@Suite struct IntentsVehicleTests {
    static let answerer = ShortcutAnswerer(
        now: Pinned.instant("2026-11-29T19:20:00Z"))

    static func vehicle(_ id: String, _ name: String, aliases: [String] = []) -> ShortcutVehicle {
        ShortcutVehicle(
            id: id, name: name, aliases: aliases, nextMaintenance: nil, nextDeadline: nil,
            monthSpend: ShortcutSpend(
                month: CalendarMonth(year: 2026, month: 11)!, monthLabel: "November 2026", totalLabel: "€1.00",
                isComplete: true, validUntil: try! CalendarDay(parsing: "2026-12-01")),
            odometer: ShortcutOdometer(
                label: "1 km", readingDate: try! CalendarDay(parsing: "2026-11-20"), readingDateLabel: "20 Nov 2026",
                staleFrom: try! CalendarDay(parsing: "2027-02-19")))
    }

    /// A snapshot with the English golden file's texts and the given vehicles.
    static func snapshot(_ vehicles: [ShortcutVehicle]) throws -> ShortcutsSnapshot {
        var snapshot = try SnapshotCoding.decode(ShortcutsSnapshot.self, from: Fixtures.data("shortcuts/en.json"))
        snapshot.vehicles = vehicles
        return snapshot
    }

    static func ask(_ vehicle: String?, in vehicles: [ShortcutVehicle]) throws -> ShortcutAnswer {
        let bytes = try SnapshotCoding.encode(try snapshot(vehicles))
        return answerer.answer(.odometer, vehicle: vehicle, snapshotBytes: bytes)
    }

    static let garage = [
        vehicle("clio", "Clio", aliases: ["clio", "renault clio", "renault"]),
        vehicle("megane", "Mégane", aliases: ["mégane", "renault mégane"]),
        vehicle("blue-golf", "Blue Golf", aliases: ["blue golf"]),
        vehicle("red-golf", "Red Golf", aliases: ["red golf"]),
    ]

    @Test(arguments: [
        ("clio", "clio"), ("CLIO", "clio"), ("  Clio ", "clio"), ("renault clio", "clio"), ("Renault", "clio"),
        ("megane", "megane"), ("MEGANE", "megane"), ("Renault  Megane", "megane"), ("Mégane", "megane"),
        ("blue-golf", "blue-golf"), ("RED GOLF", "red-golf"),
    ])
    func aVehicleIsFoundByIdNameOrAliasIgnoringCaseAndAccents(_ said: String, _ id: String) throws {
        let answer = try Self.ask(said, in: Self.garage)
        #expect(answer.status == .answered)
        #expect(answer.vehicleId == id)
    }

    @Test func anUnknownVehicleGetsTheListOfChoices() throws {
        let answer = try Self.ask("Beetle", in: Self.garage)
        #expect(answer.status == .unknownVehicle)
        #expect(answer.choices == ["Clio", "Mégane", "Blue Golf", "Red Golf"])
        #expect(answer.text == "No vehicle is called “Beetle”. Your vehicles: Clio, Mégane, Blue Golf, Red Golf.")
        #expect(answer.vehicleId == nil)
    }

    @Test func aNameThatFitsSeveralVehiclesAsksWhichOne() throws {
        let answer = try Self.ask("golf", in: Self.garage)
        #expect(answer.status == .whichVehicle)
        #expect(answer.choices == ["Blue Golf", "Red Golf"])
        #expect(answer.text == "Which vehicle do you mean: Blue Golf, Red Golf?")
    }

    @Test func twoVehiclesOfTheSameNameAreToldApartByTheirIds() throws {
        let answer = try Self.ask("clio", in: [Self.vehicle("clio-1", "Clio"), Self.vehicle("clio-2", "Clio")])
        #expect(answer.status == .whichVehicle)
        #expect(answer.text == "Which vehicle do you mean: Clio (clio-1), Clio (clio-2)?")
        // The id still names one.
        #expect(try Self.ask("clio-2", in: [Self.vehicle("clio-1", "Clio"), Self.vehicle("clio-2", "Clio")]).vehicleId == "clio-2")
    }

    @Test func noVehicleNamedMeansTheOnlyOneOrAQuestion() throws {
        #expect(try Self.ask(nil, in: [Self.vehicle("clio", "Clio")]).vehicleId == "clio")
        #expect(try Self.ask("  ", in: [Self.vehicle("clio", "Clio")]).vehicleId == "clio")
        let answer = try Self.ask(nil, in: Self.garage)
        #expect(answer.status == .whichVehicle)
        #expect(answer.choices.count == 4)
    }

    @Test func anEmptyGarageSaysSo() throws {
        for said in [nil, "clio"] {
            let answer = try Self.ask(said, in: [])
            #expect(answer.status == .noVehicles)
            #expect(answer.text == "You have no vehicles in Glovebox yet.")
        }
    }

    @Test func aVehicleNamedLikeAPlaceholderIsSaidAsWritten() throws {
        let answer = try Self.ask("{item}", in: [Self.vehicle("odd", "{item}"), Self.vehicle("clio", "Clio")])
        #expect(answer.text == "{item} shows 1 km, read on 20 Nov 2026.")
    }
}

/// A missing, unsupported or broken snapshot: only the app can answer.
@Suite struct IntentsOpenAppTests {
    let answerer = IntentsVehicleTests.answerer

    @Test func noFileMeansOpenGloveboxInEnglish() {
        let answer = answerer.answer(.nextDeadline, vehicle: "clio", snapshotBytes: nil)
        #expect(answer == ShortcutAnswer(status: .openApp, text: "Open Glovebox to answer this.", locale: "en"))
    }

    @Test(arguments: ["", "{", "null", "[]", "{\"kind\":\"glovebox.shortcuts\"}", "\u{FF}\u{FE}"])
    func bytesThatAreNoSnapshotMeanOpenGlovebox(_ text: String) {
        let answer = answerer.answer(.odometer, vehicle: nil, snapshotBytes: Data(text.utf8))
        #expect(answer.status == .openApp)
        #expect(answer.text == ShortcutAnswerer.builtInOpenApp)
    }

    @Test func aLaterVersionSaysOpenGloveboxInItsOwnLanguageWhenItCan() throws {
        var json = try #require(
            try JSONSerialization.jsonObject(with: Fixtures.data("shortcuts/de.json")) as? [String: Any])
        json["version"] = ShortcutsSnapshot.currentVersion + 1
        let answer = answerer.answer(.odometer, vehicle: "golf", snapshotBytes: try JSONSerialization.data(withJSONObject: json))
        #expect(answer == ShortcutAnswer(status: .openApp, text: "Öffne Glovebox, um das zu beantworten.", locale: "de"))

        json["phrases"] = nil
        let bare = answerer.answer(.odometer, vehicle: "golf", snapshotBytes: try JSONSerialization.data(withJSONObject: json))
        #expect(bare == ShortcutAnswer(status: .openApp, text: "Open Glovebox to answer this.", locale: "en"))
    }

    @Test func aSnapshotOfAnotherKindOrBrokenInvariantIsNotTrusted() throws {
        let widgets = try Fixtures.data("snapshots/valid/en-unlocked.json")
        #expect(answerer.answer(.odometer, vehicle: nil, snapshotBytes: widgets).status == .openApp)

        // A locked file that still carries an odometer breaks the contract: nothing is said from it.
        var json = try #require(
            try JSONSerialization.jsonObject(with: Fixtures.data("shortcuts/en-locked.json")) as? [String: Any])
        var vehicles = try #require(json["vehicles"] as? [[String: Any]])
        vehicles[0]["odometer"] = [
            "label": "84,210 km", "readingDate": "2026-11-20", "readingDateLabel": "20 Nov 2026", "staleFrom": "2027-02-19",
        ]
        json["vehicles"] = vehicles
        let answer = answerer.answer(.odometer, vehicle: "clio", snapshotBytes: try JSONSerialization.data(withJSONObject: json))
        #expect(answer.status == .openApp)
        #expect(!answer.text.contains("84"))
    }

    @Test func questionsAreParsedByTheirCommandNames() throws {
        #expect(try ShortcutQuestion(parsing: "next-maintenance") == .nextMaintenance)
        #expect(try ShortcutQuestion(parsing: "Month-Spend") == .monthSpend)
        #expect(throws: ShortcutQuestionError(name: "mileage")) { try ShortcutQuestion(parsing: "mileage") }
        #expect(ShortcutQuestionError(name: "mileage").description
            == "unknown question 'mileage'; ask one of: next-maintenance, next-deadline, month-spend, odometer, fuel-economy")
    }
}

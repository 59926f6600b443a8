import Foundation
import GarageRules
import GloveboxTestSupport
import Testing
import WidgetContract

/// The golden snapshots under `Tests/Fixtures/snapshots/valid/`, checked against what the test
/// works out from each pinned garage by itself — never through the builder that wrote them:
///
/// - the file validates against `Schemas/widgets-snapshot-v2.schema.json` by Python's `jsonschema`;
/// - the local day of `generatedAt` in the snapshot's zone comes from Python's `zoneinfo`, and the
///   spend months, `validUntil`, `staleFrom` (a reading's day + 91) and `warningFrom` (a due day −
///   its warning days, 30 unless set) are counted by `CivilDays`;
/// - each month's spend is summed by the test from the garage's expenses (converted at the pinned
///   rate of the day or of the latest of the 7 before it, rounded half to even to the cent), each
///   bar's ratio is that total over the largest, and the current month's total label is written
///   with the CLDR symbols of `CLDRByHand`;
/// - odometer values and labels are the latest reading's, a distance item's label holds the
///   distance from that reading to its due point, and the day phrases follow the CLDR plural rules;
/// - no licence plate is anywhere in the file, and with the lock on no odometer, distance or amount.
///
/// The file is read with `JSONSerialization`, not the contract's decoder.
@Suite struct GoldenSnapshotOracleTests {
    static func path(_ pinned: PinnedCase) -> URL { Fixtures.url("snapshots/valid/\(pinned.name).json") }

    /// The golden file as plain JSON.
    static func document(_ pinned: PinnedCase) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: path(pinned))) as? [String: Any])
    }

    /// The app's language for the case's locale, as the snapshot's phrases are written in.
    static func language(_ pinned: PinnedCase) -> String {
        switch pinned.context.locale.identifier {
        case "pt_PT": "pt-PT"
        case let identifier: String(identifier.prefix(2))
        }
    }

    @Test func everyGoldenSnapshotValidatesAgainstTheSchemaInPython() throws {
        let files = PinnedGarages.all.map(Self.path)
        let problems = try PythonOracle.schemaProblems(
            schema: Fixtures.packageRoot.appendingPathComponent("Schemas/widgets-snapshot-v2.schema.json"), files: files)
        for file in files {
            #expect(problems[file.path] == [], "\(file.lastPathComponent): \(problems[file.path] ?? ["not checked"])")
        }
    }

    @Test(arguments: PinnedGarages.all)
    func theInstantZoneAndDaysAreTheOnesTheGarageNames(_ pinned: PinnedCase) throws {
        let document = try Self.document(pinned)
        // Whole seconds of the pinned instant, written by hand.
        let seconds = Int(pinned.context.now.timeIntervalSince1970.rounded(.down))
        let (day, second) = (seconds.quotientAndRemainder(dividingBy: 86_400))
        let clock = [second / 3_600, second % 3_600 / 60, second % 60].map { $0 < 10 ? "0\($0)" : "\($0)" }
        let instant = CivilDays.iso(day) + "T" + clock.joined(separator: ":") + "Z"
        #expect(document["generatedAt"] as? String == instant)
        #expect(document["timeZone"] as? String == pinned.context.timeZone.identifier)
        let today = try PythonOracle.localDay(of: instant, in: pinned.context.timeZone.identifier)
        for spend in document["spend"] as? [[String: Any]] ?? [] {
            let months = (spend["buckets"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
            #expect(months == (-5...0).map { CivilDays.month($0, after: today) }, "\(months) on \(today)")
            #expect(spend["validUntil"] as? String == CivilDays.month(1, after: today) + "-01")
        }
        for deadline in pinned.garage.deadlines {
            let written = try #require((document["deadlines"] as? [[String: Any]])?.first { $0["id"] as? String == deadline.id.rawValue })
            #expect(written["dueDate"] as? String == deadline.dueDate.isoString)
            #expect(written["warningFrom"] as? String == CivilDays.adding(-(deadline.warningDays ?? 30), to: deadline.dueDate.isoString))
            #expect(written["vehicleName"] as? String == pinned.garage.vehicles.first { $0.id == deadline.vehicleID }?.name)
        }
        for item in pinned.garage.maintenanceItems {
            let written = try #require((document["maintenance"] as? [[String: Any]])?.first { $0["id"] as? String == item.id.rawValue })
            if let due = item.firstDueDate {
                #expect(written["dueDate"] as? String == due.isoString)
                #expect(written["warningFrom"] as? String == CivilDays.adding(-(item.warningDays ?? 30), to: due.isoString))
            }
        }
    }

    @Test(arguments: PinnedGarages.all)
    func spendIsTheSumOfTheExpensesAndEachBarItsShareOfTheLargestMonth(_ pinned: PinnedCase) throws {
        let document = try Self.document(pinned)
        let language = Self.language(pinned)
        for spend in document["spend"] as? [[String: Any]] ?? [] {
            let vehicle = spend["vehicleId"] as? String
            let buckets = spend["buckets"] as? [[String: Any]] ?? []
            var totals: [Decimal] = []
            var complete: [Bool] = []
            for bucket in buckets {
                let month = try #require(bucket["id"] as? String)
                let expenses = pinned.garage.expenses.filter {
                    $0.date.isoString.hasPrefix(month + "-") && (vehicle == nil || $0.vehicleID.rawValue == vehicle)
                }
                let converted = expenses.map { convert($0, pinned) }
                totals.append(converted.compactMap { $0 }.reduce(0, +))
                complete.append(!converted.contains(nil))
            }
            let largest = totals.max() ?? 0
            for (index, bucket) in buckets.enumerated() {
                let ratio = try #require(bucket["ratio"] as? Double)
                let expected = largest == 0 ? 0 : NSDecimalNumber(decimal: totals[index] / largest).doubleValue
                #expect(abs(ratio - expected) < 0.0006, "\(pinned.name) \(vehicle ?? "all") \(bucket["id"] ?? ""): \(ratio) vs \(expected)")
                #expect(bucket["isComplete"] as? Bool == complete[index], "\(pinned.name) \(bucket["id"] ?? "")")
            }
            let symbol = pinned.garage.homeCurrency.code == "GBP" ? "£" : "€"
            let label = spend["totalLabel"] as? String
            if pinned.context.isLocked {
                #expect(label == nil)
            } else {
                #expect(label == CLDRByHand.money(totals.last ?? 0, symbol: symbol, language), "\(pinned.name) \(vehicle ?? "all")")
            }
        }
    }

    /// `expense` in the garage's home currency, rounded half to even to the cent; `nil` when no
    /// pinned rate of its day or of the 7 days before it converts it.
    func convert(_ expense: Expense, _ pinned: PinnedCase) -> Decimal? {
        let amount = Decimal(expense.amount.minorUnits) / 100
        let (from, home) = (expense.amount.currency.code, pinned.garage.homeCurrency.code)
        if from == home { return amount }
        func perEuro(_ code: String) -> Decimal? {
            if code == "EUR" { return 1 }
            return (0...7).lazy.compactMap { back in
                pinned.rateList.first {
                    $0.currency.code == code && $0.day.isoString == CivilDays.adding(-back, to: expense.date.isoString)
                }?.perEuro
            }.first
        }
        guard let source = perEuro(from), let target = perEuro(home) else { return nil }
        var exact = amount * target / source
        var rounded = Decimal()
        NSDecimalRound(&rounded, &exact, 2, .bankers)
        return rounded
    }

    @Test(arguments: PinnedGarages.all)
    func odometersAndDistancesComeFromTheLatestReading(_ pinned: PinnedCase) throws {
        let document = try Self.document(pinned)
        let language = Self.language(pinned)
        for vehicle in pinned.garage.vehicles {
            let written = try #require((document["vehicles"] as? [[String: Any]])?.first { $0["id"] as? String == vehicle.id.rawValue })
            let latest = try #require(pinned.garage.odometerEntries.filter { $0.vehicleID == vehicle.id }
                .max { CivilDays.number($0.date.isoString) < CivilDays.number($1.date.isoString) })
            if pinned.context.isLocked {
                #expect(written["odometerStatus"] as? String == "hidden")
                #expect(written["odometer"] is NSNull && written["odometerLabel"] is NSNull)
                #expect(written["lastEconomy"] == nil)
            } else {
                #expect(written["odometer"] as? Int == latest.value)
                #expect(written["odometerLabel"] as? String
                    == CLDRByHand.distance(latest.value, unit: vehicle.distanceUnit.rawValue, language))
                #expect(written["readingDate"] as? String == latest.date.isoString)
                #expect(written["staleFrom"] as? String == CivilDays.adding(91, to: latest.date.isoString))
            }
            for item in pinned.garage.maintenanceItems where item.vehicleID == vehicle.id {
                guard let due = item.firstDueOdometer else { continue }
                let row = try #require((document["maintenance"] as? [[String: Any]])?.first { $0["id"] as? String == item.id.rawValue })
                let label = row["distanceLabel"] as? String
                if pinned.context.isLocked {
                    #expect(label == nil, "\(item.name): \(label ?? "")")
                } else {
                    let distance = CLDRByHand.distance(abs(due - latest.value), unit: vehicle.distanceUnit.rawValue, language)
                    #expect(label?.contains(distance) == true, "\(item.name): «\(label ?? "")» should hold \(distance)")
                    // A reading already past the due point is overdue whatever the forecast says.
                    if latest.value >= due { #expect(row["isOverdue"] as? Bool == true, "\(item.name)") }
                }
            }
        }
    }

    @Test(arguments: PinnedGarages.all)
    func theDayPhrasesFollowTheCLDRPluralRules(_ pinned: PinnedCase) throws {
        let phrases = try #require((try Self.document(pinned)["dayPhrases"] as? [String: Any])?["phrases"] as? [String])
        #expect(CLDRByHand.dayPhraseProblems(phrases, Self.language(pinned)).isEmpty,
                "\(CLDRByHand.dayPhraseProblems(phrases, Self.language(pinned)))")
    }

    @Test(arguments: PinnedGarages.all)
    func noPlateIsAnywhereAndTheLockHidesEveryAmount(_ pinned: PinnedCase) throws {
        let text = String(decoding: try Data(contentsOf: Self.path(pinned)), as: UTF8.self)
        for plate in pinned.garage.vehicles.compactMap(\.licencePlate) {
            #expect(!text.localizedCaseInsensitiveContains(plate), "\(pinned.name) holds the plate \(plate)")
        }
        guard pinned.context.isLocked else { return }
        let language = Self.language(pinned)
        for expense in pinned.garage.expenses where expense.amount.minorUnits > 0 {
            let amount = CLDRByHand.twoDecimals(Decimal(expense.amount.minorUnits) / 100, language)
            #expect(!text.contains(amount), "\(pinned.name) shows \(amount) under the lock")
        }
        for entry in pinned.garage.odometerEntries {
            #expect(!text.contains(CLDRByHand.grouped(entry.value, language)), "\(pinned.name) shows \(entry.value) under the lock")
        }
    }
}

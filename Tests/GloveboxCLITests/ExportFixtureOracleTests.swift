import Foundation
import GloveboxTestSupport
import Testing

/// The export golden files under `Tests/Fixtures/exports/valid/`, checked without the export code:
///
/// - each validates against `Schemas/export-v1.schema.json` by Python's `jsonschema`, and Python
///   reads every object's keys in sorted order with each record on a line of its own;
/// - each holds exactly what `ExportGarage` typed — names, plates, amounts with the currency's two
///   ISO 4217 decimals (`12` USD is `12.00`), days, notes, rates (the file's `N/A` left out),
///   preferences — and the postponed brake fluid is due 24 months and 30 days after the day it was
///   added, counted by `CivilDays`;
/// - the damaged file holds the two rows as they were damaged (`12,00`, `Mars/Olympus`), left out of
///   their sections, and the imported one the import's two fill-ups (LubeLogger's `$41.20` and
///   `$37.00`, in US gallons) and a remembered row for each of the file's three rows, the removed
///   reading's included.
///
/// The files are read with `JSONSerialization`.
@Suite struct ExportFixtureOracleTests {
    static let names = ["small.json", "damaged.json", "imported.json"]

    static func url(_ name: String) -> URL { ExportFixtureTests.fixtures.appendingPathComponent("valid/" + name) }

    static func document(_ name: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url(name))) as? [String: Any])
    }

    static func records(_ document: [String: Any], _ section: String) -> [[String: Any]] {
        document[section] as? [[String: Any]] ?? []
    }

    /// A JSON value as the test compares it: a string as itself, a number in digits, null as `null`.
    static func text(_ value: Any?) -> String {
        switch value {
        case let string as String: string
        case let number as NSNumber: number.stringValue
        case nil: "absent"
        default: "null"
        }
    }

    /// The values of `keys` in `record`, each as ``text(_:)``, joined by spaces.
    static func line(_ record: [String: Any], _ keys: String...) -> String {
        keys.map { text(record[$0]) }.joined(separator: " ")
    }

    @Test func everyValidExportValidatesAgainstTheSchemaInPython() throws {
        let files = Self.names.map(Self.url)
        let problems = try PythonOracle.schemaProblems(
            schema: Fixtures.packageRoot.appendingPathComponent("Schemas/export-v1.schema.json"), files: files)
        for file in files {
            #expect(problems[file.path] == [], "\(file.lastPathComponent): \(problems[file.path] ?? ["not checked"])")
        }
    }

    @Test func pythonReadsSortedKeysAndOneRecordALine() throws {
        let script = """
            import json, sys
            def sorted_pairs(pairs):
                keys = [key for key, _ in pairs]
                if keys != sorted(keys):
                    raise SystemExit(f"{sys.argv[1]}: keys out of order: {keys}")
                return dict(pairs)
            text = open(sys.argv[1], encoding="utf-8").read()
            document = json.loads(text, object_pairs_hook=sorted_pairs)
            lines = text.split("\\n")
            for section, records in document.items():
                if isinstance(records, list):
                    for record in records:
                        line = json.dumps(record, ensure_ascii=False, sort_keys=True, separators=(", ", ": "))
                        if not any(candidate.strip().rstrip(",") == line for candidate in lines):
                            raise SystemExit(f"{sys.argv[1]}: a record of {section} is not on a line of its own: {line[:80]}")
            print("ok")
            """
        for name in Self.names {
            #expect(try PythonOracle.run(script, arguments: [Self.url(name).path]) == "ok\n", "\(name)")
        }
    }

    @Test func theSmallGarageHoldsWhatItsCommandsTyped() throws {
        for name in Self.names {
            let document = try Self.document(name)
            #expect(document["kind"] as? String == "glovebox.export" && document["version"] as? Int == 1)
            #expect((document["account"] as? [String: Any])?["name"] as? String == ExportGarage.account)
            let vehicles = Self.records(document, "vehicles").map {
                Self.line($0, "id", "name", "make", "model", "year", "licencePlate", "distanceUnit")
            }
            #expect(vehicles == ["clio Clio Renault Clio 2019 AA-12-BB km", "jeep-cherokee Jeep Cherokee Jeep null 1992 null mi"],
                    "\(name): \(vehicles)")
            let readings = Self.records(document, "odometerEntries")
            #expect(readings.map { Self.line($0, "date", "value") } == ["2026-11-01 84210", "2026-11-02 84100"], "\(name)")
            #expect(readings.map { $0["isCorrection"] as? Bool } == [false, true], "\(name)")
            #expect(Self.records(document, "odometerEntries").first?["note"] as? String == "after the trip, the \"long\" one")
            let typed = Self.records(document, "expenses").filter { ($0["vehicleId"] as? String) != nil }
                .map { Self.line($0, "date", "amount", "currency") }
            for expected in ["2026-11-03 58.40 EUR", "2026-11-05 120.00 EUR"] + (name == "damaged.json" ? [] : ["2026-11-04 12.00 USD"]) {
                #expect(typed.contains(expected), "\(name): \(typed)")
            }
            let deadlines = Self.records(document, "deadlines").map { Self.line($0, "kind", "dueDate", "everyMonths", "warningDays", "title") }
            #expect(deadlines == ["insurance 2026-12-10 12 null Insurance", "inspection 2027-03-01 null 20 Inspection (state)"],
                    "\(name): \(deadlines)")
            // The rates file's rows, newest first in the file, less its N/A.
            let rates = Self.records(document, "exchangeRates").map { Self.line($0, "currency", "day", "perEuro") }
            #expect(rates == ["GBP 2026-11-04 0.8512", "USD 2026-11-03 1.0821", "USD 2026-11-04 1.0856"], "\(name): \(rates)")
            let preferences = try #require(document["preferences"] as? [String: Any])
            #expect(preferences["locale"] as? String == "pt-PT" && preferences["lock"] as? String == "on")
            if name != "damaged.json" { #expect(preferences["timezone"] as? String == "Europe/Lisbon") }
            let services = Self.records(document, "services").map { Self.line($0, "date", "note") }
            #expect(services == ["2026-11-05 5W-30"], "\(name)")
        }
    }

    @Test func thePostponedItemIsDueTwentyFourMonthsAndThirtyDaysAfterItWasAdded() throws {
        // Added on the harness's day in Lisbon, which Python's zoneinfo gives.
        let added = try PythonOracle.localDay(of: "2026-11-29T12:00:00Z", in: "Europe/Lisbon")
        let month = CivilDays.month(24, after: added)
        let due = CivilDays.adding(30, to: month + "-" + added.suffix(2))
        for name in Self.names {
            let brakes = try #require(Self.records(try Self.document(name), "maintenanceItems").first { $0["name"] as? String == "Brake fluid" })
            #expect(brakes["startDate"] as? String == added)
            #expect((brakes["postponement"] as? [String: Any])?["dueDate"] as? String == due, "\(name)")
            #expect(brakes["everyMonths"] as? Int == 24 && brakes["warningDays"] as? Int == 45)
        }
    }

    @Test func theDamagedRowsAreKeptAsTheyWereAndLeftOutOfTheirSections() throws {
        let document = try Self.document("damaged.json")
        let damaged = Self.records(document, "damaged")
        let columns = damaged.compactMap { $0["columns"] as? [String: Any] }
        #expect(columns.contains { $0["amount"] as? String == "12,00" && $0["currency"] as? String == "USD" }, "\(damaged)")
        #expect(columns.contains { $0["key"] as? String == "timezone" && $0["value"] as? String == "Mars/Olympus" }, "\(damaged)")
        #expect(!Self.records(document, "expenses").contains { $0["currency"] as? String == "USD" })
        #expect((document["preferences"] as? [String: Any])?["timezone"] is NSNull)
    }

    @Test func theImportedFileHoldsTheImportsFillUpsAndItsRememberedRows() throws {
        let document = try Self.document("imported.json")
        let fills = Self.records(document, "expenses").filter { $0["vehicleId"] as? String == "jeep-cherokee" && $0["fuelQuantity"] is String }
            .map { Self.line($0, "date", "amount", "currency", "fuelQuantity") + " " + Self.text(($0["fuelFill"] as? [String: Any])?["unit"]) }
        #expect(fills == ["2026-10-01 41.20 USD 10.5 us-gal", "2026-10-20 37.00 USD 9.25 us-gal"], "\(fills)")
        let remembered = Self.records(document, "importedRows")
        #expect(remembered.count == 3, "\(remembered)")
        #expect(remembered.allSatisfy { $0["vehicleId"] as? String == "jeep-cherokee" })
        // The removed reading (120,900 on 2026-10-25) is remembered but not in the logbook.
        #expect(!Self.records(document, "odometerEntries").contains { $0["value"] as? Int == 120_900 })
    }
}

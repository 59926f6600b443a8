import Foundation
import HouseholdCrypto
import GarageRules
import GloveboxTestSupport
import HouseholdServer
import PostgresClient
import ShapeTestSupport
import Testing
import WidgetContract

extension HouseholdServerTests {
    /// The server's checks of every synced field, made from the app's table of field rules: what the
    /// app accepts, the server accepts (random records drawn from the rules, written straight in SQL
    /// as an account would); what breaks a rule, the server refuses whoever writes it, naming the
    /// table and column; and texts are counted, and their characters judged, exactly as the app does.
    @Suite struct FieldRules {
        static let today = CalendarDay(year: 2026, month: 11, day: 29)!

        /// The SQL type a rule's value is written as.
        static func cast(_ rule: FieldRule) -> String {
            switch rule.value {
            case .integer: "integer"
            case .boolean: "boolean"
            case .day: "date"
            case .positiveDecimal, .money: "numeric"
            case .identifier, .reference, .text, .currency, .word, .wordList: "text"
            }
        }

        /// An insert of a record's synced values, as an account writes one.
        static func insert(_ values: FieldValues, device: String = "rules-device") -> (String, [any PostgresParameter]) {
            let fields = values.kind.descriptor.syncedFields
            let columns = fields.map { $0.serverColumn! } + ["hlc", "device_id"]
            let placeholders = fields.enumerated().map { "$\($0.offset + 1)::\(cast($0.element.rule))" }
                + ["$\(fields.count + 1)::bigint", "$\(fields.count + 2)::text"]
            var parameters: [any PostgresParameter] = fields.map { field -> any PostgresParameter in
                switch values[field.name] {
                case nil: PostgresNull()
                // A private field goes up sealed (the server checks its form, the device its text).
                case .text(let text)? where field.isSealed:
                    VehicleKey.generate().seal(
                        text, at: FieldLocation(vehicleID: "v", kind: values.kind.rawValue, recordID: "r", field: field.serverColumn!))
                case .text(let text)?: text
                case .integer(let number)?: number
                case .boolean(let flag)?: flag
                }
            }
            parameters += [PinnedClock.next(), TestDevice.id(device)]
            return ("INSERT INTO glovebox.\(values.kind.table) (\(columns.joined(separator: ", "))) VALUES (\(placeholders.joined(separator: ", ")))", parameters)
        }

        /// Random valid records of every kind on one new vehicle of `connection`'s account.
        static func seed(seed: UInt64, on connection: PostgresConnection) throws -> [RecordKind: FieldValues] {
            var random = RandomFieldValues(seed: seed, today: today)
            let vehicleID = Household.newID("v")
            var records: [RecordKind: FieldValues] = [:]
            var vehicle = random.values(.vehicle)
            vehicle["id"] = .text(vehicleID)
            records[.vehicle] = vehicle
            var item = random.values(.maintenanceItem)
            item["id"] = .text(Household.newID("i"))
            item["vehicleId"] = .text(vehicleID)
            item["position"] = .integer(1)
            records[.maintenanceItem] = item
            for kind in [RecordKind.service, .expense, .odometerEntry, .deadline] {
                var values = random.values(kind)
                values["id"] = .text(Household.newID("r"))
                values["vehicleId"] = .text(vehicleID)
                if kind == .service { values["itemId"] = item["id"] }
                // A cost names a service of the same vehicle; these tests write none.
                if kind == .expense { values["serviceId"] = nil }
                records[kind] = values
            }
            for kind in [RecordKind.vehicle, .maintenanceItem, .service, .expense, .odometerEntry, .deadline] {
                let (sql, parameters) = insert(records[kind]!)
                try connection.execute(sql, parameters)
            }
            return records
        }

        /// The error `body` throws, `nil` when it succeeds.
        static func outcome(_ body: () throws(PostgresError) -> Void) -> PostgresError? {
            do {
                try body()
                return nil
            } catch {
                return error
            }
        }

        @Test func theRulesAreTheOnesTheirSchemaStepPins() {
            // A rule that changes needs a new schema step that installs it: servers migrated before
            // would otherwise check the old one.
            // (Version 10 installed them, texts bounded in bytes too; version 12 again, with the
            // sealed fields, whose forms it checks.)
            #expect(ServerFieldRules.fingerprint == ServerSchema.textBytesFieldRulesFingerprint, "\(ServerFieldRules.fingerprint)")
            #expect(
                ServerFieldRules.sealedFieldsFingerprint == ServerSchema.sealedPlateFieldRulesFingerprint,
                "\(ServerFieldRules.sealedFieldsFingerprint)")
            // And the limits version 10 made from the record tables and HouseholdLimits.
            #expect(ServerUsageLimits.fingerprint == ServerSchema.usageLimitsFingerprint, "\(ServerUsageLimits.fingerprint)")
            // Likewise the merge of each kind's fields (made from its merge units).
            #expect(ServerFieldMerge.fingerprint == ServerSchema.fieldMergeFingerprint, "\(ServerFieldMerge.fingerprint)")
            // And the guard on a vehicle's removal (made from the record tables).
            #expect(ServerVehicleRemoval.fingerprint == ServerSchema.vehicleRemovalFingerprint, "\(ServerVehicleRemoval.fingerprint)")
            // And what version 9 replaced them with, and version 12 with the sealed fields among them.
            #expect(
                ServerFieldMerge.removalsBySeenFieldFingerprint == ServerSchema.removalsBySeenFieldFingerprint,
                "\(ServerFieldMerge.removalsBySeenFieldFingerprint)")
            #expect(
                ServerVehicleRemoval.bySeenFieldFingerprint == ServerSchema.vehicleRemovalBySeenFieldFingerprint,
                "\(ServerVehicleRemoval.bySeenFieldFingerprint)")
            #expect(ServerFieldMerge.sealedFieldsFingerprint == ServerSchema.sealedPlateMergeFingerprint, "\(ServerFieldMerge.sealedFieldsFingerprint)")
            #expect(
                ServerVehicleRemoval.sealedFieldsFingerprint == ServerSchema.sealedPlateRemovalFingerprint,
                "\(ServerVehicleRemoval.sealedFieldsFingerprint)")
        }

        @Test func whatTheAppAcceptsTheServerAccepts() throws {
            let account = try TestCluster.shared().addAccount("rules-accept", plan: "plus")
            let connection = try account.connect()
            for seed in UInt64(1)...30 {
                do {
                    try connection.transaction { db in _ = try Self.seed(seed: seed, on: db) }
                } catch {
                    Issue.record("seed \(seed): \(error)")
                }
            }
        }

        /// Values the server must refuse for a sealed field: text in clear (a plate the app would
        /// take), what is not sealed text, and sealed text longer than the field's rule allows.
        static func breakingSealed(_ rule: FieldRule) -> [String] {
            ["AB-12-CD", "s1.not base64!", "s2.AAAA", "s1." + String(repeating: "A", count: SealedText.byteLimit(of: rule))]
        }

        /// Values the server must refuse for a rule, in PostgreSQL's text of the column's type.
        static func breaking(_ rule: FieldRule) -> [String] {
            switch rule.value {
            case .identifier, .reference: ["Bad Id", String(repeating: "a", count: 65)]
            case .text(let limit):
                [
                    "a\u{1B}[2J", "RTL\u{202E}evil", " padded", "padded\u{00A0}", "", String(repeating: "é", count: limit + 1),
                    // One character a person sees, carrying more bytes of marks than the field may hold.
                    "a" + String(repeating: "\u{0301}", count: VisibleText.byteLimit(forCharacters: limit) / 2),
                ]
            case .integer(let range): [String(range.lowerBound - 1), String(Int64(range.upperBound) + 1)]
            case .boolean: []
            case .day(let window): ["1899-12-31", "infinity", "-infinity", "200000-01-01", window == .event ? "2099-01-01" : "2400-01-01"]
            case .positiveDecimal: ["NaN", "0", "-1", "1e300", "Infinity", "0.0000000000000000000000000000001"]
            case .money: ["NaN", "1.001", "1e300", "-Infinity"]
            case .currency: ["XYZ", "eur"]
            case .word: ["nope"]
            case .wordList(let words): ["nope", "", "\(words[0]),", "\(words[0]),\(words[0])", "\(words[0]), \(words[1])"]
            }
        }

        @Test(arguments: RecordKind.allCases)
        func whatBreaksAFieldsRuleIsRefusedNamingTheField(_ kind: RecordKind) throws {
            let account = try TestCluster.shared().addAccount("rules-\(kind.rawValue)")
            let connection = try account.connect()
            let records = try Self.seed(seed: 11, on: connection)
            let id = try #require(records[kind]?["id"]?.text)
            var refusals = 0
            for field in kind.descriptor.syncedFields where field.name != "id" && field.name != "vehicleId" {
                let column = field.serverColumn!
                for value in field.isSealed ? Self.breakingSealed(field.rule) : Self.breaking(field.rule) {
                    let update = "UPDATE glovebox.\(kind.table) SET \(column) = $1::\(Self.cast(field.rule)), hlc = $2 WHERE id = $3"
                    let outcome = Self.outcome { () throws(PostgresError) in
                        try connection.execute(update, [value, PinnedClock.next(), id])
                    }
                    guard let error = outcome else {
                        Issue.record("\(kind.table).\(column) took '\(value)'")
                        continue
                    }
                    if error.isCheckViolation {
                        #expect(error.constraint == "field_rule", "\(kind.table).\(column) '\(value)': \(error)")
                        #expect(error.message.hasPrefix("\(kind.table).\(column) "), "\(error.message)")
                    } else {
                        // Not even of the column's type (a day of the year 200000 for `date`): refused by the type.
                        #expect(["22007", "22008", "22003", "22P02"].contains(error.sqlState?.rawValue ?? ""), "\(error)")
                    }
                    refusals += 1
                }
            }
            #expect(refusals > 0)
            // The device id too.
            expectRefused(.check("field_rule")) {
                try connection.execute("UPDATE glovebox.\(kind.table) SET device_id = 'phone', hlc = $1 WHERE id = $2", [PinnedClock.next(), id])
            }
        }

        @Test func textsAreCountedAndJudgedAsTheAppDoes() throws {
            let connection = try TestCluster.shared().administrator()
            let pieces = [
                "a", "Z", "é", "e\u{301}", "ß", "日", "🚗", "👍🏽", "👨‍👩‍👧", "🇵🇹", "🇵", "\u{200D}", "\u{1100}", "\u{1161}",
                "\u{FE0F}", "\u{E0067}", "❤️", " ", "\u{00A0}", "\t", "\u{1B}", "\u{202E}", "\u{2066}", "\u{3000}", "-",
            ]
            var random = SplitMix(seed: 2026)
            var texts: [String] = []
            for _ in 0..<400 {
                texts.append((0..<Int.random(in: 1...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined())
            }
            for text in texts {
                let row = try #require(try connection.query(
                    "SELECT glovebox.visible_length($1), glovebox.has_forbidden_character($1), glovebox.is_untrimmed($1)", [text]
                ).rows.first)
                #expect(row.int(0) == VisibleText.length(of: text), "length of \(text.unicodeScalars.map { String($0.value, radix: 16) })")
                #expect(row.bool(1) == text.unicodeScalars.contains(where: VisibleText.isForbidden), "forbidden in \(text.debugDescription)")
                let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
                #expect(row.bool(2) == (trimmed != text && !trimmed.isEmpty || (trimmed.isEmpty && !text.isEmpty)), "trim of \(text.debugDescription)")
            }
        }
    }
}

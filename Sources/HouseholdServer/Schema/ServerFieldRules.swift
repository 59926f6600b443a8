import Foundation
import GarageRules
import StableHashing

/// The household server's checks of every synced field, made from the app's own table of field
/// rules (the record kinds' descriptors): a row the app would refuse, the server refuses, whoever
/// writes it, the app or an account at `psql`.
///
/// Each record table gets a `BEFORE INSERT OR UPDATE` trigger, `glovebox.check_<table>_fields()`,
/// that checks each synced field's value against its rule and then the record's own rules, raising
/// `check_violation` with the constraint `field_rule` and a message that names the table and field.
/// A trigger rather than `CHECK` constraints because the day windows move with today (a `CHECK` must
/// be immutable), and so that one message names the field whatever failed.
///
/// Texts are counted as the app counts them, by `glovebox.visible_length`, whose character class is
/// ``VisibleText/extendingRanges`` itself; whitespace at an end and the forbidden characters are the
/// app's sets too. Amounts keep their currency's decimals (from ``CurrencyCode``), decimals are
/// plain positive text of at most 30 characters, days lie in their ``DayWindow``, ids and device ids
/// have the app's forms.
public enum ServerFieldRules {
    /// The SQL that installs the functions and triggers (idempotent: it replaces them), as version 10
    /// installed it (before sealed fields).
    public static var sql: String { sql(.beforeSealing) }

    /// The SQL version 12 installs: the sealed fields' forms checked too.
    public static var sealedFieldsSQL: String { sql(.withSealedFields) }

    /// The SQL version 13 installs: a vehicle's energies and a fill's energy checked too.
    public static var energiesSQL: String { sql(.withEnergies) }

    /// The SQL version 15 installs: the notes' sealed forms checked where a write changes them.
    public static var sealedNotesSQL: String { sql(.withSealedNotes) }

    /// The SQL made from the field table as `table` has it.
    static func sql(_ table: ServerFieldTable) -> String {
        (["SET LOCAL ROLE glovebox_owner;", helperFunctions] + RecordKind.allCases.map { trigger(for: $0, table: table) }
            + [grants, "RESET ROLE;"])
            .joined(separator: "\n\n")
    }

    /// The helpers run as the account that writes (a trigger's function runs as the writer): accounts
    /// may call them, nothing more.
    static let grants = """
        GRANT EXECUTE ON FUNCTION glovebox.visible_length(text), glovebox.has_forbidden_character(text),
            glovebox.is_untrimmed(text), glovebox.currency_decimals(text), glovebox.refuse_field(text, text)
            TO glovebox_account;
        """

    /// A stable fingerprint of ``sql`` (FNV-1a, 64 bits, as hex), which a test pins to the schema
    /// step that installed these rules: a changed rule needs a new step.
    public static var fingerprint: String { fingerprint(of: sql) }

    /// The fingerprint of ``sealedFieldsSQL``.
    public static var sealedFieldsFingerprint: String { fingerprint(of: sealedFieldsSQL) }

    /// The FNV-1a hash (64 bits, as hex) of `text`.
    static func fingerprint(of text: String) -> String {
        String(FNV1a.hash(text.utf8), radix: 16)
    }

    // MARK: Shared functions

    static var helperFunctions: String {
        """
        -- How many characters a person sees (the app's VisibleText): a zero-width joiner and the scalar
        -- it joins become one extending mark (so that they count nothing but still part two regional
        -- indicators), two regional indicators one character, extending scalars nothing.
        CREATE OR REPLACE FUNCTION glovebox.visible_length(value text) RETURNS integer
            LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
            SET search_path = pg_catalog, pg_temp
            RETURN length(regexp_replace(regexp_replace(regexp_replace(value,
                '\\u200D.?', U&'\\0301', 'g'),
                '[\\U0001F1E6-\\U0001F1FF]{2}', 'x', 'g'),
                '\(characterClass(VisibleText.extendingRanges))', '', 'g'));

        -- Whether a typed text holds a character the app refuses (controls, text-direction controls).
        CREATE OR REPLACE FUNCTION glovebox.has_forbidden_character(value text) RETURNS boolean
            LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
            SET search_path = pg_catalog, pg_temp
            RETURN value ~ '\(characterClass(forbiddenRanges))';

        -- Whether a text starts or ends with what the app trims.
        CREATE OR REPLACE FUNCTION glovebox.is_untrimmed(value text) RETURNS boolean
            LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
            SET search_path = pg_catalog, pg_temp
            RETURN value ~ '^\(characterClass(trimmedRanges))' OR value ~ '\(characterClass(trimmedRanges))$';

        -- The decimals of a currency's minor unit, NULL for a code the app does not know.
        CREATE OR REPLACE FUNCTION glovebox.currency_decimals(code text) RETURNS integer
            LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
            SET search_path = pg_catalog, pg_temp
            RETURN CASE \(currencyCases) END;

        -- Raises the field rule's refusal.
        CREATE OR REPLACE FUNCTION glovebox.refuse_field(target text, reason text) RETURNS void
            LANGUAGE plpgsql IMMUTABLE
            SET search_path = pg_catalog, pg_temp
        AS $$
        BEGIN
            RAISE EXCEPTION '% %', target, reason USING ERRCODE = 'check_violation', CONSTRAINT = 'field_rule';
        END
        $$;
        """
    }

    /// `CASE` arms from each currency code to its decimals.
    static var currencyCases: String {
        CurrencyCode.all.map { "WHEN code = '\($0.code)' THEN \($0.minorUnitExponent)" }.joined(separator: " ")
    }

    /// The scalars a typed text may not hold, as ranges (NUL cannot be in PostgreSQL text at all).
    static let forbiddenRanges: [ClosedRange<UInt32>] = ranges { VisibleText.isForbidden($0) && $0.value != 0 }

    /// The scalars the app trims from the ends of a typed text.
    static let trimmedRanges: [ClosedRange<UInt32>] = ranges { CharacterSet.whitespacesAndNewlines.contains($0) }

    /// Every scalar for which `predicate` holds, as ascending ranges.
    static func ranges(where predicate: (Unicode.Scalar) -> Bool) -> [ClosedRange<UInt32>] {
        var found: [ClosedRange<UInt32>] = []
        for value in UInt32(1)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), predicate(scalar) else { continue }
            if let last = found.last, last.upperBound + 1 == value {
                found[found.count - 1] = last.lowerBound...value
            } else {
                found.append(value...value)
            }
        }
        return found
    }

    /// A regular-expression bracket of the ranges, in PostgreSQL's escapes.
    static func characterClass(_ ranges: [ClosedRange<UInt32>]) -> String {
        "[" + ranges.map { range in
            range.lowerBound == range.upperBound ? escape(range.lowerBound) : escape(range.lowerBound) + "-" + escape(range.upperBound)
        }.joined() + "]"
    }

    private static func escape(_ value: UInt32) -> String {
        value <= 0xFFFF ? String(format: "\\u%04X", value) : String(format: "\\U%08X", value)
    }

    // MARK: One trigger per table

    /// The trigger of one kind's table.
    static func trigger(for kind: RecordKind, table fieldTable: ServerFieldTable) -> String {
        let descriptor = kind.descriptor
        let table = descriptor.table
        let checks = fieldTable.syncedFields(of: kind).map { check($0, table: table, sealed: fieldTable.seals($0)) }
            + descriptor.rules.compactMap { check($0, of: kind, table: fieldTable) }
        return """
            CREATE OR REPLACE FUNCTION glovebox.check_\(table)_fields() RETURNS trigger
                LANGUAGE plpgsql
                SET search_path = pg_catalog, pg_temp
            AS $$
            BEGIN
                IF NEW.device_id !~ '^[0-9a-f]{32}$' THEN
                    PERFORM glovebox.refuse_field('\(table).device_id', 'is not a device id (32 lowercase hexadecimal digits)');
                END IF;
            \(checks.joined(separator: "\n"))
                RETURN NEW;
            END
            $$;
            DROP TRIGGER IF EXISTS check_fields ON glovebox.\(table);
            CREATE TRIGGER check_fields BEFORE INSERT OR UPDATE ON glovebox.\(table)
                FOR EACH ROW EXECUTE FUNCTION glovebox.check_\(table)_fields();
            """
    }

    /// The checks of one field, as `IF … THEN refuse … END IF;` blocks.
    static func check(_ field: FieldDescriptor, table: String, sealed: Bool) -> String {
        let column = "NEW.\(field.serverColumn!)"
        let target = "\(table).\(field.serverColumn!)"
        var conditions: [(String, String)] = []
        if field.rule.isRequired { conditions.append(("\(column) IS NULL", "must have a value")) }
        if sealed {
            // Sealed with the vehicle's key: the server sees its form and size, never its text (its
            // rule applies on each device, once opened).
            let limit = SealedText.byteLimit(of: field.rule)
            conditions.append(("\(column) !~ '\(SealedText.pattern)'", "is not a sealed value"))
            conditions.append(("octet_length(\(column)) > \(limit)", "takes more than \(limit) bytes"))
            if field.wasClearBeforeSealing {
                // What was written in clear before it was sealed stays until a device with the
                // vehicle's key seals it: only a value that changes must be sealed (`OLD` is null in
                // an insert).
                conditions = conditions.map { ("\(column) IS DISTINCT FROM OLD.\(field.serverColumn!) AND \($0.0)", $0.1) }
            }
            return refusals(conditions, target: target)
        }
        switch field.rule.value {
        case .identifier(let reserved):
            conditions.append(("\(column) !~ '^[a-z0-9-]{1,64}$'", "is not an id (1 to 64 characters of a-z, 0-9 and -)"))
            if !reserved.isEmpty {
                conditions.append(("\(column) IN (\(reserved.sorted().map { "'\($0)'" }.joined(separator: ", ")))", "is reserved"))
            }
        case .reference:
            conditions.append(("\(column) !~ '^[a-z0-9-]{1,64}$'", "is not an id (1 to 64 characters of a-z, 0-9 and -)"))
        case .text(let limit):
            conditions.append(("\(column) = ''", "must not be empty"))
            conditions.append(("glovebox.has_forbidden_character(\(column))", "holds a control or text-direction character"))
            conditions.append(("glovebox.is_untrimmed(\(column))", "starts or ends with a space"))
            conditions.append(("glovebox.visible_length(\(column)) > \(limit)", "is longer than \(limit) characters"))
            let byteLimit = VisibleText.byteLimit(forCharacters: limit)
            conditions.append(("octet_length(\(column)) > \(byteLimit)", "takes more than \(byteLimit) bytes"))
        case .integer(let range):
            conditions.append(("\(column) NOT BETWEEN \(range.lowerBound) AND \(range.upperBound)", "is outside \(range.lowerBound) to \(range.upperBound)"))
        case .boolean:
            break
        case .day(let window):
            let latest = window == .event ? "interval '1 year'" : "interval '200 years'"
            conditions.append((
                "\(column) < DATE '\(DayWindow.earliest.isoString)' OR \(column) > current_date + \(latest)",
                "is outside the days the logbook keeps"))
        case .positiveDecimal:
            conditions.append((
                "\(column) <= 0 OR \(column)::text !~ '^[0-9]+(\\.[0-9]+)?$' OR length(\(column)::text) > \(ExchangeRate.maximumDecimalLength)",
                "is not a positive number of at most \(ExchangeRate.maximumDecimalLength) characters"))
        case .money(let currencyField):
            let currency = "NEW.\(descriptorColumn(currencyField, table: table))"
            conditions.append(("\(column)::text !~ '^-?[0-9]+(\\.[0-9]+)?$'", "is not an amount like 1234.56"))
            conditions.append((
                "scale(trim_scale(\(column))) > coalesce(glovebox.currency_decimals(\(currency)), 2)",
                "has more decimals than its currency allows"))
            conditions.append((
                "abs(\(column)) * power(10::numeric, coalesce(glovebox.currency_decimals(\(currency)), 2)) >= 1e15",
                "is too large"))
        case .currency:
            conditions.append(("\(column) IS NOT NULL AND glovebox.currency_decimals(\(column)) IS NULL", "is not an ISO 4217 currency"))
        case .word(let words):
            conditions.append(("\(column) NOT IN (\(words.map { "'\($0)'" }.joined(separator: ", ")))", "is not one of \(words.joined(separator: ", "))"))
        case .wordList(let words):
            let word = "(\(words.joined(separator: "|")))"
            conditions.append(("\(column) !~ '^\(word)(,\(word))*$'", "is not a list of \(words.joined(separator: ", ")) separated by commas"))
            conditions.append((
                "cardinality(string_to_array(\(column), ',')) <> (SELECT count(DISTINCT w) FROM unnest(string_to_array(\(column), ',')) AS w)",
                "names a word twice"))
        }
        return refusals(conditions, target: target)
    }

    /// `IF … THEN refuse … END IF;` blocks, one for each condition and its reason.
    static func refusals(_ conditions: [(String, String)], target: String) -> String {
        conditions.map { condition, reason in
            """
                IF \(condition) THEN
                    PERFORM glovebox.refuse_field('\(target)', '\(reason.replacingOccurrences(of: "'", with: "''"))');
                END IF;
            """
        }.joined(separator: "\n")
    }

    /// The check of a rule over several fields, when all its fields are synced (and in the table).
    static func check(_ rule: RecordRule, of kind: RecordKind, table fieldTable: ServerFieldTable) -> String? {
        let descriptor = kind.descriptor
        let table = descriptor.table
        func column(_ name: String) -> String? {
            let field = descriptor.field(name)
            guard fieldTable.has(field, of: kind) else { return nil }
            return field.serverColumn.map { "NEW.\($0)" }
        }
        let (condition, target, reason): (String, String, String)
        switch rule {
        case .together(let names):
            let columns = names.compactMap(column)
            guard columns.count == names.count, let first = columns.first else { return nil }
            condition = columns.dropFirst().map { "(\($0) IS NULL) <> (\(first) IS NULL)" }.joined(separator: " OR ")
            target = "\(table).\(descriptor.field(names[0]).serverColumn!)"
            reason = "goes together with " + names.dropFirst().compactMap { descriptor.field($0).serverColumn }.joined(separator: ", ")
        case let .requires(name, other):
            guard let value = column(name), let needed = column(other) else { return nil }
            condition = "\(value) IS NOT NULL AND \(needed) IS NULL"
            target = "\(table).\(descriptor.field(name).serverColumn!)"
            reason = "needs \(descriptor.field(other).serverColumn!)"
        case let .anyOf(names, label):
            let columns = names.compactMap(column)
            guard columns.count == names.count else { return nil }
            condition = columns.map { "\($0) IS NULL" }.joined(separator: " AND ")
            target = "\(table).\(descriptor.field(label).serverColumn!)"
            reason = "needs one of " + names.compactMap { descriptor.field($0).serverColumn }.joined(separator: ", ")
        }
        return """
                IF \(condition) THEN
                    PERFORM glovebox.refuse_field('\(target)', '\(reason)');
                END IF;
            """
    }

    private static func descriptorColumn(_ name: String, table: String) -> String {
        RecordKind(table: table)!.descriptor.field(name).serverColumn!
    }
}

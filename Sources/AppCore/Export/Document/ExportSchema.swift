import Foundation
import GarageRules

/// The JSON Schema definitions of the export's records, made from the descriptors: what
/// `Schemas/export-v1.schema.json` holds under `$defs` for each record kind, which a test compares
/// with the file (and rewrites, with `GLOVEBOX_UPDATE_GOLDENS=1`). CI then validates every export
/// fixture against the file with Python's `jsonschema`, a reader that shares no code with this one.
///
/// A schema says what it can: types, required fields, ranges, words, id and day forms. What it
/// cannot — lengths as a person counts characters (JSON Schema's `maxLength` counts code points),
/// the day windows (they move with today), names unique regardless of case, references — is said
/// in a `description` and checked by restore.
enum ExportSchema {
    /// The name of a kind's definition under `$defs`.
    static func definitionName(_ kind: RecordKind) -> String {
        switch kind {
        case .vehicle: "vehicle"
        case .odometerEntry: "odometerEntry"
        case .expense: "expense"
        case .maintenanceItem: "maintenanceItem"
        case .service: "service"
        case .deadline: "deadline"
        }
    }

    /// The definitions the records' share, beside the records' own.
    static var sharedDefinitions: [String: Any] { [
        "currencyCode": ["type": "string", "pattern": "^[A-Z]{3}$", "description": "an ISO 4217 code, upper case"],
    ] }

    /// The definition of a kind's records.
    static func definition(_ kind: RecordKind) -> [String: Any] {
        let descriptor = kind.descriptor
        var properties: [String: Any] = [:]
        var required: [String] = []
        var groups: [String: [FieldDescriptor]] = [:]
        for field in descriptor.exportedFields {
            if let group = field.group {
                groups[group, default: []].append(field)
            } else {
                properties[field.name] = schema(of: field, nullable: !field.rule.isRequired)
                if field.rule.isRequired { required.append(field.name) }
            }
        }
        for (group, members) in groups {
            properties[group] = groupSchema(members, descriptor: descriptor)
        }
        var definition: [String: Any] = ["type": "object", "required": required, "properties": properties]
        let alternatives = descriptor.rules.compactMap { rule -> [[String: Any]]? in
            guard case .anyOf(let names, _) = rule else { return nil }
            return names.map { name in presence(of: descriptor.field(name)) }
        }
        if let alternatives = alternatives.first { definition["anyOf"] = alternatives }
        return definition
    }

    /// An object of a record (`odometer`): `null`, or its members, which together say one thing.
    private static func groupSchema(_ members: [FieldDescriptor], descriptor: RecordDescriptor) -> [String: Any] {
        let values = members.filter { $0.rule.storage != .boolean }
        let together = descriptor.rules.contains { rule in
            guard case .together(let names) = rule else { return false }
            return Set(members.map(\.name)).isSubset(of: Set(names))
        }
        var required: [String] = []
        var properties: [String: Any] = [:]
        for member in members {
            let isRequired = together || member.rule.isRequired || (values.count == 1 && values[0] == member)
            properties[member.member] = schema(of: member, nullable: !isRequired)
            if isRequired { required.append(member.member) }
        }
        var object: [String: Any] = ["type": ["object", "null"], "required": required, "properties": properties]
        if !together, values.count > 1 {
            object["anyOf"] = [["type": "null"]] + values.map { member in
                ["required": [member.member], "properties": [member.member: ["not": ["type": "null"]]]]
            }
        }
        return object
    }

    /// What makes a field count as given for an `anyOf` rule.
    private static func presence(of field: FieldDescriptor) -> [String: Any] {
        ["required": [field.name], "properties": [field.name: ["not": ["type": "null"]]]]
    }

    /// A field's value.
    private static func schema(of field: FieldDescriptor, nullable: Bool) -> [String: Any] {
        let rule = field.rule
        switch rule.value {
        case .identifier(let reserved):
            var id: [String: Any] = ["$ref": "#/$defs/id"]
            if !reserved.isEmpty { id["not"] = ["enum": reserved.sorted()] }
            return id
        case .reference:
            return ["$ref": nullable ? "#/$defs/nullableId" : "#/$defs/id"]
        case .text(let limit):
            var text: [String: Any] = [
                "type": nullable ? ["string", "null"] : "string" as Any,
                "description": "at most \(limit) characters as a person counts them; no control or text-direction characters",
            ]
            if !nullable { text["minLength"] = 1 }
            return text
        case .integer(let range):
            return ["type": nullable ? ["integer", "null"] : "integer" as Any, "minimum": range.lowerBound, "maximum": range.upperBound]
        case .boolean:
            return ["type": nullable ? ["boolean", "null"] : "boolean" as Any]
        case .day(let window):
            let days = window == .event
                ? "a day from 1900-01-01 to a year after the day it is read"
                : "a day from 1900-01-01 to two centuries after the day it is read"
            return ["$ref": nullable ? "#/$defs/nullableDay" : "#/$defs/day", "description": days]
        case .positiveDecimal:
            return nullable ? ["oneOf": [["type": "null"], ["$ref": "#/$defs/positiveDecimal"]]] : ["$ref": "#/$defs/positiveDecimal"]
        case .money:
            return ["$ref": "#/$defs/amount"]
        case .currency:
            return nullable ? ["oneOf": [["type": "null"], ["$ref": "#/$defs/currencyCode"]]] : ["$ref": "#/$defs/currencyCode"]
        case .word(let words):
            return ["enum": nullable ? words.map { $0 as Any } + [NSNull()] : words]
        case .wordList(let words):
            let word = "(\(words.joined(separator: "|")))"
            let pattern: [String: Any] = ["type": "string", "pattern": "^\(word)(,\(word))*$", "description": "words separated by commas, none twice"]
            return nullable ? ["oneOf": [["type": "null"], pattern]] : pattern
        }
    }
}

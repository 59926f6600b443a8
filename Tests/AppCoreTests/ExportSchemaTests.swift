import Foundation
import GarageRules
import GloveboxTestSupport
import Testing
@testable import AppCore

/// `Schemas/export-v1.schema.json` against the descriptors: each record kind's definition is the one
/// made from its descriptor (`ExportSchema`), so a field added to a descriptor fails here until the
/// schema says it too (`GLOVEBOX_UPDATE_GOLDENS=1` rewrites the definitions). The schema is then
/// checked independently of this code: CI validates every export fixture against it with Python's
/// `jsonschema` (`Scripts/check-schema.py`), and the fixtures are what `glovebox export` writes.
@Suite struct ExportSchemaTests {
    static let path = Fixtures.packageRoot.appendingPathComponent("Schemas/export-v1.schema.json")
    static let updating = ProcessInfo.processInfo.environment["GLOVEBOX_UPDATE_GOLDENS"] == "1"

    /// JSON text of a value with sorted keys, for comparing two documents whatever their layout.
    static func canonical(_ value: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys]), as: UTF8.self)
    }

    @Test func eachRecordKindsDefinitionIsTheOneItsDescriptorMakes() throws {
        var schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Self.path)) as? [String: Any])
        var definitions = try #require(schema["$defs"] as? [String: Any])
        var differing: [String] = []
        for (name, shared) in ExportSchema.sharedDefinitions where try Self.canonical(definitions[name] ?? NSNull()) != Self.canonical(shared) {
            differing.append(name)
            definitions[name] = shared
        }
        for kind in RecordKind.allCases {
            let name = ExportSchema.definitionName(kind)
            let made = ExportSchema.definition(kind)
            if try Self.canonical(definitions[name] ?? NSNull()) != Self.canonical(made) {
                differing.append(name)
                definitions[name] = made
            }
        }
        if Self.updating, !differing.isEmpty {
            schema["$defs"] = definitions
            let data = try JSONSerialization.data(withJSONObject: schema, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            try (data + Data("\n".utf8)).write(to: Self.path)
        }
        #expect(differing.isEmpty, "the schema's definitions of \(differing) are not their descriptors' (rewrite them with GLOVEBOX_UPDATE_GOLDENS=1)")
    }

    @Test func everyExportedFieldIsAPropertyOfItsKindsDefinitionAndNoOtherIs() throws {
        // Computed from the descriptor alone, not through ExportSchema: the names the writer uses.
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Self.path)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        for kind in RecordKind.allCases {
            let definition = try #require(definitions[ExportSchema.definitionName(kind)] as? [String: Any])
            let properties = try #require(definition["properties"] as? [String: Any])
            let top = Set(kind.descriptor.exportedFields.map { $0.group ?? $0.name })
            #expect(Set(properties.keys) == top, "\(kind)")
            for field in kind.descriptor.exportedFields {
                guard let group = field.group else { continue }
                let object = try #require(properties[group] as? [String: Any])
                let members = try #require(object["properties"] as? [String: Any])
                #expect(members[field.member] != nil, "\(kind) \(field.name)")
            }
        }
    }
}

import Foundation
import Testing

/// An Apple app or widget target imports our libraries beside WidgetKit, SwiftUI, SwiftData, AppIntents
/// and CryptoKit; a public type of ours named like one of theirs would have to be qualified at every
/// use in that target (and a type named like its own module cannot be qualified at all).
@Suite struct PublicNameTests {
    /// Top-level types of the Apple frameworks an app or widget target imports beside ours.
    static let appleNames: Set<String> = [
        // WidgetKit
        "Widget", "WidgetBundle", "WidgetConfiguration", "StaticConfiguration", "AppIntentConfiguration",
        "IntentConfiguration", "Timeline", "TimelineEntry", "TimelineProvider", "AppIntentTimelineProvider",
        "IntentTimelineProvider", "TimelineReloadPolicy", "TimelineProviderContext", "WidgetFamily", "WidgetCenter",
        "WidgetInfo", "WidgetRelevance", "WidgetRenderingMode", "WidgetPreviewContext", "ControlWidget",
        // SwiftUI
        "App", "Scene", "WindowGroup", "View", "Text", "TextField", "TextEditor", "TextRenderer", "SecureField",
        "Image", "Label", "Link", "Button", "List", "Form", "Section", "Group", "Font", "Color", "Gradient", "Shape",
        "Path", "Canvas", "Layout", "Grid", "GridRow", "Table", "TableColumn", "Spacer", "Divider", "Toggle",
        "Picker", "Menu", "Alert", "Gauge", "ProgressView", "ScrollView", "NavigationStack", "NavigationLink",
        "TabView", "Tab", "ForEach", "EmptyView", "AnyView", "GeometryReader", "State", "Binding", "Environment",
        "Namespace", "Transaction", "Animation", "Material", "Alignment", "Edge", "Axis", "Angle",
        "ContentUnavailableView", "ViewBuilder", "ShapeStyle", "ColorScheme",
        // SwiftData
        "Schema", "Model", "ModelContainer", "ModelContext", "ModelConfiguration", "FetchDescriptor", "Query",
        "Relationship", "Attribute", "PersistentModel", "PersistentIdentifier", "VersionedSchema",
        "SchemaMigrationPlan", "MigrationStage",
        // AppIntents
        "AppIntent", "AppEntity", "AppEnum", "EntityQuery", "EntityStringQuery", "EnumerableEntityQuery",
        "IntentParameter", "IntentResult", "IntentDialog", "IntentDescription", "AppShortcut", "AppShortcutsProvider",
        "OpenIntent", "WidgetConfigurationIntent", "DisplayRepresentation", "TypeDisplayRepresentation",
        "IntentFile", "ParameterSummary", "DynamicOptionsProvider",
        // CryptoKit
        "SHA256", "SHA384", "SHA512", "Insecure", "HMAC", "SymmetricKey", "SymmetricKeySize", "Curve25519", "P256",
        "P384", "P521", "AES", "ChaChaPoly", "HKDF", "SharedSecret", "Digest", "HashFunction",
    ]

    @Test func noPublicTypeIsNamedLikeAnAppleFrameworkTypeOrOneOfOurModules() throws {
        let declared = try Self.publicTopLevelTypes()
        // The scan really read the sources.
        #expect(declared.count > 300, "only \(declared.count) public types found")
        #expect(declared["AppSession"] != nil && declared["WidgetsSnapshot"] != nil)
        let modules = try Self.moduleNames()
        #expect(modules.contains("AppCore") && modules.contains("WidgetContract"))
        var clashes: [String] = []
        for (name, files) in declared.sorted(by: { $0.key < $1.key }) {
            if Self.appleNames.contains(name) { clashes.append("\(name) (an Apple framework type) in \(files.joined(separator: ", "))") }
            if modules.contains(name) { clashes.append("\(name) (a module of ours) in \(files.joined(separator: ", "))") }
        }
        #expect(clashes.isEmpty, "\(clashes.joined(separator: "\n"))")
    }

    @Test func theScanFindsAClashingDeclaration() {
        // The same scan over a file that declares two clashes and one nested type (qualified, so no clash).
        let text = """
            /// A field.
            public struct TextField: Sendable {
                public enum Schema { case one }
            }
            public final class Timeline {}
            struct Internal {}
            """
        let names = Self.topLevelPublicTypes(in: text)
        #expect(names == ["TextField", "Timeline"])
    }

    /// Each public top-level type of the package's sources, with the files that declare it.
    static func publicTopLevelTypes() throws -> [String: [String]] {
        let sources = PackageDump.packageRoot.appendingPathComponent("Sources")
        var found: [String: [String]] = [:]
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for name in topLevelPublicTypes(in: text) { found[name, default: []].append(file) }
        }
        return found
    }

    /// The names of the public types a file declares at its top level (not indented: nested types are
    /// always qualified by their parent).
    static func topLevelPublicTypes(in text: String) -> [String] {
        let pattern = /^public\s+(?:final\s+)?(?:struct|class|enum|actor|protocol|typealias)\s+(\w+)/
        return text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            (try? pattern.prefixMatch(in: line)).map { String($0.output.1) }
        }
    }

    /// Every target of the package, by the folder it lives in.
    static func moduleNames() throws -> Set<String> {
        let sources = PackageDump.packageRoot.appendingPathComponent("Sources")
        return Set(try FileManager.default.contentsOfDirectory(atPath: sources.path))
    }
}

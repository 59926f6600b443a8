import Foundation
import GloveboxTestSupport
import NativeConfig
import ShortcutsContract
import Testing
import WidgetContract

/// The widget extension's adapter (`Apple/Widget`) is compiled by no machine here, so what the
/// compiler and the package graph would keep for Swift sources is checked on its text: what it
/// imports, how long its files are, and that it names the contract's kinds and families.
@Suite struct AppleAdapterSourceTests {
    static let widgetFolder = Fixtures.packageRoot.appendingPathComponent("Apple/\(NativeConfiguration.extensionSources)")
    /// The Apple frameworks the extension uses.
    static let frameworks: Set<String> = ["Foundation", "SwiftUI", "WidgetKit", "AppIntents"]
    /// Modules the extension must never import (DESIGN.md: it never links the app side).
    static let appSide: Set<String> = [
        "AppCore", "AppLifecycle", "GarageRules", "GarageStorage", "SnapshotBuilding", "CSQLite", "GloveboxCLI",
        "HouseholdSync", "PostgresClient", "CLibPQ", "HouseholdServer", "NativeConfig",
    ]

    /// Every Swift file of the extension's sources, by path relative to the folder, with its text.
    static func widgetSources() throws -> [(path: String, text: String)] {
        let files = FileManager.default.enumerator(atPath: widgetFolder.path)?.compactMap { $0 as? String } ?? []
        return try files.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            (path, try String(contentsOf: widgetFolder.appendingPathComponent(path), encoding: .utf8))
        }
    }

    /// The modules a file imports (`import X`, `@preconcurrency import X`, `import struct X.Y`).
    static func imports(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ").map(String.init)
            guard let first = words.first, first == "import" || first.hasPrefix("@"),
                  let index = words.firstIndex(of: "import"), index + 1 < words.count else { return nil }
            let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
            let name = kinds.contains(words[index + 1]) && index + 2 < words.count ? words[index + 2] : words[index + 1]
            return String(name.prefix { $0 != "." })
        }
    }

    @Test func theExtensionsSourcesAreThere() throws {
        let sources = try Self.widgetSources()
        #expect(sources.count >= 10, "only \(sources.count) Swift files in \(Self.widgetFolder.path)")
        #expect(sources.contains { $0.text.contains("@main") })
    }

    @Test func everyExtensionSourceImportsOnlyTheFrameworksAndTheWidgetSide() throws {
        let allowed = Self.frameworks.union(NativeConfiguration.extensionProducts)
        #expect(Self.appSide.isDisjoint(with: NativeConfiguration.extensionProducts), "the extension links the app side")
        for (path, text) in try Self.widgetSources() {
            let imported = Self.imports(in: text)
            #expect(!imported.isEmpty, "\(path) imports nothing")
            for module in imported {
                #expect(!Self.appSide.contains(module), "\(path) imports \(module), a module of the app side")
                #expect(allowed.contains(module), "\(path) imports \(module), which the extension does not link")
            }
        }
    }

    @Test func theImportScanReadsEveryForm() {
        let text = """
            import SwiftUI
            @preconcurrency import WidgetKit
            import struct GarageRules.Dashboard
            // import AppCore is only a comment
            let important = "import AppCore"
            """
        #expect(Self.imports(in: text) == ["SwiftUI", "WidgetKit", "GarageRules"])
    }

    @Test func everyExtensionSourceIsShortAndDeclaresOneType() throws {
        let declaration = #/^(?:@\w+\s+)*(?:public\s+|final\s+|private\s+)*(struct|enum|class|actor|protocol)\s/#
        for (path, text) in try Self.widgetSources() {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count <= 120, "\(path) has \(lines.count) lines")
            let types = lines.filter { (try? declaration.prefixMatch(in: $0)) != nil }
            #expect(types.count <= 1, "\(path) declares \(types.count) top-level types")
        }
    }

    @Test func theBundleHasOneWidgetPerKindInTheContractsOrder() throws {
        let sources = try Self.widgetSources()
        let bundle = try #require(sources.first { $0.text.contains("@main") })
        let listed = bundle.text.split(separator: "\n").compactMap { line in
            line.wholeMatch(of: #/\s+(\w+Widget)\(\)/#).map { String($0.1) }
        }
        #expect(listed == WidgetKind.allCases.map { $0.rawValue.capitalized + "Widget" })
        for kind in WidgetKind.allCases {
            let name = kind.rawValue.capitalized + "Widget"
            let file = try #require(sources.first { $0.path == "\(name).swift" }, "no \(name).swift")
            #expect(file.text.contains("struct \(name): Widget"))
            #expect(file.text.contains("KindConfiguration.make(\n            .\(kind.rawValue), name:"), "\(name) is not the \(kind) kind")
        }
        // The kind identifier and the families come from the contract, never typed in again.
        let configuration = try #require(sources.first { $0.path == "KindConfiguration.swift" }).text
        #expect(configuration.contains("kind: kind.kindIdentifier"))
        #expect(configuration.contains(".supportedFamilies(kind.supportedFamilies.map(\\.widgetFamily))"))
    }

    @Test func theFamilyMappingFollowsTheContractsSystemNames() throws {
        let mapping = try #require(try Self.widgetSources().first { $0.path == "WidgetSize+WidgetFamily.swift" }).text
        for size in WidgetSize.allCases {
            let name = String(describing: size)
            #expect(mapping.contains("case .\(name): .\(size.systemName)\n"), "\(name) → \(size.systemName)")
            #expect(mapping.contains("case .\(size.systemName): self = .\(name)\n"), "\(size.systemName) → \(name)")
        }
    }

    @Test func theExtensionReadsOnlyTheSnapshotInTheAppGroup() throws {
        let sources = try Self.widgetSources()
        // Nothing of the app's private directory, its Shortcuts snapshot, its logbook or its lock.
        for (path, text) in sources {
            for forbidden in [".appPrivate", ".documents", "ShortcutsSnapshot", "GarageStore", "PublishingLock", "ContainerLocations"] {
                #expect(!text.contains(forbidden), "\(path) uses \(forbidden)")
            }
        }
        // One place resolves the container, from the constant the entitlements are written from.
        let resolving = sources.filter { $0.text.contains("containerURL(forSecurityApplicationGroupIdentifier:") }
        #expect(resolving.map(\.path) == ["AppGroupSnapshot.swift"])
        #expect(resolving.first?.text.contains("containerURL(forSecurityApplicationGroupIdentifier: AppGroup.identifier)") == true)
        #expect(resolving.first?.text.contains("SnapshotLoader.load(") == true, "the Linux host's version gate")
    }
}

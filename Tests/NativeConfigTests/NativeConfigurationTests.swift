import Foundation
import GloveboxTestSupport
import NativeConfig
import SharedContainer
import Testing
import WidgetContract

@Suite struct NativeConfigurationTests {
    let directory = TemporaryDirectory(prefix: "native-config")
    let configuration = try! NativeConfiguration(bundleIdentifier: "com.example.glovebox", team: "ABCDE12345")

    private func plist(_ path: String) throws -> [String: Any] {
        let file = try #require(configuration.files().first { $0.path == path })
        let object = try PropertyListSerialization.propertyList(from: Data(file.contents.utf8), format: nil)
        return try #require(object as? [String: Any])
    }

    @Test func bothEntitlementsNameTheAppGroupSharedContainerUses() throws {
        for path in ["Glovebox/Glovebox.entitlements", "GloveboxWidgets/GloveboxWidgets.entitlements"] {
            let entitlements = try plist(path)
            #expect(entitlements["com.apple.security.application-groups"] as? [String] == [AppGroup.identifier], "\(path)")
            #expect(entitlements["keychain-access-groups"] as? [String] == ["$(AppIdentifierPrefix)com.example.glovebox.shared"])
        }
        #expect(try plist("GloveboxWidgets/Info.plist")["GloveboxAppGroup"] as? String == AppGroup.identifier)
    }

    @Test func theAppRegistersTheDeepLinkScheme() throws {
        let types = try #require(try plist("Glovebox/Info.plist")["CFBundleURLTypes"] as? [[String: Any]])
        #expect(types.first?["CFBundleURLSchemes"] as? [String] == [DeepLink.scheme])
    }

    @Test func theExtensionIsAWidgetKitExtensionWithTheContractsKinds() throws {
        let info = try plist("GloveboxWidgets/Info.plist")
        let point = (info["NSExtension"] as? [String: Any])?["NSExtensionPointIdentifier"] as? String
        #expect(point == "com.apple.widgetkit-extension")
        #expect(info["CFBundleDisplayName"] as? String == "Glovebox Widgets")
        let kinds = try #require(info["GloveboxWidgetKinds"] as? [[String: Any]])
        #expect(kinds.compactMap { $0["kind"] as? String } == WidgetKind.allCases.map(\.kindIdentifier))
        #expect(kinds.compactMap { $0["families"] as? [String] }
                == WidgetKind.allCases.map { $0.supportedFamilies.map(\.systemName) })
    }

    @Test func theExtensionSettingsKeepAppIntentsMetadataAndExtensionSafeAPI() throws {
        let settings = try #require(configuration.files().first { $0.path.hasSuffix(".xcconfig") }).contents
        let assignments = settings.split(separator: "\n").filter { !$0.hasPrefix("//") && $0.contains("=") }
        #expect(assignments.contains("ENABLE_DEBUG_DYLIB = NO"))
        #expect(assignments.contains("APPLICATION_EXTENSION_API_ONLY = YES"))
        #expect(assignments.contains("PRODUCT_BUNDLE_IDENTIFIER = com.example.glovebox.widgets"))
        #expect(assignments.contains("DEVELOPMENT_TEAM = ABCDE12345"))
        #expect(settings.contains("skips extraction without failing the build"), "the reason is written next to the setting")
    }

    @Test func theProjectSpecDeclaresBothTargetsAndEmbedsTheExtension() throws {
        let spec = try #require(configuration.files().first { $0.path == "project.yml" }).contents
        #expect(spec.contains("  Glovebox:\n"))
        #expect(spec.contains("  GloveboxWidgets:\n"))
        #expect(spec.contains("      - embed: true\n        target: GloveboxWidgets\n"))
        #expect(spec.contains("type: app-extension"))
        #expect(spec.contains("DEVELOPMENT_TEAM: ABCDE12345"))
        // The extension links no app-side product.
        let widgets = try #require(spec.components(separatedBy: "  GloveboxWidgets:\n").last)
        for appSide in ["AppCore", "GarageRules", "GarageStorage", "SnapshotBuilding", "AppLifecycle"] {
            #expect(!widgets.contains("product: \(appSide)\n"), "the extension links \(appSide)")
        }
        // The app drives the app core, as the command line does.
        let app = try #require(spec.components(separatedBy: "  GloveboxWidgets:\n").first)
        #expect(app.contains("product: AppCore\n"))
    }

    @Test func bothTargetsDeployToThePackagesDeclaredIOS() throws {
        let spec = try #require(configuration.files().first { $0.path == "project.yml" }).contents
        let manifest = try String(
            contentsOf: Fixtures.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declared = try #require(manifest.firstRange(of: #/\.iOS\(\.v(\d+)\)/#)?.lowerBound)
        let version = try #require(manifest[declared...].firstMatch(of: #/\.v(\d+)/#)?.1)
        #expect(NativeConfiguration.iOSDeploymentTarget == "\(version).0")
        #expect(spec.components(separatedBy: "deploymentTarget: \"\(version).0\"\n").count == 3, "both targets")
    }

    @Test func everyProductTheProjectSpecLinksIsALibraryOfThePackage() throws {
        let spec = try #require(configuration.files().first { $0.path == "project.yml" }).contents
        let manifest = try String(
            contentsOf: Fixtures.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let products = spec.split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .compactMap { line -> String? in
                let trimmed = line.hasPrefix("- ") ? String(line.dropFirst(2)) : line
                guard trimmed.hasPrefix("product: ") else { return nil }
                return String(trimmed.dropFirst("product: ".count))
            }
        #expect(Set(products).count >= 6, "the spec names the products it links")
        for product in Set(products).sorted() {
            #expect(manifest.contains(".library(name: \"\(product)\""), "Package.swift does not export \(product)")
        }
    }

    @Test func regeneratingIsByteIdentical() throws {
        let first = try configuration.write(to: directory.url)
        #expect(first.count == 6)
        let snapshot = try configuration.files().map { try Data(contentsOf: directory.appending($0.path)) }
        let second = try NativeConfiguration(bundleIdentifier: "com.example.glovebox", team: "ABCDE12345").write(to: directory.url)
        #expect(second.isEmpty, "nothing changed, so nothing was rewritten")
        #expect(try configuration.files().map { try Data(contentsOf: directory.appending($0.path)) } == snapshot)
    }

    @Test func thePlistsLint() throws {
        try configuration.write(to: directory.url)
        let plutil = try #require(Self.executable(named: "plutil"), "plutil ships with the Swift toolchain")
        for file in configuration.files() where file.path.hasSuffix(".plist") || file.path.hasSuffix(".entitlements") {
            let process = Process()
            process.executableURL = plutil
            process.arguments = ["-lint", directory.appending(file.path).path]
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "plutil -lint \(file.path)")
        }
    }

    @Test func badIdentifiersAreRefused() {
        #expect(throws: NativeConfigError.invalidBundleIdentifier("glovebox")) { try NativeConfiguration(bundleIdentifier: "glovebox") }
        #expect(throws: NativeConfigError.invalidBundleIdentifier("app..glovebox")) { try NativeConfiguration(bundleIdentifier: "app..glovebox") }
        #expect(throws: NativeConfigError.invalidBundleIdentifier("app.glove box")) { try NativeConfiguration(bundleIdentifier: "app.glove box") }
        #expect(throws: NativeConfigError.invalidTeam("abc")) { try NativeConfiguration(team: "abc") }
    }

    @Test func xmlSpecialCharactersAreEscaped() {
        let text = PropertyList.dictionary(["a<b": .string("x & y")]).xmlDocument
        #expect(text.contains("<key>a&lt;b</key>") && text.contains("<string>x &amp; y</string>"))
    }

    static func executable(named name: String) -> URL? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return paths.map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

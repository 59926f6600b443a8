import Foundation
import GloveboxTestSupport
import NativeConfig
import Testing

/// The generated XcodeGen spec: what each target compiles and links, and that `xcodegen generate`
/// keeps the files `native-config` wrote.
@Suite struct ProjectSpecTests {
    let configuration = try! NativeConfiguration(bundleIdentifier: "com.example.glovebox", team: "ABCDE12345")

    private var spec: String {
        configuration.files().first { $0.path == "project.yml" }!.contents
    }

    /// The spec's text for one target, from its key to the next target's.
    private func target(_ name: String) throws -> String {
        let targets = try #require(spec.components(separatedBy: "\ntargets:\n").last)
        let start = try #require(targets.range(of: "  \(name):\n"))
        let rest = targets[start.upperBound...]
        let end = rest.firstMatch(of: #/\n  \w+:\n/#)?.range.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    @Test func eachTargetCompilesItsAdapterSources() throws {
        #expect(try target(NativeConfiguration.appTarget).contains("    sources:\n      - App\n"))
        #expect(try target(NativeConfiguration.extensionTarget).contains("    sources:\n      - Widget\n"))
        // The spec is generated into `Apple/` (README: `--out Apple`), so `Widget` is `Apple/Widget`.
        var isDirectory: ObjCBool = false
        let widget = Fixtures.packageRoot.appendingPathComponent("Apple/\(NativeConfiguration.extensionSources)").path
        #expect(FileManager.default.fileExists(atPath: widget, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    @Test func eachTargetLinksExactlyItsProducts() throws {
        func linked(_ name: String) throws -> [String] {
            try target(name).split(separator: "\n").compactMap { line in
                line.wholeMatch(of: #/\s+product: (\w+)/#).map { String($0.1) }
            }
        }
        #expect(try linked(NativeConfiguration.appTarget) == NativeConfiguration.appProducts)
        #expect(try linked(NativeConfiguration.extensionTarget) == NativeConfiguration.extensionProducts)
        #expect(NativeConfiguration.extensionProducts.sorted()
                == ["SharedContainer", "WidgetContract", "WidgetRendering", "WidgetTimeline"])
    }

    @Test func thePlistsAndEntitlementsAreNamedBySettingsSoXcodeGenKeepsThem() throws {
        // XcodeGen's `info` and `entitlements` keys would make it write those files over the generated ones.
        #expect(!spec.contains("\n    info:") && !spec.contains("\n    entitlements:"))
        let generated = Set(configuration.files().map(\.path))
        for name in [NativeConfiguration.appTarget, NativeConfiguration.extensionTarget] {
            let text = try target(name)
            let plist = "\(name)/Info.plist", entitlements = "\(name)/\(name).entitlements"
            #expect(text.contains("        INFOPLIST_FILE: \(plist)\n") && generated.contains(plist), "\(name)")
            #expect(text.contains("        CODE_SIGN_ENTITLEMENTS: \(entitlements)\n") && generated.contains(entitlements), "\(name)")
        }
        #expect(try target(NativeConfiguration.appTarget).contains("PRODUCT_BUNDLE_IDENTIFIER: com.example.glovebox\n"))
        #expect(try target(NativeConfiguration.extensionTarget)
                .contains("PRODUCT_BUNDLE_IDENTIFIER: com.example.glovebox.widgets\n"))
    }

    @Test func bothTargetsCompileInThePackagesSwiftLanguageMode() throws {
        let manifest = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("swiftLanguageModes: [.v6]") && NativeConfiguration.swiftVersion == "6.0")
        for name in [NativeConfiguration.appTarget, NativeConfiguration.extensionTarget] {
            #expect(try target(name).contains("        SWIFT_VERSION: \"6.0\"\n"), "\(name)")
        }
    }

    @Test func theSchemeBuildsTheAppAndItsExtension() {
        #expect(spec.contains("""
            schemes:
              Glovebox:
                build:
                  targets:
                    Glovebox: all
                    GloveboxWidgets: all

            """))
    }
}

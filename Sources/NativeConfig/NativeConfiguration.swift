import SharedContainer
import WidgetContract

/// The Apple build's native configuration, generated from the constants the code itself uses.
///
/// The App Group, the URL scheme and the widget kinds are read from `AppGroup`, `DeepLink` and
/// `WidgetKind`, never typed in a second time: a mismatched App Group id between the app and its
/// extension is the classic cause of widgets that are silently empty. Regenerating gives the
/// same bytes, so the files can be committed and checked.
///
/// ```swift
/// let files = try NativeConfiguration(bundleIdentifier: "app.glovebox", team: "ABCDE12345").files()
/// ```
public struct NativeConfiguration: Sendable {
    /// The app's bundle identifier; the extension's is this plus `.widgets`.
    public let bundleIdentifier: String
    /// The Apple developer team, or `nil` to leave signing to the person building.
    public let team: String?

    /// The default bundle identifier.
    public static let defaultBundleIdentifier = "app.glovebox"
    /// The app target's name.
    public static let appTarget = "Glovebox"
    /// The oldest iOS both targets run on: the package's declared platform (`Mutex` needs iOS 18).
    public static let iOSDeploymentTarget = "18.0"
    /// The widget extension target's name.
    public static let extensionTarget = "GloveboxWidgets"
    /// The app target's Swift sources, relative to the output directory: the hand-written adapter in
    /// `Apple/App`, which no machine here compiles.
    public static let appSources = "App"
    /// The extension target's Swift sources, relative to the output directory: `Apple/Widget`.
    public static let extensionSources = "Widget"
    /// The package's library products the app links: the app core and what its adapter names.
    public static let appProducts = [
        "AppCore", "WidgetContract", "SharedContainer", "GarageRules", "GarageStorage", "SnapshotBuilding", "AppLifecycle",
    ]
    /// The package's library products the extension links: the widget side and the contract, never
    /// the app's rules, storage or building (the extension reads the snapshot and draws).
    public static let extensionProducts = ["WidgetContract", "SharedContainer", "WidgetTimeline", "WidgetRendering"]
    /// The Swift language mode of both targets, the package's (`swiftLanguageModes: [.v6]`); XcodeGen
    /// would otherwise apply its own default.
    public static let swiftVersion = "6.0"

    /// Validates the identifiers and creates a configuration.
    public init(bundleIdentifier: String = defaultBundleIdentifier, team: String? = nil) throws(NativeConfigError) {
        let parts = bundleIdentifier.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.allSatisfy({ part in
            !part.isEmpty && part.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        }) else { throw .invalidBundleIdentifier(bundleIdentifier) }
        if let team {
            guard team.count == 10, team.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("0"..."9").contains($0) }) else {
                throw .invalidTeam(team)
            }
        }
        self.bundleIdentifier = bundleIdentifier
        self.team = team
    }

    /// The extension's bundle identifier.
    public var extensionBundleIdentifier: String { bundleIdentifier + ".widgets" }

    /// The keychain access group both targets share (the session token is read by both).
    public var keychainAccessGroup: String { "$(AppIdentifierPrefix)\(bundleIdentifier).shared" }

    /// Every generated file, in a stable order.
    public func files() -> [GeneratedFile] {
        [
            GeneratedFile(path: "\(Self.appTarget)/\(Self.appTarget).entitlements", contents: entitlements().xmlDocument),
            GeneratedFile(path: "\(Self.appTarget)/Info.plist", contents: appInfo().xmlDocument),
            GeneratedFile(path: "\(Self.extensionTarget)/\(Self.extensionTarget).entitlements", contents: entitlements().xmlDocument),
            GeneratedFile(path: "\(Self.extensionTarget)/Info.plist", contents: extensionInfo().xmlDocument),
            GeneratedFile(path: "\(Self.extensionTarget)/\(Self.extensionTarget).xcconfig", contents: extensionSettings()),
            GeneratedFile(path: "project.yml", contents: projectSpec().document),
        ]
    }

    /// The entitlements of both targets: the same App Group and keychain group, by construction.
    func entitlements() -> PropertyList {
        .dictionary([
            "com.apple.security.application-groups": .array([.string(AppGroup.identifier)]),
            "keychain-access-groups": .array([.string(keychainAccessGroup)]),
        ])
    }

    /// The app's Info.plist: the URL scheme deep links use, and the App Group for the startup check.
    func appInfo() -> PropertyList {
        .dictionary(Self.bundleBasics(packageType: "APPL").merging([
            "CFBundleDisplayName": .string("Glovebox"),
            "CFBundleURLTypes": .array([.dictionary([
                "CFBundleURLName": .string(bundleIdentifier),
                "CFBundleURLSchemes": .array([.string(DeepLink.scheme)]),
            ])]),
            "GloveboxAppGroup": .string(AppGroup.identifier),
            "UILaunchScreen": .dictionary([:]),
        ]) { _, new in new })
    }

    /// The extension's Info.plist: the WidgetKit extension point, and the kinds it provides.
    func extensionInfo() -> PropertyList {
        .dictionary(Self.bundleBasics(packageType: "XPC!").merging([
            "CFBundleDisplayName": .string("Glovebox Widgets"),
            "GloveboxAppGroup": .string(AppGroup.identifier),
            "GloveboxWidgetKinds": .array(WidgetKind.allCases.map { kind in
                .dictionary([
                    "kind": .string(kind.kindIdentifier),
                    "families": .array(kind.supportedFamilies.map { .string($0.systemName) }),
                ])
            }),
            "NSExtension": .dictionary(["NSExtensionPointIdentifier": .string("com.apple.widgetkit-extension")]),
        ]) { _, new in new })
    }

    private static func bundleBasics(packageType: String) -> [String: PropertyList] {
        [
            "CFBundleDevelopmentRegion": .string("$(DEVELOPMENT_LANGUAGE)"),
            "CFBundleExecutable": .string("$(EXECUTABLE_NAME)"),
            "CFBundleIdentifier": .string("$(PRODUCT_BUNDLE_IDENTIFIER)"),
            "CFBundleInfoDictionaryVersion": .string("6.0"),
            "CFBundleName": .string("$(PRODUCT_NAME)"),
            "CFBundlePackageType": .string(packageType),
            "CFBundleShortVersionString": .string("$(MARKETING_VERSION)"),
            "CFBundleVersion": .string("$(CURRENT_PROJECT_VERSION)"),
        ]
    }
}

/// One generated file, relative to the output directory.
public struct GeneratedFile: Hashable, Sendable {
    /// The path relative to the output directory.
    public let path: String
    /// The file's text.
    public let contents: String
}

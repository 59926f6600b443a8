// swift-tools-version:6.0
// Glovebox: a vehicle logbook whose widgets read a snapshot the app writes.
//
// The targets fall on two sides of one file (see README.md):
//   both sides:  WidgetContract, SharedContainer
//   app side:    GarageRules, GarageStorage, SnapshotBuilding, AppLifecycle, `glovebox`,
//                CLibPQ and PostgresClient (the libpq client the sync speaks to the household server),
//                CDBus and ReminderDelivery (where `glovebox remind` sends; Linux only),
//                HouseholdSync (the device's link to a household server)
//   widget side: WidgetTimeline, WidgetRendering, `glovebox-widget`
//   server:      HouseholdServer, `glovebox-server` (sets up and runs the household's PostgreSQL)
//   neutral:     ArgumentParsing (command lines for every executable; depends on no target of ours)
//   Linux:       LinuxHome (the Glovebox home both Linux executables resolve), LinuxPlatform (the
//                app core's platform on Linux); only the Linux executables, their libraries and
//                the tests link them, never a library an Apple app or extension links
// The widget side must never depend on the app side.
import PackageDescription

// Two settings for the widget extension's cold start on Linux, where a widget is a process that
// draws and exits (8.0 → 2.9 ms a render at L, 21.6 → 12.4 MiB peak; BENCHMARKS.md, "The widget
// process on Linux"). Both are Linux only: that is where they were measured, and Apple platforms
// keep the runtime in the system and refuse a static executable.
//
// The widget side's code names the metadata of its generic types (a `Codable` type's keyed container,
// an optional, an array) through accessor functions instead of mangled names. A mangled name is
// resolved at its first use by demangling it and searching the executable's protocol conformances:
// about 220,000 instructions for each `Codable` type a widget decodes, a third of a cold render.
let coldStartMetadata: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(platforms: [.linux]))
]

// The widget extension is a static executable: it carries the Swift runtime, Foundation and the C
// library, and no dynamic loader runs before it. With the shared libraries, half of a render went to
// the loader binding libFoundation*, ICU's library and the runtime's; with the runtime linked in but
// the program still position-independent and dynamic, the loader and the relocations it applies were
// a third of what was left. The bench's comparison processes are linked the same way, so that their
// ratios compare work, not loaders. lld, and the five libraries named, because the toolchain's static
// Foundation does not name them to the linker: a release link gets by only because it drops the code
// that needs them, and GNU gold warns of glibc's `mktemp` and `getpwuid` inside that Foundation.
// (CoreFoundation is for the bench's helpers, which use all of Foundation; an archive nothing needs
// adds nothing.) Static glibc still reads /etc/passwd for a home when HOME is unset.
let staticSwiftRuntimeOnLinux: [LinkerSetting] = [
    .unsafeFlags(["-static-executable", "-use-ld=lld"], .when(platforms: [.linux])),
    .linkedLibrary("_FoundationICU", .when(platforms: [.linux])),
    .linkedLibrary("_FoundationCollections", .when(platforms: [.linux])),
    .linkedLibrary("_FoundationCShims", .when(platforms: [.linux])),
    .linkedLibrary("CoreFoundation", .when(platforms: [.linux])),
    .linkedLibrary("swiftSynchronization", .when(platforms: [.linux])),
]

let package = Package(
    name: "Glovebox",
    // `Mutex` (Synchronization) and the FormatStyle APIs the builder uses need these systems; Linux
    // ignores the list.
    platforms: [.iOS(.v18), .macOS(.v15)],
    products: [
        .library(name: "WidgetContract", targets: ["WidgetContract"]),
        .library(name: "SharedContainer", targets: ["SharedContainer"]),
        .library(name: "AppLifecycle", targets: ["AppLifecycle"]),
        .library(name: "GarageRules", targets: ["GarageRules"]),
        .library(name: "SnapshotBuilding", targets: ["SnapshotBuilding"]),
        .library(name: "ShortcutsContract", targets: ["ShortcutsContract"]),
        .library(name: "GarageStorage", targets: ["GarageStorage"]),
        .library(name: "AppCore", targets: ["AppCore"]),
        .library(name: "WidgetTimeline", targets: ["WidgetTimeline"]),
        .library(name: "WidgetRendering", targets: ["WidgetRendering"]),
        .library(name: "ArgumentParsing", targets: ["ArgumentParsing"]),
        .library(name: "PostgresClient", targets: ["PostgresClient"]),
        .executable(name: "glovebox-widget", targets: ["glovebox-widget"]),
        .executable(name: "glovebox-server", targets: ["glovebox-server"]),
    ],
    targets: [
        // MARK: Neutral (Foundation at most; any executable may use it)

        .target(name: "ArgumentParsing", swiftSettings: coldStartMetadata),
        // FNV-1a, the one stable non-cryptographic hash: fingerprints of files, rows and rules.
        .target(name: "StableHashing"),

        // MARK: Both sides

        .target(name: "WidgetContract", swiftSettings: coldStartMetadata),
        .target(name: "SharedContainer", dependencies: ["WidgetContract"], swiftSettings: coldStartMetadata),

        // MARK: App side

        // The Siri and Shortcuts snapshot: the app writes it, the app's intents read it, and the widget
        // extension never does, so it may link all of Foundation (it compares names as Siri hears them).
        .target(name: "ShortcutsContract", dependencies: ["WidgetContract"]),
        .target(name: "GarageRules", dependencies: ["WidgetContract"]),
        .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        .target(name: "GarageStorage", dependencies: ["CSQLite", "GarageRules", "WidgetContract", "StableHashing"]),
        // The app core: every change as one transaction, the snapshot pipelines, preferences, the
        // bundled rates and start-up. What the CLI, an Apple app target and the tests all drive.
        .target(
            name: "AppCore",
            dependencies: [
                "ShortcutsContract", "GarageRules", "GarageStorage", "SnapshotBuilding", "AppLifecycle", "SharedContainer", "WidgetContract",
                "StableHashing",
            ],
            resources: [.copy("Resources/eurofxref-2024-2026.csv")]),
        .target(
            name: "GloveboxCLI",
            dependencies: [
                "ShortcutsContract", "AppCore", "GarageStorage", "GarageRules", "SharedContainer", "WidgetContract", "AppLifecycle",
                "NativeConfig", "ArgumentParsing", "HouseholdSync", "HouseholdCrypto", "LinuxPlatform", "ReminderDelivery",
                "SnapshotBuilding",
            ]),
        // `glovebox-widget` only so that SwiftPM builds the widget program beside `glovebox`: `swift run
        // glovebox demo` on a fresh clone starts it as a process of its own. The app's sources never
        // import the widget side (an architecture test keeps them so).
        .executableTarget(name: "glovebox", dependencies: ["GloveboxCLI", "AppCore", "LinuxPlatform", "glovebox-widget"]),
        .target(name: "AppLifecycle", dependencies: ["ShortcutsContract", "WidgetContract", "SharedContainer", "StableHashing"]),
        // libsodium for SHA-256 (the content hashes that tell a widget's content changed).
        .target(name: "SnapshotBuilding", dependencies: ["ShortcutsContract", "GarageRules", "WidgetContract", "CSodium"]),
        // libpq from Debian's libpq-dev: its headers are in /usr/include/postgresql, which libpq.pc names.
        .systemLibrary(name: "CLibPQ", pkgConfig: "libpq", providers: [.apt(["libpq-dev"])]),
        // A small PostgreSQL client over libpq: parameterised statements, transactions, errors with
        // their SQLSTATE. The sync's transport; the server tool uses it for its own administration.
        .target(name: "PostgresClient", dependencies: ["CLibPQ"]),
        // The app's side of the household server: the device's link (server, account, password) and
        // the checked session the sync uses. App side only: the widget side never links it.
        // libsodium from Debian's libsodium-dev: every primitive of the household's sealed fields.
        .systemLibrary(name: "CSodium", pkgConfig: "libsodium", providers: [.apt(["libsodium-dev"])]),
        // What the household server cannot read: vehicle keys, account key pairs wrapped by a
        // passphrase and a recovery key, fields sealed to their place. App side only.
        .target(name: "HouseholdCrypto", dependencies: ["CSodium"]),
        .target(
            name: "HouseholdSync", dependencies: ["AppCore", "GarageRules", "PostgresClient", "SharedContainer", "HouseholdCrypto"]),

        // MARK: Linux (what the Linux executables add over the portable libraries)

        // The Glovebox home: the root from GLOVEBOX_HOME / XDG_DATA_HOME / ~, the layout of the
        // shared container and the app's directories under it, and the startup check. Both sides
        // resolve it, so it links only what the widget side may link.
        .target(name: "LinuxHome", dependencies: ["SharedContainer", "WidgetContract"], swiftSettings: coldStartMetadata),
        // The app core's platform on Linux: the process environment, the widget host's reload
        // center, the credential file (libpq's password-file format, so PostgresClient). App side.
        // libdbus from Debian's libdbus-1-dev: the desktop notifications' transport (the session bus).
        .systemLibrary(name: "CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),
        // Where `glovebox remind` sends: desktop notifications over D-Bus, ntfy and Gotify over
        // Foundation's networking, a command; and the systemd user timer that runs it. App side, Linux.
        .target(name: "ReminderDelivery", dependencies: ["AppCore", "SnapshotBuilding", "CDBus"]),
        .target(
            name: "LinuxPlatform",
            dependencies: [
                "AppCore", "AppLifecycle", "SharedContainer", "LinuxHome", "GarageRules", "WidgetContract", "PostgresClient",
            ]),

        // MARK: Household server (sets up and runs PostgreSQL; links no app-side logic)

        // GarageRules for the table of field rules the server's checks are made from (pure rules, no store).
        .target(
            name: "HouseholdServer", dependencies: ["PostgresClient", "ArgumentParsing", "GarageRules", "StableHashing", "WidgetContract"]),
        .executableTarget(name: "glovebox-server", dependencies: ["HouseholdServer", "ArgumentParsing"]),

        // MARK: Widget side (never depends on the app side)

        .target(name: "WidgetTimeline", dependencies: ["WidgetContract"], swiftSettings: coldStartMetadata),
        .target(name: "WidgetRendering", dependencies: ["WidgetContract", "WidgetTimeline"], swiftSettings: coldStartMetadata),
        .target(
            name: "WidgetHost",
            dependencies: [
                "WidgetContract", "SharedContainer", "WidgetTimeline", "WidgetRendering", "ArgumentParsing", "LinuxHome",
            ],
            swiftSettings: coldStartMetadata),
        .executableTarget(
            name: "glovebox-widget", dependencies: ["WidgetHost", "WidgetContract", "SharedContainer"],
            swiftSettings: coldStartMetadata, linkerSettings: staticSwiftRuntimeOnLinux),

        // MARK: Benchmarks (release builds; see BENCHMARKS.md)

        // The fixed moment, place and language of every run, and the bench's errors.
        .target(name: "BenchBasics", dependencies: ["SnapshotBuilding", "WidgetContract"]),
        // The shared-database extension's own code, apart from the rest of the bench so that it links no
        // libpq: it is linked statically like the widget (see `staticSwiftRuntimeOnLinux`).
        .target(
            name: "BenchDatabaseWidget",
            dependencies: [
                "BenchBasics", "ArgumentParsing", "GarageRules", "GarageStorage", "SnapshotBuilding", "WidgetContract",
                "WidgetRendering", "WidgetTimeline",
            ]),
        .target(
            name: "GloveboxBench",
            dependencies: [
                "BenchBasics", "GarageRules", "GarageStorage", "SnapshotBuilding", "WidgetContract", "SharedContainer", "WidgetTimeline",
                "WidgetRendering", "ArgumentParsing", "HouseholdServer", "LinuxHome", "AppLifecycle",
            ]),
        .executableTarget(name: "glovebox-bench", dependencies: ["GloveboxBench", "ArgumentParsing"]),
        // The shared-database extension the widget benchmark compares the snapshot path against: it links
        // both sides on purpose (app rules to compute, widget renderers to draw the same text); it is not shipped.
        .executableTarget(
            name: "glovebox-bench-db-widget", dependencies: ["BenchDatabaseWidget", "ArgumentParsing"], linkerSettings: staticSwiftRuntimeOnLinux),
        // The memory floor: Foundation only, no library of ours.
        .executableTarget(name: "glovebox-bench-bare", linkerSettings: staticSwiftRuntimeOnLinux),
        // The launcher that measures each child from a process smaller than any of them (no Foundation).
        .executableTarget(name: "glovebox-bench-spawn"),

        // MARK: Apple build configuration

        .target(name: "NativeConfig", dependencies: ["WidgetContract", "SharedContainer"]),

        // MARK: Tests

        .target(name: "GloveboxTestSupport", dependencies: ["ShortcutsContract", "WidgetContract", "SharedContainer", "StableHashing"]),
        // Random record values drawn from the field rules, for the tests of every layout of a record.
        .target(name: "ShapeTestSupport", dependencies: ["GarageRules", "GloveboxTestSupport", "WidgetContract"]),
        // A helper process the SharedContainer tests kill mid-publish and race readers against, and
        // whose snapshot readers the command-line concurrency test runs beside real `glovebox` writers.
        .executableTarget(name: "container-stress", dependencies: ["GloveboxTestSupport"]),
        // `glovebox` with a fault only a test asks for: the household sync's crash and outage tests run
        // it to kill or stop a real process at a sync's named moment (`SyncObserver`). The shipping
        // `glovebox` installs no hook: ArchitectureTests keeps every kill out of what it links.
        .executableTarget(name: "glovebox-with-faults", dependencies: ["GloveboxCLI", "AppCore", "HouseholdSync"]),
        // The randomized household checker: seeded histories of several accounts and devices, with killed
        // syncs and a server restart, against a real household server, checked for convergence and lost
        // edits (issue 20). It runs the app's command line in-process and kills `glovebox-with-faults`.
        .target(
            name: "HouseholdChecker",
            dependencies: [
                "AppCore", "GarageRules", "GarageStorage", "GloveboxCLI", "HouseholdSync", "HouseholdServer", "PostgresClient",
                "LinuxPlatform", "GloveboxTestSupport", "HouseholdCrypto",
            ]),
        .executableTarget(name: "glovebox-household-check", dependencies: ["HouseholdChecker", "glovebox-with-faults"]),
        .testTarget(name: "ArgumentParsingTests", dependencies: ["ArgumentParsing"]),
        .testTarget(name: "StableHashingTests", dependencies: ["StableHashing"]),
        .testTarget(name: "HouseholdCryptoTests", dependencies: ["HouseholdCrypto", "GloveboxTestSupport"]),
        .testTarget(
            name: "GloveboxBenchTests", dependencies: ["GloveboxBench", "BenchBasics", "BenchDatabaseWidget", "GarageRules", "GarageStorage", "WidgetContract", "GloveboxTestSupport"]),
        .testTarget(name: "WidgetContractTests", dependencies: ["ShortcutsContract", "WidgetContract", "GloveboxTestSupport"]),
        .testTarget(
            name: "GarageRulesTests", dependencies: ["GarageRules", "WidgetContract", "GloveboxTestSupport", "ShapeTestSupport"]),
        .testTarget(
            name: "GarageStorageTests", dependencies: ["GarageStorage", "GarageRules", "GloveboxTestSupport", "ShapeTestSupport"]),
        .testTarget(
            name: "GloveboxCLITests",
            // `glovebox` itself, so that tests can run the real executable as its own process; the
            // widget side's models and renderers, so that tests can draw what the commands published;
            // and the `container-stress` helper, whose reader processes decode the snapshots while they run.
            dependencies: [
                "ShortcutsContract", "GloveboxCLI", "AppCore", "AppLifecycle", "GarageStorage", "GarageRules", "ArgumentParsing",
                "GloveboxTestSupport", "glovebox", "container-stress", "WidgetTimeline", "WidgetRendering",
                "LinuxPlatform", "SharedContainer",
                // The reminders' transports, and libdbus for the notification server the tests run on a bus of their own.
                "ReminderDelivery", "CDBus", "SnapshotBuilding",
                // The sync's summary, to check what `sync` says of one without a household server.
                "HouseholdSync",
            ]),
        .testTarget(
            name: "AppCoreTests",
            dependencies: [
                "AppCore", "AppLifecycle", "GarageRules", "GarageStorage", "SharedContainer", "WidgetContract",
                "GloveboxTestSupport", "LinuxPlatform",
            ]),
        .testTarget(
            name: "AppLifecycleTests",
            dependencies: ["ShortcutsContract", "AppLifecycle", "SharedContainer", "SnapshotBuilding", "GloveboxTestSupport"]),
        .testTarget(
            name: "LinuxHomeTests", dependencies: ["LinuxHome", "SharedContainer", "WidgetContract", "GloveboxTestSupport"]),
        .testTarget(
            name: "LinuxPlatformTests",
            dependencies: [
                "ShortcutsContract", "LinuxPlatform", "LinuxHome", "AppCore", "AppLifecycle", "SharedContainer", "GarageRules", "WidgetContract",
                "GloveboxTestSupport",
            ]),
        .testTarget(name: "NativeConfigTests", dependencies: ["NativeConfig", "GloveboxTestSupport"]),
        .testTarget(
            name: "SnapshotBuildingTests",
            // WidgetTimeline too: the content-hash tests build every entry model of a section to
            // check that the hash covers all a widget shows.
            dependencies: ["ShortcutsContract", "SnapshotBuilding", "GarageRules", "WidgetContract", "WidgetTimeline", "GloveboxTestSupport"]),
        .testTarget(
            name: "SharedContainerTests",
            dependencies: ["SharedContainer", "WidgetContract", "GloveboxTestSupport", "container-stress"]),
        .testTarget(
            name: "WidgetTimelineTests", dependencies: ["WidgetTimeline", "WidgetContract", "GloveboxTestSupport"]),
        .testTarget(
            name: "WidgetRenderingTests",
            dependencies: ["WidgetRendering", "WidgetTimeline", "WidgetContract", "GloveboxTestSupport"],
            exclude: ["Snapshots"]),
        .testTarget(
            name: "WidgetHostTests",
            dependencies: [
                "WidgetHost", "WidgetTimeline", "WidgetContract", "SharedContainer", "LinuxHome", "GloveboxTestSupport",
            ]),
        .testTarget(
            name: "HouseholdServerTests",
            // `glovebox-server` itself, so that tests can run the real executable; GarageRules for the
            // plan limits the server must agree with.
            // GloveboxCLI, AppCore and HouseholdSync for the app's side of a household: login and sync
            // driven as the command line drives them, against the same cluster.
            dependencies: [
                "HouseholdServer", "PostgresClient", "GarageRules", "ArgumentParsing", "glovebox-server", "GloveboxCLI",
                // Random records drawn from the field rules, for the server's checks of them.
                "ShapeTestSupport",
                "AppCore", "HouseholdSync", "GloveboxTestSupport", "GarageStorage", "SharedContainer", "WidgetContract",
                "LinuxPlatform",
                // The snapshot's content hashes, to compare what two homes' widgets show.
                "SnapshotBuilding",
                // `glovebox` with a fault at a named moment, so that a sync can be killed as a real process.
                "glovebox-with-faults",
                // The randomized household checker, a small seeded set of it.
                "HouseholdChecker",
                // Sealed values, as the app writes them, for the server's checks of their form.
                "HouseholdCrypto",
            ]),
        .testTarget(name: "ArchitectureTests"),
    ],
    swiftLanguageModes: [.v6]
)

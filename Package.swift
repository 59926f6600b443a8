// swift-tools-version:6.0
// Glovebox: a vehicle logbook whose widgets read a snapshot the app writes.
//
// The targets fall on two sides of one file (see README.md):
//   both sides:  WidgetContract, SharedContainer
//   app side:    Garage, GarageStore, SnapshotBuilder, AppLifecycle, `glovebox`
//   widget side: WidgetTimeline, WidgetRendering, `glovebox-widget`
// The widget side must never depend on the app side.
import PackageDescription

let package = Package(
    name: "Glovebox",
    products: [
        .library(name: "WidgetContract", targets: ["WidgetContract"]),
        .library(name: "SharedContainer", targets: ["SharedContainer"]),
        .library(name: "AppLifecycle", targets: ["AppLifecycle"]),
        .library(name: "Garage", targets: ["Garage"]),
        .library(name: "SnapshotBuilder", targets: ["SnapshotBuilder"]),
        .library(name: "GarageStore", targets: ["GarageStore"]),
        .library(name: "WidgetTimeline", targets: ["WidgetTimeline"]),
        .library(name: "WidgetRendering", targets: ["WidgetRendering"]),
        .executable(name: "glovebox-widget", targets: ["glovebox-widget"]),
    ],
    targets: [
        // MARK: Both sides

        .target(name: "WidgetContract"),
        .target(name: "SharedContainer", dependencies: ["WidgetContract"]),

        // MARK: App side

        .target(name: "Garage", dependencies: ["WidgetContract"]),
        .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        .target(name: "GarageStore", dependencies: ["CSQLite", "Garage", "WidgetContract"]),
        .target(
            name: "GloveboxCLI",
            dependencies: [
                "GarageStore", "Garage", "SharedContainer", "WidgetContract", "SnapshotBuilder", "AppLifecycle",
                "NativeConfig",
            ],
            resources: [.copy("Resources/eurofxref-2024-2026.csv")]),
        .executableTarget(name: "glovebox", dependencies: ["GloveboxCLI"]),
        .target(name: "AppLifecycle", dependencies: ["WidgetContract", "SharedContainer"]),
        .target(name: "SnapshotBuilder", dependencies: ["Garage", "WidgetContract"]),

        // MARK: Widget side (never depends on the app side)

        .target(name: "WidgetTimeline", dependencies: ["WidgetContract"]),
        .target(name: "WidgetRendering", dependencies: ["WidgetContract", "WidgetTimeline"]),
        .target(
            name: "WidgetHost",
            dependencies: ["WidgetContract", "SharedContainer", "WidgetTimeline", "WidgetRendering"]),
        .executableTarget(name: "glovebox-widget", dependencies: ["WidgetHost"]),

        // MARK: Benchmarks (release builds; see BENCHMARKS.md)

        .target(
            name: "GloveboxBench",
            dependencies: [
                "Garage", "GarageStore", "SnapshotBuilder", "WidgetContract", "SharedContainer", "WidgetTimeline",
                "WidgetRendering",
            ]),
        .executableTarget(name: "glovebox-bench", dependencies: ["GloveboxBench"]),
        // The shared-database extension the widget benchmark compares the snapshot path against: it links
        // both sides on purpose (app rules to compute, widget renderers to draw the same text); it is not shipped.
        .executableTarget(name: "glovebox-bench-db-widget", dependencies: ["GloveboxBench"]),
        // The memory floor: Foundation only, no library of ours.
        .executableTarget(name: "glovebox-bench-bare"),
        // The launcher that measures each child from a process smaller than any of them (no Foundation).
        .executableTarget(name: "glovebox-bench-spawn"),

        // MARK: Apple build configuration

        .target(name: "NativeConfig", dependencies: ["WidgetContract", "SharedContainer"]),

        // MARK: Tests

        .target(name: "GloveboxTestSupport", dependencies: ["WidgetContract", "SharedContainer"]),
        // A helper process the SharedContainer tests kill mid-publish and race readers against.
        .executableTarget(name: "container-stress", dependencies: ["GloveboxTestSupport"]),
        .testTarget(name: "GloveboxBenchTests", dependencies: ["GloveboxBench", "Garage", "WidgetContract"]),
        .testTarget(name: "WidgetContractTests", dependencies: ["WidgetContract", "GloveboxTestSupport"]),
        .testTarget(name: "GarageTests", dependencies: ["Garage", "WidgetContract", "GloveboxTestSupport"]),
        .testTarget(
            name: "GarageStoreTests", dependencies: ["GarageStore", "Garage", "GloveboxTestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "GloveboxCLITests", dependencies: ["GloveboxCLI", "GarageStore", "Garage", "GloveboxTestSupport"]),
        .testTarget(name: "AppLifecycleTests", dependencies: ["AppLifecycle", "SharedContainer", "GloveboxTestSupport"]),
        .testTarget(name: "NativeConfigTests", dependencies: ["NativeConfig", "GloveboxTestSupport"]),
        .testTarget(
            name: "SnapshotBuilderTests",
            dependencies: ["SnapshotBuilder", "Garage", "WidgetContract", "GloveboxTestSupport"]),
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
            dependencies: ["WidgetHost", "WidgetTimeline", "WidgetContract", "SharedContainer", "GloveboxTestSupport"]),
        .testTarget(name: "ArchitectureTests"),
    ],
    swiftLanguageModes: [.v6]
)

import Foundation
import GloveboxTestSupport
import Testing

/// `glovebox demo` finds the widget extension without a toolchain: `--widget PATH`, else
/// `glovebox-widget` beside `glovebox`, else the first on `PATH`. Without one it says how to get it
/// and changes nothing; it never builds one.
///
/// Each test runs a copy of the real `glovebox` from a directory of its own, where the test decides
/// what lies beside it.
@Suite struct DemoWidgetProgramTests {
    let directory = TemporaryDirectory(prefix: "glovebox-demo-widget")

    /// `glovebox` copied into `bin/` of the test's directory, with `glovebox-widget` beside it when asked.
    func installedGlovebox(withWidget: Bool) throws -> URL {
        let bin = directory.appending("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: try GloveboxProcess.binary(), to: bin.appendingPathComponent("glovebox"))
        if withWidget {
            try FileManager.default.copyItem(
                at: try GloveboxProcess.binary(named: "glovebox-widget"), to: bin.appendingPathComponent("glovebox-widget"))
        }
        return bin.appendingPathComponent("glovebox")
    }

    /// Runs `program demo ARGUMENTS…` in a home of the test's directory, with `PATH` set to `path` when given.
    func demo(_ program: URL, _ arguments: [String] = [], path: String? = nil) throws -> GloveboxProcess.Result {
        let home = directory.appending("home").path
        let process = Process()
        process.executableURL = program
        process.arguments = ["demo"] + arguments
        var environment = ["GLOVEBOX_HOME": home, "GLOVEBOX_NOW": "2026-11-29T12:00:00Z", "TZ": "Europe/Lisbon", "HOME": home]
        environment["PATH"] = path
        process.environment = environment
        let (output, errors) = (Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complained = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return GloveboxProcess.Result(
            status: process.terminationStatus, output: String(decoding: printed, as: UTF8.self),
            errors: String(decoding: complained, as: UTF8.self))
    }

    var logbookExists: Bool {
        FileManager.default.fileExists(atPath: directory.appending("home/app/glovebox.sqlite").path)
    }

    @Test func withoutTheWidgetProgramTheDemoSaysHowToGetItAndChangesNothing() throws {
        let glovebox = try installedGlovebox(withWidget: false)

        let result = try demo(glovebox, path: directory.appending("empty").path)

        #expect(result.status == 1, "\(result.errors)")
        #expect(result.errors.contains("the widget extension glovebox-widget is neither in \(glovebox.deletingLastPathComponent().path)"),
                "\(result.errors)")
        #expect(result.errors.contains("'swift build --product glovebox-widget'"), "\(result.errors)")
        #expect(result.errors.contains("--no-widgets"), "\(result.errors)")
        #expect(!result.output.contains("seeded"), "\(result.output)")
        #expect(!logbookExists, "a demo that could not show the widgets created the logbook")
    }

    @Test func theWidgetProgramBesideGloveboxDrawsTheWidgets() throws {
        let glovebox = try installedGlovebox(withWidget: true)

        let result = try demo(glovebox, path: directory.appending("empty").path)

        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("installed 4 widgets in the widget host"), "\(result.output)")
        #expect(result.output.contains("draws them from the snapshot alone"), "\(result.output)")
        #expect(result.output.contains("Deadlines"), "\(result.output)")
    }

    @Test func aWidgetProgramOnThePathOrNamedWithAnOptionIsUsed() throws {
        let glovebox = try installedGlovebox(withWidget: false)
        let elsewhere = directory.appending("tools")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: try GloveboxProcess.binary(named: "glovebox-widget"), to: elsewhere.appendingPathComponent("glovebox-widget"))

        let onPath = try demo(glovebox, ["--no-widgets"], path: "/nonexistent:" + elsewhere.path)
        #expect(onPath.status == 0, "\(onPath.errors)")
        let found = try demo(glovebox, path: "/nonexistent:" + elsewhere.path)
        #expect(found.status == 0, "\(found.errors)")
        #expect(found.output.contains("draws them from the snapshot alone"), "\(found.output)")
        let named = try demo(glovebox, ["--widget", elsewhere.appendingPathComponent("glovebox-widget").path])
        #expect(named.status == 0, "\(named.errors)")
        #expect(named.output.contains("draws them from the snapshot alone"), "\(named.output)")
    }

    @Test func aWidgetOptionThatNamesNoProgramIsRefused() throws {
        let glovebox = try installedGlovebox(withWidget: true)

        let result = try demo(glovebox, ["--widget", directory.path])

        #expect(result.status == 2, "\(result.errors)")
        #expect(result.errors.contains("--widget \(directory.path) is not an executable file"), "\(result.errors)")
        #expect(!logbookExists)
    }
}

import Foundation
import GloveboxTestSupport
import Testing

/// The widget process is a static executable that carries its own Swift runtime, C library and the
/// Foundation it uses, never all of Foundation: loading and binding the shared libraries was half of
/// a cold widget's start, all of Foundation (`libFoundation.so`) a sixth of it and 4 MB of its memory,
/// and the dynamic loader itself, with the relocations of a position-independent executable, a
/// third of what was left. Named time zones still
/// work, which only the ICU code of FoundationInternationalization gives: without it
/// `TimeZone(identifier:)` falls back to GMT and every day would silently be counted in London's winter.
@Suite struct WidgetProcessFoundationTests {
    let directory = TemporaryDirectory(prefix: "glovebox-widget-foundation")

    /// Runs `program` with `arguments` and `environment`; its standard output.
    func output(of program: URL, _ arguments: [String], environment: [String: String]) throws -> String {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(program.lastPathComponent) \(arguments) exited \(process.terminationStatus)")
        return String(decoding: printed, as: UTF8.self)
    }

    @Test func theWidgetProcessIsStaticAndCarriesTheFoundationItUsesAndNotAllOfIt() throws {
        let widget = try GloveboxProcess.binary(named: "glovebox-widget").path
        // A static executable: no dynamic loader runs before it, and no shared library is loaded.
        let headers = try output(of: URL(fileURLWithPath: "/usr/bin/readelf"), ["--program-headers", "--wide", widget], environment: [:])
        #expect(headers.contains("LOAD"), "readelf printed no segment: \(headers)")
        #expect(!headers.contains("INTERP"), "the widget asks for the dynamic loader: \(headers)")
        #expect(!headers.contains("DYNAMIC"), "the widget has a dynamic section: \(headers)")
        // What is linked in, by the modules its symbols belong to (Swift mangles a module's name
        // with its length: `$s10Foundation` is Foundation itself, `$s20FoundationEssentials` is not).
        let symbols = try output(of: URL(fileURLWithPath: "/usr/bin/nm"), [widget], environment: [:])
            .split(separator: "\n").compactMap { $0.split(separator: " ").last }
        #expect(symbols.contains { $0.hasPrefix("$s20FoundationEssentials") }, "no symbol of FoundationEssentials: nm printed \(symbols.count)")
        #expect(symbols.contains { $0.hasPrefix("$s30FoundationInternationalization12_TimeZoneICU") }, "named time zones need ICU")
        #expect(!symbols.contains { $0.hasPrefix("$s10Foundation") }, "all of Foundation is linked in")
        // The check reads what it means to: the app itself links all of Foundation, as a library.
        let app = try output(of: URL(fileURLWithPath: "/usr/bin/ldd"), [try GloveboxProcess.binary().path], environment: [:])
        #expect(app.contains("libFoundation.so"), "\(app)")
    }

    @Test func theWidgetProcessCountsDaysInTheSnapshotsNamedTimeZone() throws {
        let home = directory.appending("home").path
        let instant = "2026-11-29T23:30:00Z"
        let app = GloveboxProcess(home: home, now: instant)
        #expect(try app.run("demo").status == 0)
        #expect(try app.run("prefs", "set", "timezone", "Asia/Tokyo").status == 0)
        #expect(try app.run("publish").status == 0)
        let timeline = try output(
            of: try GloveboxProcess.binary(named: "glovebox-widget"), ["timeline", "deadlines"],
            environment: ["GLOVEBOX_HOME": home, "GLOVEBOX_NOW": instant, "TZ": "Europe/Lisbon", "HOME": home])
        // 23:30 UTC is already the 30th in Tokyo: a widget whose zones fell back to GMT would draw
        // its first entry on the 29th.
        #expect(timeline.contains("2026-11-30T08:30:00+09:00  (2026-11-30)"), "\(timeline)")
        #expect(!timeline.contains("(2026-11-29)"), "\(timeline)")
    }
}

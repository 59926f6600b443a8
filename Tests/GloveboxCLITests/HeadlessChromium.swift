import Foundation
import GloveboxTestSupport

/// Chromium without a window: takes a screenshot of a page, as a person's browser would draw it.
///
/// CI installs it (`bash .ci/run`, Debian's `chromium`); on a machine without it the check fails and
/// says what to install, never skips.
enum HeadlessChromium {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The browser on PATH, by the names Debian and others give it.
    static func executable() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for directory in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
                return "\(directory)/\(name)"
            }
        }
        throw Failure(description: "no chromium on PATH: install Debian's chromium (apt-get install chromium; .ci/run does)")
    }

    /// Draws `page` in a window of `width` × `height` CSS pixels (at scale 1) and writes the PNG to `png`.
    static func screenshot(of page: String, to png: String, width: Int, height: Int) throws {
        let profile = TemporaryDirectory(prefix: "glovebox-chromium")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try executable())
        // No sandbox: CI runs as root, where Chromium's sandbox refuses to start. A profile of its own,
        // so that runs at the same time share nothing.
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--no-first-run", "--user-data-dir=\(profile.path)", "--screenshot=\(png)", "--window-size=\(width),\(height)",
            URL(fileURLWithPath: page).absoluteString,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A page of a few charts draws in a second or two; a minute means the browser is stuck.
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw Failure(description: "chromium took more than a minute to draw \(page)")
        }
        guard process.terminationStatus == 0, FileManager.default.fileExists(atPath: png) else {
            throw Failure(description: "chromium exited with \(process.terminationStatus) and wrote no \(png)")
        }
    }

    /// What `Scripts/png-colors.py` (Python's standard library alone) reads in a PNG: its size, its
    /// pixels unlike the background, and where each of `colors` (`#RRGGBB`) appears.
    struct Colors: Decodable {
        struct Found: Decodable {
            let count: Int
            let firstRow: Int?
            let lastRow: Int?
        }

        let width: Int
        let height: Int
        let background: String
        let nonBackground: Int
        let colors: [String: Found]
    }

    static func colors(in png: String, _ colors: [String]) throws -> Colors {
        let script = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("Scripts/png-colors.py"), encoding: .utf8)
        let output = try PythonOracle.run(script, arguments: [png] + colors)
        return try JSONDecoder().decode(Colors.self, from: Data(output.utf8))
    }
}

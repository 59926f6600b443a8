import Foundation
import Testing

extension CLIHarness {
    /// A harness signed in to a local account, where an import test begins.
    static func signedIn(
        as account: String = "ana@example.com", now: String = "2026-11-29T12:00:00Z", timeZone: String = "Europe/Lisbon"
    ) -> CLIHarness {
        let cli = CLIHarness(now: now, timeZone: timeZone)
        cli.succeed("login", account)
        return cli
    }

    /// Writes `text` to `name` (a path below the harness's home, its folders made as needed), as a
    /// user keeps a file an app exported, and returns the file's path.
    func write(_ text: String, to name: String) throws -> String {
        let path = home.appending(name).path
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}

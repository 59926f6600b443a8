import Foundation

/// Golden files: what the code wrote once, reviewed, and compared byte for byte with what it writes now.
///
/// A golden file alone only says that the output did not change, so every one of them is paired
/// with at least one check computed without the code that wrote it (the tests' doc comments say
/// which). They are rewritten only when a developer asks, with `GLOVEBOX_UPDATE_GOLDENS=1`, and a
/// run that rewrote one fails, naming it: the developer reviews the diff and runs again without the
/// variable, which must pass. Under CI (`CI` set) the variable is refused outright, so that no CI run
/// can make the golden checks pass by rewriting their files.
///
/// ```swift
/// for problem in Goldens.check(bytes, against: Fixtures.url("snapshots/valid/en-unlocked.json")) {
///     Issue.record(Comment(rawValue: problem))
/// }
/// ```
public enum Goldens {
    /// The variable that asks for golden files to be rewritten.
    public static let updateVariable = "GLOVEBOX_UPDATE_GOLDENS"

    /// What a run does with its golden files.
    public enum Mode: Equatable, Sendable {
        /// Compare, and fail on a difference (the variable is unset or empty).
        case compare
        /// Rewrite each file that differs, and fail naming it (`GLOVEBOX_UPDATE_GOLDENS=1`).
        case update
        /// Neither: the variable is set where it must not be (under CI) or to another value.
        case refused(String)
    }

    /// The mode the variables ask for: this process's environment unless given.
    public static func mode(environment: [String: String] = ProcessInfo.processInfo.environment) -> Mode {
        guard let value = environment[updateVariable], !value.isEmpty else { return .compare }
        if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" {
            return .refused("\(updateVariable) is set under CI (CI=\(ci)): golden files are rewritten only by a developer, never in CI")
        }
        guard value == "1" else {
            return .refused("\(updateVariable)=\(value): set it to 1 to rewrite golden files, or unset it to compare them")
        }
        return .update
    }

    /// Compares `actual` with the golden file at `url`, or rewrites the file in update mode; returns
    /// what to report (nothing when the file holds exactly `actual`).
    public static func check(
        _ actual: Data, against url: URL, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> [String] {
        let name = url.lastPathComponent
        let stored = FileManager.default.contents(atPath: url.path)
        switch mode(environment: environment) {
        case .refused(let reason):
            return ["\(name): not compared: \(reason)"]
        case .update:
            guard stored != actual else { return [] }
            do {
                // Golden files are test data, not shared state: a plain write is enough.
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try actual.write(to: url)
            } catch {
                return ["cannot write the golden file \(url.path): \(error)"]
            }
            return ["rewrote the golden file \(url.path) from the code's output: review the diff, then run the tests "
                + "again without \(updateVariable) (this run fails so that the rewrite is never mistaken for a pass)"]
        case .compare:
            guard let stored else {
                return ["missing golden file \(url.path); write it with \(updateVariable)=1 and review it"]
            }
            return stored == actual ? [] : ["\(name) differs from its golden file: \(firstDifference(stored, actual))"]
        }
    }

    /// Compares text with the golden file at `url` (UTF-8), or rewrites it; see ``check(_:against:environment:)``.
    public static func check(
        _ actual: String, against url: URL, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> [String] {
        check(Data(actual.utf8), against: url, environment: environment)
    }

    /// Where two contents first differ: the line, with both versions of it, or the lengths.
    static func firstDifference(_ expected: Data, _ actual: Data) -> String {
        let expectedLines = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        if let first = zip(expectedLines, actualLines).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
            return "line \(first.offset + 1): expected «\(first.element.0.prefix(200))», got «\(first.element.1.prefix(200))»; "
                + "rewrite it with \(updateVariable)=1 if the change is meant"
        }
        return "expected \(expectedLines.count) lines (\(expected.count) bytes), got \(actualLines.count) (\(actual.count) bytes)"
    }
}

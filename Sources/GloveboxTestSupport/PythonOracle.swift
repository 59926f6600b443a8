import Foundation

/// Python 3 as an oracle: code that shares nothing with Glovebox answers what a golden file's check
/// asks — the local day of an instant from the tz database (`zoneinfo`), whether a document
/// validates against a JSON Schema (`jsonschema`, Draft 2020-12).
///
/// CI installs both (`bash .ci/run`); on a machine without them the check fails and says what to
/// install, never skips.
public enum PythonOracle {
    /// Python could not run, or the script failed: what it printed on standard error.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Runs `script` with `python3 -I -c` (isolated: no user site, no environment paths), with
    /// `arguments` and `input` on standard input; returns what it printed on standard output.
    public static func run(_ script: String, arguments: [String] = [], input: Data = Data()) throws(Failure) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-I", "-c", script] + arguments
        let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot run python3 (install Debian's python3): \(error)")
        }
        // Standard error is read on a thread of its own, so that neither pipe can fill and block the child.
        let errors = ErrorText()
        let reader = Thread { errors.set(stderr.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        stdin.fileHandleForWriting.write(input)
        try? stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let message = errors.wait()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "python3 exited with \(process.terminationStatus): \(message)")
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The local calendar day (`YYYY-MM-DD`) of each UTC instant (`YYYY-MM-DDTHH:MM:SSZ`) in its
    /// tz database zone, in order.
    public static func localDays(of instants: [(instant: String, zone: String)]) throws -> [String] {
        let script = """
            import datetime, json, sys, zoneinfo
            for instant, zone in json.load(sys.stdin):
                moment = datetime.datetime.strptime(instant, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=datetime.timezone.utc)
                print(moment.astimezone(zoneinfo.ZoneInfo(zone)).date().isoformat())
            """
        let input = try JSONSerialization.data(withJSONObject: instants.map { [$0.instant, $0.zone] })
        return try run(script, input: input).split(separator: "\n").map(String.init)
    }

    /// The local calendar day of one UTC instant in a zone.
    public static func localDay(of instant: String, in zone: String) throws -> String {
        try localDays(of: [(instant, zone)])[0]
    }

    /// What `jsonschema`'s Draft 2020-12 validator, with its format checker, finds wrong in each of
    /// `files` against the schema `schema`: one message per error (with its place in the document),
    /// none for a valid file. Python's `json` reads the files, with NaN and Infinity refused.
    public static func schemaProblems(schema: URL, files: [URL]) throws -> [String: [String]] {
        let output = try run(
            try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("Scripts/validate-json.py"), encoding: .utf8),
            arguments: [schema.path] + files.map(\.path))
        let decoded = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: [String]]
        guard let decoded else { throw Failure(description: "validate-json.py printed no JSON object: \(output)") }
        return decoded
    }

    /// Standard error's bytes, handed from the thread that read them.
    private final class ErrorText: @unchecked Sendable {
        // Guards `text`; `done` is signalled once it is set.
        private let done = DispatchSemaphore(value: 0)
        private var text = ""

        func set(_ data: Data) {
            text = String(decoding: data, as: UTF8.self)
            done.signal()
        }

        func wait() -> String {
            done.wait()
            return text
        }
    }
}

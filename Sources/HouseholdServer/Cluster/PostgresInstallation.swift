import Foundation

/// Where PostgreSQL's server programs are: Debian puts them in `/usr/lib/postgresql/<major>/bin`,
/// off the `PATH`.
public enum PostgresInstallation {
    /// The programs a household server needs.
    static let programs = ["initdb", "pg_ctl", "postgres"]

    /// The directory of the newest installed supported major version under `root`, else the first
    /// `PATH` directory with `initdb`; `$GLOVEBOX_POSTGRES_BIN` wins when it is set. A PostgreSQL of a
    /// major version the server is not made for is refused, with the reason.
    public static func locate(environment: [String: String], root: String = "/usr/lib/postgresql") throws(ServerError) -> String {
        if let given = environment["GLOVEBOX_POSTGRES_BIN"], !given.isEmpty {
            guard hasPrograms(given) else {
                throw .validation(.postgresBinWithout, ["directory": given, "programs": programs.joined(separator: ", ")])
            }
            return try checked(given)
        }
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).compactMap(Int.init).sorted(by: >)
        // The newest supported major version; another one only to say why it is not taken.
        let installed = versions.filter { hasPrograms("\(root)/\($0)/bin") }
        if let version = installed.first(where: supportedMajorVersions.contains) { return "\(root)/\(version)/bin" }
        if let version = installed.first { return try checked("\(root)/\(version)/bin") }
        if let initdb = ProgramRunner.find("initdb", environment: environment) {
            let directory = (initdb as NSString).deletingLastPathComponent
            if hasPrograms(directory) { return try checked(directory) }
        }
        throw .runtime(.postgresMissing)
    }

    /// The PostgreSQL major versions the household server is made and tested for. Version 16 changed
    /// what `CREATEROLE` allows (the registrar that deletes an account relies on 15's rules), so a
    /// newer one is refused until the schema is tested on it.
    public static let supportedMajorVersions: Set<Int> = [15]

    /// `directory`, once its `postgres` says it is a supported major version.
    static func checked(_ directory: String) throws(ServerError) -> String {
        let postgres = (directory as NSString).appendingPathComponent("postgres")
        let outcome = try ProgramRunner().run(postgres, ["--version"])
        guard let major = majorVersion(of: outcome.output) else {
            throw .runtime(.postgresVersionUnreadable, ["program": postgres, "said": outcome.tail(1)])
        }
        guard supportedMajorVersions.contains(major) else {
            let supported = supportedMajorVersions.sorted().map(String.init).joined(separator: ", ")
            throw .validation(.postgresVersionUnsupported, ["directory": directory, "major": "\(major)", "supported": supported])
        }
        return directory
    }

    /// Refuses a running server of a major version the schema was not made for (`version` as libpq's
    /// `PQserverVersion` gives it: 150014 for 15.14): a cluster made by another tool, or upgraded under
    /// the household server, is not migrated on rules it was not tested on.
    public static func checkRunning(serverVersion version: Int) throws(ServerError) {
        let major = version / 10_000
        guard !supportedMajorVersions.contains(major) else { return }
        let supported = supportedMajorVersions.sorted().map(String.init).joined(separator: ", ")
        throw .validation(.serverVersionUnsupported, ["major": "\(major)", "supported": supported])
    }

    /// The major version in `postgres --version`'s reply (`postgres (PostgreSQL) 15.14 (Debian …)`).
    public static func majorVersion(of reply: String) -> Int? {
        guard let range = reply.range(of: "(PostgreSQL) ") else { return nil }
        return Int(reply[range.upperBound...].prefix { $0.isNumber })
    }

    private static func hasPrograms(_ directory: String) -> Bool {
        programs.allSatisfy { FileManager.default.isExecutableFile(atPath: (directory as NSString).appendingPathComponent($0)) }
    }
}

import Foundation

/// Where PostgreSQL's server programs are: Debian puts them in `/usr/lib/postgresql/<major>/bin`,
/// off the `PATH`.
public enum PostgresInstallation {
    /// The programs a household server needs.
    static let programs = ["initdb", "pg_ctl", "postgres"]

    /// The directory of the newest installed major version under `root`, else the first `PATH`
    /// directory with `initdb`; `$GLOVEBOX_POSTGRES_BIN` wins when it is set.
    public static func locate(environment: [String: String], root: String = "/usr/lib/postgresql") throws(ServerError) -> String {
        if let given = environment["GLOVEBOX_POSTGRES_BIN"], !given.isEmpty {
            guard hasPrograms(given) else {
                throw .validation(
                    "GLOVEBOX_POSTGRES_BIN is \(given), which has no \(programs.joined(separator: ", ")): point it at PostgreSQL's "
                        + "program directory, or unset it to use the one 'apt-get install postgresql' installs")
            }
            return given
        }
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).compactMap(Int.init).sorted(by: >)
        for version in versions where hasPrograms("\(root)/\(version)/bin") {
            return "\(root)/\(version)/bin"
        }
        if let initdb = ProgramRunner.find("initdb", environment: environment) {
            let directory = (initdb as NSString).deletingLastPathComponent
            if hasPrograms(directory) { return directory }
        }
        throw .runtime(
            "PostgreSQL's server programs (initdb, pg_ctl, postgres) were not found: install them with "
                + "'apt-get install postgresql', or point GLOVEBOX_POSTGRES_BIN at their directory")
    }

    private static func hasPrograms(_ directory: String) -> Bool {
        programs.allSatisfy { FileManager.default.isExecutableFile(atPath: (directory as NSString).appendingPathComponent($0)) }
    }
}

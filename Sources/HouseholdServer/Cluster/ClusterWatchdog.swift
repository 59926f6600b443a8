import Foundation

/// A shell that outlives the process that started a throwaway cluster: it polls that process and,
/// once it is gone (ended, crashed or killed), stops the server of `data` and removes `scratch`, so
/// that no test or checker run leaves a PostgreSQL running or its files behind.
public enum ClusterWatchdog {
    /// Starts the watch of this process over the cluster of `data` (which need not exist yet) and
    /// `scratch`; returns the shell's process id, for ``end(_:)``.
    public static func start(data: String, scratch: String, environment: [String: String]) throws(ServerError) -> pid_t {
        let pgCtl = (try PostgresInstallation.locate(environment: environment) as NSString).appendingPathComponent("pg_ctl")
        let user = try ServiceUser.resolve(requested: nil, environment: environment)
        let stop = user.switcher.map { [$0, "-u", user.name, "--"] } ?? []
        let script = #"""
            parent=$1; shift; scratch=$1; shift
            trap 'exit 0' TERM
            while kill -0 "$parent" 2>/dev/null; do sleep 1 & wait $!; done
            "$@" >/dev/null 2>&1
            rm -rf "$scratch"
            """#
        let words = ["/bin/sh", "-c", script, "watchdog", String(getpid()), scratch]
            + stop + [pgCtl, "stop", "-D", data, "-m", "immediate"]
        return try ProgramRunner.spawn(words, output: "/dev/null")
    }

    /// Ends a watch that is no longer needed (its cluster was stopped and removed by its owner).
    public static func end(_ watchdog: pid_t) {
        kill(watchdog, SIGTERM)
        var status: Int32 = 0
        waitpid(watchdog, &status, 0)
    }
}

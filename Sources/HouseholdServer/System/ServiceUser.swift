import Foundation

/// The operating-system user PostgreSQL runs as, and how this process runs programs as that user.
///
/// PostgreSQL refuses to run as root (`initdb` and `postgres` both check), so when `glovebox-server`
/// runs as root every PostgreSQL program goes through `runuser -u USER --` and every file the server
/// reads is handed to that user. Run as anyone else, the server runs as that same user, directly.
public struct ServiceUser: Sendable, Equatable {
    /// The user's name.
    public let name: String
    /// Its user id.
    public let uid: uid_t
    /// Its primary group id.
    public let gid: gid_t
    /// `runuser`, when this process is root and must switch to the user; `nil` when it already is the user.
    public let switcher: String?

    /// The user an unprivileged server runs as when root asks for one and names none: Debian's
    /// `postgresql` package creates it.
    public static let defaultName = "postgres"

    /// The user to run the server as: `requested` (or ``defaultName``) when this process is root,
    /// else this process's own user, which `requested` must then name if given.
    public static func resolve(requested: String?, environment: [String: String]) throws(ServerError) -> ServiceUser {
        if geteuid() != 0 {
            guard let own = account(uid: geteuid()) else {
                throw .runtime(.unknownUserID, ["uid": "\(geteuid())"])
            }
            if let requested, requested != own.name {
                throw .validation(.userMismatch, ["requested": requested, "user": own.name])
            }
            return ServiceUser(name: own.name, uid: own.uid, gid: own.gid, switcher: nil)
        }
        let name = requested ?? defaultName
        guard let found = account(named: name) else {
            throw .validation(.serviceUserMissing, ["user": name])
        }
        guard found.uid != 0 else { throw .validation(.rootRefused) }
        guard let runuser = ProgramRunner.find("runuser", environment: environment) else {
            throw .runtime(.runuserMissing, ["user": name])
        }
        return ServiceUser(name: name, uid: found.uid, gid: found.gid, switcher: runuser)
    }

    /// The user of a server directory, as its configuration names it, checked against this process.
    public static func owning(_ configuration: ServerConfiguration, environment: [String: String]) throws(ServerError) -> ServiceUser {
        do {
            return try resolve(requested: configuration.serviceUser, environment: environment)
        } catch let error where error.kind == .validation && geteuid() != 0 {
            throw .validation(.serverRunsAs, ["user": configuration.serviceUser])
        }
    }

    /// Runs `program` as this user.
    public func run(_ program: String, _ arguments: [String], in directory: String, runner: ProgramRunner) throws(ServerError)
        -> ProgramRunner.Outcome
    {
        if let switcher {
            return try runner.run(switcher, ["-u", name, "--", program] + arguments, in: directory)
        }
        return try runner.run(program, arguments, in: directory)
    }

    /// Gives `path` to this user (when this process is root; otherwise it is already theirs).
    public func take(_ path: String) throws(ServerError) {
        guard switcher != nil else { return }
        guard chown(path, uid, gid) == 0 else {
            throw .runtime(.cannotGive, ["path": path, "user": name, "error": String(cString: strerror(errno))])
        }
    }

    private static func account(named name: String) -> (name: String, uid: uid_t, gid: gid_t)? {
        guard let entry = getpwnam(name) else { return nil }
        return (String(cString: entry.pointee.pw_name), entry.pointee.pw_uid, entry.pointee.pw_gid)
    }

    private static func account(uid: uid_t) -> (name: String, uid: uid_t, gid: gid_t)? {
        guard let entry = getpwuid(uid) else { return nil }
        return (String(cString: entry.pointee.pw_name), entry.pointee.pw_uid, entry.pointee.pw_gid)
    }
}

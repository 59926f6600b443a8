import Foundation

/// TEMPORARY — replace with `ContainerLocations.resolve(environment:homeDirectory:role: .app).appPrivate`
/// from `SharedContainer` once that lands on main (it also checks ownership and modes).
///
/// The one place the CLI resolves where the logbook lives, the way DESIGN.md says: the root is
/// `$GLOVEBOX_HOME`, else `$XDG_DATA_HOME/glovebox`, else `~/.local/share/glovebox`; the app-private
/// directory is `<root>/app`.
enum AppPrivateDirectory {
    static func resolve(environment: [String: String], homeDirectory: String) throws(CLIError) -> String {
        let root: String
        if let home = environment["GLOVEBOX_HOME"], !home.isEmpty {
            guard home.hasPrefix("/") else { throw .runtime("GLOVEBOX_HOME '\(home)' must be an absolute path") }
            root = home
        } else if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            root = data + "/glovebox"
        } else {
            guard homeDirectory.hasPrefix("/") else { throw .runtime("home directory '\(homeDirectory)' is not absolute") }
            root = homeDirectory + "/.local/share/glovebox"
        }
        var trimmed = root
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed + "/app"
    }
}

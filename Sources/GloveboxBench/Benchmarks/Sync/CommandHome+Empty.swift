import Foundation
import LinuxHome
import SharedContainer

extension CommandHome {
    /// Removes whatever is at `root` and makes a home there with no logbook yet (a new device), the
    /// widget benchmark's widgets installed.
    static func empty(at root: String, homeDirectory: String) throws -> CommandHome {
        try? FileManager.default.removeItem(atPath: root)
        let locations = try ContainerLocations.resolve(environment: ["GLOVEBOX_HOME": root], homeDirectory: homeDirectory)
        let home = CommandHome(locations: locations)
        try FileManager.default.createDirectory(atPath: locations.sharedContainer, withIntermediateDirectories: true)
        try InstalledWidgets.save(WidgetBenchmark.widgets, to: home.sharedFiles)
        return home
    }
}

import Foundation
import SharedContainer
import ShortcutsContract
import WidgetContract

/// What the commands published, read as the widget side reads it.
extension CLIHarness {
    /// The shared container the commands publish into.
    var container: String { home.path + "/group-containers/\(AppGroup.identifier)" }
    var snapshotPath: String { container + "/" + WidgetsSnapshot.fileName }
    var shortcutsPath: String { home.path + "/app/Documents/" + ShortcutsSnapshot.fileName }

    /// Installs `widgets` (every kind, medium, by default) as the widget host would record them.
    func installWidgets(_ widgets: [InstalledWidget] = WidgetKind.allCases.map {
        InstalledWidget(id: $0.rawValue, kind: $0, family: .medium)
    }) throws {
        try FileManager.default.createDirectory(atPath: container, withIntermediateDirectories: true)
        try InstalledWidgets.save(widgets, to: SnapshotFiles(directory: container))
    }

    /// The widgets' snapshot as last published.
    func snapshot() throws -> WidgetsSnapshot {
        try SnapshotCoding.decode(WidgetsSnapshot.self, from: Data(contentsOf: URL(fileURLWithPath: snapshotPath)))
    }

    /// The scopes of every reload request the app made, oldest first.
    func reloadedKinds() throws -> [String] {
        try ReloadRequestLog(files: SnapshotFiles(directory: container)).read(from: 0).requests.map { request in
            switch request.scope {
            case .kind(let kind): kind.rawValue
            case .all: "all"
            }
        }
    }

    /// The reload requests `body` made.
    func reloads(during body: () throws -> Void) throws -> [String] {
        let before = try reloadedKinds().count
        try body()
        return Array(try reloadedKinds().dropFirst(before))
    }
}

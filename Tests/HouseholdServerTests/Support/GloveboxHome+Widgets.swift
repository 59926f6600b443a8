import Foundation
import SharedContainer
import SnapshotBuilding
import WidgetContract

/// What a home's widgets were asked to reload and what its published snapshot shows.
extension GloveboxHome {
    /// The scope of every reload request this home's app made, oldest first (`all` for a reload of
    /// every kind).
    func reloadedKinds() throws -> [String] {
        let container = directory.path + "/group-containers/\(AppGroup.identifier)"
        return try ReloadRequestLog(files: SnapshotFiles(directory: container)).read(from: 0).requests.map { request in
            switch request.scope {
            case .kind(let kind): kind.rawValue
            case .all: "all"
            }
        }
    }

    /// The reload requests `body` made here.
    func reloads(during body: () throws -> Void) throws -> [String] {
        let before = try reloadedKinds().count
        try body()
        return Array(try reloadedKinds().dropFirst(before))
    }

    /// The content hash of each widget kind in the snapshot this home last published.
    func publishedContentHashes() throws -> [WidgetKind: String] {
        try SnapshotCoding.decode(WidgetsSnapshot.self, from: Data(contentsOf: URL(fileURLWithPath: snapshotPath)))
            .contentHashes()
    }
}

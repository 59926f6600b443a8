import Foundation
import SharedContainer

/// Where the app's files are on Apple platforms: its own Application Support and Documents, and
/// the App Group container the system keeps for the app and its widget extension, far from the
/// app's sandbox. The group is `AppGroup.identifier`, the constant the extension and the
/// generated entitlements use.
enum AppGroupDirectories {
    /// Why the directories cannot be used.
    enum Failure: Error, CustomStringConvertible {
        /// The App Group is not in the app's entitlements: the widgets could never see a snapshot.
        case noAppGroup(String)

        var description: String {
            switch self {
            case .noAppGroup(let group):
                "the App Group \(group) is not available: check the app's entitlements (glovebox native-config)"
            }
        }
    }

    /// The directories, creating the app's own where missing (the group container is the system's).
    static func resolve(fileManager: FileManager = .default) throws -> AppDirectories {
        guard let group = fileManager.containerURL(forSecurityApplicationGroupIdentifier: AppGroup.identifier) else {
            throw Failure.noAppGroup(AppGroup.identifier)
        }
        let support = try fileManager.url(
            for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true
        ).appending(path: "Glovebox", directoryHint: .isDirectory)
        let documents = try fileManager.url(for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
        try fileManager.createDirectory(at: support, withIntermediateDirectories: true)
        return AppDirectories(
            appPrivate: support.path(percentEncoded: false), documents: documents.path(percentEncoded: false),
            sharedContainer: group.path(percentEncoded: false))
    }

    /// The start-up check: the group resolves and takes a file, as `glovebox doctor` checks on Linux.
    static func check() -> [DoctorFinding] {
        let directories: AppDirectories
        do {
            directories = try resolve()
        } catch {
            return [.failed(.sharedContainer, .failure(DoctorFailure(error)), fix: .addAppGroup(identifier: AppGroup.identifier))]
        }
        let files = SnapshotFiles(directory: directories.sharedContainer)
        do {
            try files.publish(Data("glovebox start-up probe\n".utf8), as: "startup.probe")
            try files.remove("startup.probe")
        } catch {
            return [.failed(.publishing, .failure(DoctorFailure(error)), fix: .reinstallApp)]
        }
        return [.passed(.sharedContainer, .containerResolved(path: directories.sharedContainer, appGroup: AppGroup.identifier))]
    }
}

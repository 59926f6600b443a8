import Foundation
import GloveboxTestSupport
import LinuxHome
import SharedContainer
import Testing

@Suite struct ContainerLocationsTests {
    let directory = TemporaryDirectory(prefix: "glovebox-locations")

    @Test func gloveboxHomeWinsOverXdgDataHome() throws {
        let root = try ContainerLocations.rootPath(
            environment: ["GLOVEBOX_HOME": "/srv/glovebox/", "XDG_DATA_HOME": "/xdg"], homeDirectory: "/home/ana")
        #expect(root == "/srv/glovebox")
    }

    @Test func xdgDataHomeWinsOverTheHomeDirectory() throws {
        let root = try ContainerLocations.rootPath(environment: ["XDG_DATA_HOME": "/xdg"], homeDirectory: "/home/ana")
        #expect(root == "/xdg/glovebox")
    }

    @Test func theHomeDirectoryIsTheLastResort() throws {
        let root = try ContainerLocations.rootPath(
            environment: ["GLOVEBOX_HOME": "", "XDG_DATA_HOME": "relative/xdg"], homeDirectory: "/home/ana")
        #expect(root == "/home/ana/.local/share/glovebox")
    }

    @Test func aRelativeGloveboxHomeIsRefused() {
        #expect(throws: ContainerError.relativeRoot(variable: "GLOVEBOX_HOME", value: "glovebox")) {
            try ContainerLocations.rootPath(environment: ["GLOVEBOX_HOME": "glovebox"], homeDirectory: "/home/ana")
        }
    }

    @Test func theSharedContainerIsNamedAfterTheAppGroup() {
        let locations = ContainerLocations(root: "/r")
        #expect(locations.sharedContainer == "/r/group-containers/\(AppGroup.identifier)")
        #expect(locations.appPrivate == "/r/app")
        #expect(locations.documents == "/r/app/Documents")
    }

    @Test func resolveCreatesEveryDirectoryWithMode0700() throws {
        let home = directory.appending("home").path
        let locations = try ContainerLocations.resolve(environment: [:], homeDirectory: home)
        #expect(locations.root == home + "/.local/share/glovebox")
        for path in [locations.root, locations.root + "/group-containers", locations.sharedContainer,
                     locations.appPrivate, locations.documents] {
            #expect(try permissions(of: path) == 0o700, "\(path)")
        }
    }

    @Test func theWidgetSideDoesNotCreateTheAppsPrivateDirectories() throws {
        let root = directory.appending("root").path
        let locations = try ContainerLocations.resolve(
            environment: ["GLOVEBOX_HOME": root], homeDirectory: "/nonexistent", role: .widget)
        #expect(FileManager.default.fileExists(atPath: locations.sharedContainer))
        #expect(!FileManager.default.fileExists(atPath: locations.appPrivate))
    }

    @Test func resolveTwiceGivesTheSameLocationsAndTightensAWideSharedContainer() throws {
        let environment = ["GLOVEBOX_HOME": directory.appending("root").path]
        let first = try ContainerLocations.resolve(environment: environment, homeDirectory: "/nonexistent")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: first.sharedContainer)
        let second = try ContainerLocations.resolve(environment: environment, homeDirectory: "/nonexistent")
        #expect(first == second)
        #expect(try permissions(of: second.sharedContainer) == 0o700)
    }

    @Test func aRootThatIsAFileIsRefused() throws {
        let root = directory.appending("file")
        try Data("not a directory".utf8).write(to: root)
        #expect(throws: ContainerError.notADirectory(path: root.path)) {
            try ContainerLocations.resolve(environment: ["GLOVEBOX_HOME": root.path], homeDirectory: "/nonexistent")
        }
    }

    @Test func aRootBelowAFileIsRefused() throws {
        let file = directory.appending("file")
        try Data("not a directory".utf8).write(to: file)
        let root = file.path + "/glovebox"
        #expect(throws: ContainerError.notADirectory(path: root)) {
            try ContainerLocations.resolve(environment: ["GLOVEBOX_HOME": root], homeDirectory: "/nonexistent")
        }
    }

    @Test func aRootOwnedByAnotherUserIsRefused() throws {
        let root = directory.appending("root").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: false)
        let fileSystem = FaultInjectingFileSystem()
        fileSystem.pretendOwner(of: root, is: fileSystem.effectiveUserID + 1000)
        #expect(
            throws: ContainerError.ownedByAnotherUser(
                path: root, owner: fileSystem.effectiveUserID + 1000, expected: fileSystem.effectiveUserID)
        ) {
            try ContainerLocations.resolve(
                environment: ["GLOVEBOX_HOME": root], homeDirectory: "/nonexistent", fileSystem: fileSystem)
        }
    }

    @Test func aSharedContainerOwnedByAnotherUserIsRefused() throws {
        let root = directory.appending("root").path
        let shared = ContainerLocations(root: root).sharedContainer
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        let fileSystem = FaultInjectingFileSystem()
        fileSystem.pretendOwner(of: shared, is: 4242)
        #expect(
            throws: ContainerError.ownedByAnotherUser(path: shared, owner: 4242, expected: fileSystem.effectiveUserID)
        ) {
            try ContainerLocations.resolve(
                environment: ["GLOVEBOX_HOME": root], homeDirectory: "/nonexistent", fileSystem: fileSystem)
        }
    }

    @Test func anUnwritableRootIsRefused() throws {
        let root = directory.appending("root").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: false)
        let fileSystem = FaultInjectingFileSystem()
        fileSystem.pretendUnwritable(root)
        #expect(throws: ContainerError.notWritable(path: root)) {
            try ContainerLocations.resolve(
                environment: ["GLOVEBOX_HOME": root], homeDirectory: "/nonexistent", fileSystem: fileSystem)
        }
    }

    @Test func aFailedMkdirNamesTheDirectoryAndTheErrno() throws {
        let root = directory.appending("root").path
        let fileSystem = FaultInjectingFileSystem()
        fileSystem.inject(EROFS, at: .makeDirectory)
        #expect(throws: ContainerError.directoryFailed(path: root, step: .create, errno: EROFS)) {
            try ContainerLocations.resolve(
                environment: ["GLOVEBOX_HOME": root], homeDirectory: "/nonexistent", fileSystem: fileSystem)
        }
    }

    @Test func errorMessagesAreLowercaseAndNameTheValue() {
        let error = ContainerError.ownedByAnotherUser(path: "/r", owner: 7, expected: 1000)
        #expect(error.description == "directory /r is owned by user 7, not by this user (1000)")
        #expect(
            ContainerError.publishFailed(name: "a.json", step: .syncFile, errno: EIO).description
                == "cannot publish a.json: syncing the file failed: EIO (5)")
    }
}

/// The permission bits of a path.
private func permissions(of path: String) throws -> Int {
    try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
}

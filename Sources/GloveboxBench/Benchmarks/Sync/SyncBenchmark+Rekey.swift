import BenchBasics
import Foundation

extension SyncBenchmark {
    /// The account a sealed round shares a vehicle with, and then removes.
    static let member = "bench-member@example.com"

    /// A revocation's re-key of the phone's vehicle `vehicle`, measured. Untimed before it: the member
    /// signs in on a home of its own (its key made there) and the owner shares the vehicle with it,
    /// which seals the vehicle's key to the member's. Timed: `glovebox unshare VEHICLE MEMBER`, which
    /// replaces the key and pushes every sealed value of the vehicle sealed again. Checked after it:
    /// the phone has nothing left to push, and the laptop, synced, holds every plate and note of the
    /// vehicle and keeps nothing aside (each value sealed again opened with a key it had never held).
    func rekey(
        vehicle: String, phone: CommandHome, laptop: CommandHome, server: BenchServer, passphrase: String, scratch: String
    ) throws -> (run: ChildRun, vehicle: RekeyedVehicle) {
        let homeDirectory = commands.environment["HOME"] ?? "/tmp"
        let member = try CommandHome.empty(at: scratch + "/member", homeDirectory: homeDirectory)
        defer { member.remove() }
        try server.addAccount(Self.member)
        try untimed(
            ["login", Self.member, "--server", server.url, "--password-file", server.passwordFile, "--passphrase-file", passphrase],
            in: member)
        try untimed(["share", vehicle, Self.member, "--role", "viewer"], in: phone)
        let unshare = ["unshare", vehicle, Self.member]
        let run = try measure(unshare, in: phone)
        let pending = try phone.pendingChanges()
        guard pending == 0 else { throw BenchError.processFailed("after the re-key the phone still has \(pending) changes to push") }
        let expected = try phone.privateValueCount(vehicle: vehicle)
        try untimed(["sync"], in: laptop)
        // The laptop knows the vehicle by the household's id, the phone (which made it unlinked) by its own.
        let name = try phone.vehicleName(id: vehicle) ?? vehicle
        guard let laptopID = try laptop.vehicleID(named: name) else {
            throw BenchError.processFailed("after the re-key the other device no longer holds '\(name)'")
        }
        let opened = try laptop.privateValueCount(vehicle: laptopID)
        let setAside = try laptop.setAsideCount()
        guard opened == expected, setAside == 0 else {
            throw BenchError.processFailed("after the re-key the other device holds \(opened) plates and notes of \(vehicle), not \(expected), "
                    + "and keeps \(setAside) records aside")
        }
        return (run, RekeyedVehicle(
            commandLine: MeasuredCommand.commandLine(unshare), records: try phone.recordCount(vehicle: vehicle), sealedValues: expected))
    }
}

/// Something a history's checks found wrong.
struct Finding: Hashable, Sendable, CustomStringConvertible {
    /// What kind of wrong, as the report counts them.
    enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Two devices that see a vehicle hold different data of it, or a device holds what the
        /// server does not (or the other way round).
        case divergence
        /// A committed edit that is neither in the household nor listed as a conflict for its author.
        case lostEdit = "lost-edit"
        /// A device whose last sync failed, whose outbox is not empty, or that never went quiet.
        case stuck
        /// A value the household holds written by an account that never could edit its vehicle.
        case viewerWrite = "viewer-write"
        /// A message that is a raw database error.
        case rawError = "raw-error"
        /// A refused command that changed stored records.
        case refusedChange = "refused-change"
        /// A plate or note that differs between devices that see its vehicle, a sealed value on the
        /// server that does not open with its vehicle's key (or opens to another text than the
        /// devices hold), or a private text in clear in the server's database.
        case sealing
        /// A sign-in, a passphrase change or a new device whose account's key did not open as it
        /// should: with the passphrase of now or the recovery key, and never with a passphrase replaced.
        case keys
    }

    let kind: Kind
    let text: String

    var description: String { "\(kind.rawValue): \(text)" }
}

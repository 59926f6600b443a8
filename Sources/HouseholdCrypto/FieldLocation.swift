/// Where a sealed value belongs: its vehicle, its record (kind and id) and its field. Sealing binds
/// the value to it (as the AEAD's associated data), so that a ciphertext copied into another field,
/// record or vehicle — by a server that cannot read it but can move it — does not open there.
public struct FieldLocation: Hashable, Sendable {
    /// The vehicle's id.
    public let vehicleID: String
    /// The record's kind (`vehicle`, `expense`, …).
    public let kind: String
    /// The record's id (the vehicle's own for a vehicle's field).
    public let recordID: String
    /// The field (`plate`, `note`).
    public let field: String

    /// A location.
    public init(vehicleID: String, kind: String, recordID: String, field: String) {
        self.vehicleID = vehicleID
        self.kind = kind
        self.recordID = recordID
        self.field = field
    }

    /// The associated data: a version tag and the four parts, each preceded by its length in bytes
    /// (so that no two locations make the same bytes, whatever their parts hold).
    var associatedData: [UInt8] {
        var bytes = Array("glovebox-field-1".utf8)
        for part in [vehicleID, kind, recordID, field] {
            let utf8 = Array(part.utf8)
            let length = UInt32(utf8.count)
            bytes += [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)]
            bytes += utf8
        }
        return bytes
    }
}

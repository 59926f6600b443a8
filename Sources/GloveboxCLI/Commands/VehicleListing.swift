/// What the `list` commands over one vehicle or every vehicle share.
enum VehicleListing {
    /// The optional `VEHICLE` positional.
    static let positional = PositionalSpec.optional("VEHICLE", "id or name (default: every vehicle)")
}

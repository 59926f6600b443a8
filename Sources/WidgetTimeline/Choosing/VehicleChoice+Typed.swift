import WidgetContract

extension VehicleOption {
    /// The option a person typed: its id, or its name in any letter case, among `options` (the
    /// vehicles of the snapshot); `nil` when none is it.
    public static func matching(_ typed: String, among options: [VehicleOption]) -> VehicleOption? {
        options.first { $0.id == typed }
            ?? options.first { $0.name.uppercased() == typed.uppercased() }
            ?? options.first { $0.id == typed.lowercased() }
    }
}

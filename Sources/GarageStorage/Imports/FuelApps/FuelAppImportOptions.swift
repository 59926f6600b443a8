import GarageRules

/// What the user tells an import that the file itself does not say: the currency of its costs, the
/// unit of its fuel quantities and odometer, how it writes decimals and dates.
///
/// Every option is optional and only answers a question the file leaves open. An option that
/// contradicts the file (`volumeUnit: .usGallons` for a Fuelly export whose header says `litres`)
/// is refused at the cell that shows it, never silently preferred: one of the two is wrong.
public struct FuelAppImportOptions: Equatable, Sendable {
    /// The currency of the costs (`--currency`): required when costs carry no sign.
    public var currency: CurrencyCode?
    /// The unit of the fuel quantities (`--volume-unit`): required when the file does not name one.
    public var volumeUnit: VolumeUnit?
    /// The unit of the odometer values (`--distance-unit`), when the file does not name one.
    public var distanceUnit: DistanceUnit?
    /// How the file writes decimals (`--decimal-comma`), when its numbers leave it open.
    public var decimalSeparator: FuelAppDecimalSeparator?
    /// The order of day and month in dates such as `03/04/2024`, when the file leaves it open.
    public var dayOrder: FuelAppDayOrder?
    /// What a Fuelio vehicle's second tank holds (`--second-tank`): its fill-ups are then kept as
    /// that energy's chain; without it they are passed over, since Fuelio's codes for a tank's fuel
    /// are not documented and a guess would mix two chains.
    public var secondTank: Energy?

    /// Creates options; each `nil` means "as the file says".
    public init(
        currency: CurrencyCode? = nil, volumeUnit: VolumeUnit? = nil, distanceUnit: DistanceUnit? = nil,
        decimalSeparator: FuelAppDecimalSeparator? = nil, dayOrder: FuelAppDayOrder? = nil, secondTank: Energy? = nil
    ) {
        self.currency = currency
        self.volumeUnit = volumeUnit
        self.distanceUnit = distanceUnit
        self.decimalSeparator = decimalSeparator
        self.dayOrder = dayOrder
        self.secondTank = secondTank
    }
}

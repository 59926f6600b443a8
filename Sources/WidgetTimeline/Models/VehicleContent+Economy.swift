extension VehicleContent {
    /// The economy's figure as a private text: it is derived from the odometer, so a renderer hides
    /// it wherever it hides the odometer (the SVG renderer marks both `sensitive`); `nil` without one.
    public var economyFigure: DisplayText? {
        economy.map { DisplayText.sensitive($0.label) }
    }
}

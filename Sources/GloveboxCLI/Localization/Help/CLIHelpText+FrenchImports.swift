extension CLIHelpText {
    /// French help of the imports (rates, LubeLogger and the fuel apps).
    static let frenchImports: [String: String] = [
        :
    ]
}

extension CLIHelpText {
    /// Spanish help of the imports (rates, LubeLogger and the fuel apps).
    static let spanishImports: [String: String] = [
        :
    ]
}

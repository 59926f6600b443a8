import AppCore

extension Invocation {
    /// The words of the user's language, from the `locale` preference; English when no logbook or
    /// account can be read yet (the command's own error then says why, in English).
    ///
    /// Read once per use: a command takes it into a constant before it prints.
    var words: CLIWords { app.words }
}

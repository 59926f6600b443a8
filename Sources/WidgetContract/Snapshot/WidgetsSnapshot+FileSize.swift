extension WidgetsSnapshot {
    /// The largest widgets snapshot file a reader accepts: 512 KiB (524,288 bytes). A larger file is
    /// refused from its size, before a byte of it is read or parsed, and the widget asks the user to
    /// open the app, as for a file that does not decode.
    ///
    /// Why this number: the largest bench garage (L: 50 vehicles, twenty years, a million records)
    /// publishes 264,589 bytes, and a snapshot grows with the vehicles it shows, not with the history
    /// kept, so the cap is about twice that (room for about a hundred vehicles). A widget extension
    /// gets 30 MB; the Foundation and ICU runtime alone take about 24 MiB and decoding costs several
    /// times a file's size, so a file of the old general read limit (1 MiB) could take a widget to
    /// its limit while one of 512 KiB stays inside it. Raising it is a contract change: the app and
    /// the widgets must agree on it, and the memory benchmark must be measured again.
    public static let maximumFileSize = 512 * 1024
}

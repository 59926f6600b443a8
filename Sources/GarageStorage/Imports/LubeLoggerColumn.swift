/// A column a LubeLogger record file's rows are read from, by its lowercased header name.
///
/// The reader names a cell by this rather than by its text, so that a row finds each cell by an
/// index resolved once per file (`LubeLoggerColumns`), not by hashing the name for every cell of
/// every row (issue 24).
enum LubeLoggerColumn: String, CaseIterable {
    case date
    case odometer
    case fuelconsumed
    case cost
    case isfilltofull
    case missedfuelup
    case notes
    case description
}

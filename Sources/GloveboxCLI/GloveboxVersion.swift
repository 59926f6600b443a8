import GarageStorage
import HouseholdSync
import ShortcutsContract
import WidgetContract

/// What `glovebox --version` prints: the program's version, and the versions of what it reads and
/// writes that another program must agree on (the logbook's schema, the widgets' and Shortcuts'
/// snapshots, the household server's schema), so that a mismatch can be told from the one line.
enum GloveboxVersion {
    /// The program's version.
    static let program = "0.26.0"

    /// The line `--version` prints.
    static var line: String {
        "\(GloveboxCommandLine.program) \(program) (logbook schema \(LogbookSchema.migrator.latestVersion), "
            + "widgets snapshot \(WidgetsSnapshot.currentVersion), Shortcuts snapshot \(ShortcutsSnapshot.currentVersion), "
            + "household server schema \(HouseholdServerSession.schemaVersion))"
    }
}

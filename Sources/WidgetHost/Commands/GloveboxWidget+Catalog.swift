import ArgumentParsing
import WidgetContract

extension GloveboxWidget {
    /// Every command, with the program-level facts the listing states: what it reads, the kinds and
    /// families, the exit statuses.
    static let catalog = CommandCatalog(
        program: program,
        overview: """
        The Glovebox widget extension and its Linux widget host. It reads only the snapshot the app
        publishes in the shared container ($GLOVEBOX_HOME, else $XDG_DATA_HOME/glovebox, else
        ~/.local/share/glovebox).
        """,
        specs: HostCommands.all.map(\.spec),
        discussion: """
        kinds: \(WidgetKind.allCases.map(\.rawValue).joined(separator: ", "))
        \(familiesLine)
        exit status: 0 success, 1 failure, 2 bad command line
        """)

    /// `families: small, medium, large, accessory-rectangular (deadlines and maintenance only)`,
    /// from the kinds' supported families, so it cannot go stale.
    static var familiesLine: String {
        let families = WidgetSize.allCases.map { family in
            let kinds = WidgetKind.allCases.filter { $0.supportedFamilies.contains(family) }.map(\.rawValue)
            guard kinds.count < WidgetKind.allCases.count else { return family.rawValue }
            let names = kinds.count > 1 ? kinds.dropLast().joined(separator: ", ") + " and " + kinds.last! : kinds.joined()
            return "\(family.rawValue) (\(names) only)"
        }
        return "families: " + families.joined(separator: ", ")
    }
}

import SharedContainer
import WidgetContract
import WidgetKit

/// The app's reload center on Apple platforms: WidgetKit's `WidgetCenter`, which rebuilds the
/// extension's timelines and knows which widgets the user placed.
///
/// The publisher needs only the installed kinds, so a configuration's vehicle is not read: the
/// extension's intent type is the extension's, and every widget of a changed kind reloads anyway.
struct WidgetCenterReloads: ReloadCenter {
    func reloadTimelines(ofKind kind: WidgetKind) {
        WidgetCenter.shared.reloadTimelines(ofKind: kind.kindIdentifier)
    }

    func reloadAllTimelines() {
        WidgetCenter.shared.reloadAllTimelines()
    }

    func currentConfigurations() async throws -> [InstalledWidget] {
        let placed = try await WidgetCenter.shared.currentConfigurations()
        return placed.enumerated().compactMap { index, info in
            // A kind or family of another build (or none of ours) is not one the publisher knows.
            guard let kind = WidgetKind.allCases.first(where: { $0.kindIdentifier == info.kind }),
                  let family = Self.size(of: info.family)
            else { return nil }
            // WidgetKit gives a placement no identifier; the publisher reads only kinds.
            return InstalledWidget(id: "\(kind.rawValue)-\(index)", kind: kind, family: family)
        }
    }

    private static func size(of family: WidgetFamily) -> WidgetSize? {
        switch family {
        case .systemSmall: .small
        case .systemMedium: .medium
        case .systemLarge: .large
        case .accessoryRectangular: .accessoryRectangular
        default: nil
        }
    }
}

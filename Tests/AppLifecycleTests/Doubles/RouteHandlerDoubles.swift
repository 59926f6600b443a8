import AppLifecycle
import Synchronization
import WidgetContract

/// Screens over a fixed set of known ids, recording what was shown.
final class ScreensDouble: ScreenPresenting {
    struct UnknownID: Error, CustomStringConvertible {
        var id: String
        var description: String { "there is no '\(id)' in this logbook" }
    }

    private let known: Set<String>
    private let shownLinks = Mutex<[DeepLink]>([])

    init(known: Set<String> = ["clio", "ins-2026", "oil"]) {
        self.known = known
    }

    var shown: [DeepLink] { shownLinks.withLock { $0 } }

    func showScreen(for link: DeepLink) throws {
        let ids: [String] = switch link {
        case .vehicle(let id), .deadline(let id): [id]
        case .maintenance(let vehicleId, let itemId): [vehicleId, itemId]
        case .spend(let vehicleId, _): vehicleId.map { [$0] } ?? []
        case .newOdometerReading, .newExpense: []
        }
        if let unknown = ids.first(where: { !known.contains($0) }) { throw UnknownID(id: unknown) }
        shownLinks.withLock { $0.append(link) }
    }
}

/// A form handler that records the forms it was given and can refuse them as the real form would.
final class FormsDouble: FormHandling {
    struct Refusal: Error, CustomStringConvertible {
        var description: String { "you can view clio but not add records to it" }
    }

    private struct State {
        var opened: [FormRequest] = []
        var refuses = false
    }

    private let state = Mutex(State())

    var opened: [FormRequest] { state.withLock { $0.opened } }

    func setRefusing(_ refuses: Bool) {
        state.withLock { $0.refuses = refuses }
    }

    func openForm(_ form: FormRequest) throws {
        try state.withLock { state in
            if state.refuses { throw Refusal() }
            state.opened.append(form)
        }
    }
}

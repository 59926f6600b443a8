import WidgetContract

/// A line `glovebox-widget` writes in its own words (an error, a status line), by key, with
/// `{name}` placeholders for what it names.
///
/// English lives in ``english`` (a switch, so the compiler insists that every key has it); the
/// other four languages keep a table each (`HostMessage+German.swift`, …) that a test walks key by
/// key, with the same placeholders as the English text. The host cannot link the app's catalogs,
/// so it keeps its own, as it keeps its own help (``HostHelpText``).
enum HostMessage: String, CaseIterable, Sendable, PhraseCatalog {
    // The command line and the container.
    case noCommandGiven
    case cannotOpenContainer
    case cannotEncodeOutput
    case cannotWrite
    case familyNotSupported
    case vehicleNotInSnapshot
    case noVehiclesYet
    case vehicleNotAnID
    case noWidgetWithID
    case onceAndForTogether

    // The host's own files.
    case cannotCreateHostDirectory
    case cannotReadInstalledWidgets
    case cannotSaveInstalledWidgets
    case hostStateDamaged
    case cannotReadHostState
    case hostStateTooLarge
    case cannotSaveHostState
    case cannotReadReloadRequests
    case unsupportedHostStateVersion

    // gallery
    case cannotCreateGalleryDirectory
    case cannotRunConverter
    case galleryDrawsEveryKind
    case galleryWritten
    case galleryWithoutConverter
    case galleryTitle

    // list, watch, timeline
    case noWidgetsInstalled
    case listVehicle
    case boardEmpty
    case boardVehicle
    case watchHeading
    case timelineHeading
    case reloadAtEnd
    case reloadAfter
    case reloadWhenTheAppAsks

    // reloads
    case reloadsReceived
    case reloadsNone
    case reloadsForeground
    case reloadsBackground
    case reloadsNoWidgetOfKind
    case reloadsPending
    case reloadsAll
    case reloadsTimelinePolicy
    case reloadsSkippedLines
    case reloadsBudget
    case reloadsBudgetLine
    case outcomeReloadedFree
    case outcomeReloaded
    case outcomeCoalesced
    case outcomeRefusedOverBudget

    // The host's own value parsers' reasons (the parser's shared refusals are ArgumentParsing's RefusalWords).
    case valueNotVehicleID
    case valueNotVehicleIDOrName
    case valueNotInstant
    case pinnedNowNotInstant

    // timeline: an entry described in plain lines (the widgets' own text inside comes translated).
    case entryTitle
    case entryVehicle
    case entryEmpty
    case entryMore
    case entrySpend
    case entryBar
    case entryBarCurrent
    case entryBarIncomplete
    case entryMessage
    case entryPlaceholder
    case entryRow
    case entryReading
    case entryStaleReading
    case entryRedacted

    /// The English text, as the host has always written it (the tests pin it word for word).
    var english: String {
        switch self {
        case .noCommandGiven: "no command given"
        case .cannotOpenContainer: "cannot open the shared container: {error}"
        case .cannotEncodeOutput: "cannot encode the output: {error}"
        case .cannotWrite: "cannot write '{path}'"
        case .familyNotSupported: "the {kind} widget has no '{family}' family (it has: {families})"
        case .vehicleNotInSnapshot: "no vehicle '{vehicle}' in the widgets' snapshot; choose one of: {vehicles}"
        case .noVehiclesYet: "(none yet)"
        case .vehicleNotAnID: "--vehicle '{vehicle}' is not a vehicle id, and there is no snapshot yet to find it by name in"
        case .noWidgetWithID: "no installed widget has the id '{id}' (see 'glovebox-widget list')"
        case .onceAndForTogether: "--once and --for cannot be used together"
        case .cannotCreateHostDirectory: "cannot create the widget host directory '{path}': {error}"
        case .cannotReadInstalledWidgets: "cannot read the installed widgets: {error}"
        case .cannotSaveInstalledWidgets: "cannot save the installed widgets: {error}"
        case .hostStateDamaged: "the widget host state '{path}' is damaged: {error}"
        case .cannotReadHostState: "cannot read the widget host state (errno {code})"
        case .hostStateTooLarge: "the widget host state is {size} bytes, larger than the limit"
        case .cannotSaveHostState: "cannot save the widget host state: {error}"
        case .cannotReadReloadRequests: "cannot read the reload requests: {error}"
        case .unsupportedHostStateVersion: "unsupported host state version {version}"
        case .cannotCreateGalleryDirectory: "cannot create the gallery directory '{path}': {error}"
        case .cannotRunConverter: "cannot run '{program}': {error}"
        case .galleryDrawsEveryKind: "no widgets installed; drawing every kind in every family"
        case .galleryWritten: "{svg} SVG and {png} PNG pictures in {page}"
        case .galleryWithoutConverter: "rsvg-convert is not on the PATH; no PNG written"
        case .galleryTitle: "Glovebox widgets"
        case .noWidgetsInstalled: "no widgets installed"
        case .listVehicle: "vehicle {vehicle}"
        case .boardEmpty: "no widgets installed (add one with: glovebox-widget add KIND)"
        case .boardVehicle: "vehicle {vehicle}"
        case .watchHeading: "── glovebox widgets at {time} ──"
        case .timelineHeading: "{kind} · {family} · {count} entries · {policy}"
        case .reloadAtEnd: "reload at end"
        case .reloadAfter: "reload after {time}"
        case .reloadWhenTheAppAsks: "reload when the app asks"
        case .reloadsReceived: "received ({count}):"
        case .reloadsNone: "none"
        case .reloadsForeground: "foreground"
        case .reloadsBackground: "background"
        case .reloadsNoWidgetOfKind: "no installed widget of that kind"
        case .reloadsPending: "pending (not yet seen by 'watch'): {count}"
        case .reloadsAll: "all"
        case .reloadsTimelinePolicy: "timeline policy"
        case .reloadsSkippedLines: "unreadable request lines skipped: {count}"
        case .reloadsBudget: "budget (background reloads in the last 24 hours):"
        case .reloadsBudgetLine: "{spent} of {limit} spent, {remaining} left"
        case .outcomeReloadedFree: "reloaded (foreground, free)"
        case .outcomeReloaded: "reloaded (background)"
        case .outcomeCoalesced: "coalesced with an earlier request"
        case .outcomeRefusedOverBudget: "refused (budget spent)"
        case .valueNotVehicleID: "is not a vehicle id (letters, digits and -._~ only)"
        case .valueNotVehicleIDOrName: "is not a vehicle's id or name"
        case .valueNotInstant: "is not an ISO 8601 instant such as 2026-11-29T19:20:00Z"
        case .pinnedNowNotInstant: "{variable} '{value}' is not an ISO 8601 instant such as {example}"
        case .entryTitle: "title: {title}"
        case .entryVehicle: "vehicle: {name} · {subtitle} · {odometer}"
        case .entryEmpty: "empty: {text}"
        case .entryMore: "+{count} more"
        case .entrySpend: "spend: {month} · {total}"
        case .entryBar: "bar: {label} {percent}%{marks}"
        case .entryBarCurrent: " (current)"
        case .entryBarIncomplete: " (incomplete)"
        case .entryMessage: "message ({reason}): {text}"
        case .entryPlaceholder: "placeholder: {text}"
        case .entryRow: "row: {title} · {vehicle} · {due} [{state}]"
        case .entryReading: "{value} ({note})"
        case .entryStaleReading: "{value} ({note}, stale)"
        case .entryRedacted: "[redacted]"
        }
    }
}

import ArgumentParsing
import WidgetContract
import WidgetTimeline

/// The declarations several `glovebox-widget` commands share: a widget's configuration and `--json`.
enum HostOptions {
    static let kind = Argument(
        "KIND", help: ChoiceWords.of(WidgetKind.self), parse: .oneOf(WidgetKind.self))
    static let family = Option(
        "--family", value: "F", help: "\(ChoiceWords.of(WidgetSize.self)) (default small)",
        parse: .oneOf(WidgetSize.self))
    static let vehicle = Option("--vehicle", value: "V", help: "the vehicle's id in the snapshot", parse: .vehicleId)
    static let json = Flag("--json", help: "print JSON")
    /// `add`'s: chosen among the snapshot's vehicles, so a name will do.
    static let vehicleChoice = Option(
        "--vehicle", value: "V", help: "the vehicle, by its id or its name in the snapshot", parse: .vehicleIdOrName)

    /// The configuration `KIND [--family F] [--vehicle V]` names.
    ///
    /// The family defaults to the kind's first (small); a family the kind does not have is a usage
    /// error, found after parsing since it depends on two words.
    static func configuration(_ arguments: ParsedArguments) throws(CommandError) -> WidgetSetup {
        let kind = arguments[kind]
        let family = arguments[family] ?? kind.supportedFamilies[0]
        guard kind.supportedFamilies.contains(family) else {
            let supported = kind.supportedFamilies.map(\.rawValue).joined(separator: ", ")
            throw .usage(.message(.familyNotSupported, ["kind": kind.rawValue, "family": family.rawValue, "families": supported]))
        }
        return WidgetSetup(kind: kind, family: family, vehicleId: arguments[vehicle] ?? arguments[vehicleChoice])
    }
}

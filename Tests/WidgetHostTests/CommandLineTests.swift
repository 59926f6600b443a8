import Foundation
import GloveboxTestSupport
import Testing
import WidgetHost

/// The command line of `glovebox-widget`: what it refuses, with which message and usage, and its help.
@Suite struct CommandLineTests {
    let fixture = HostFixture(now: Pinned.instant("2026-11-29T19:20:00Z"))

    static let addUsage = "add KIND [--family F] [--vehicle V] [--help]"

    @Test(arguments: [
        (["add", "bicycle"], "KIND 'bicycle' is not one of: vehicle, deadlines, spend, maintenance", addUsage),
        (["add", "spend", "--family", "accessory-rectangular"],
         "the spend widget has no 'accessory-rectangular' family (it has: small, medium, large)", addUsage),
        (["add", "deadlines", "--family", "huge"], "--family 'huge' is not one of: small, medium, large, accessory-rectangular", addUsage),
        (["add", "vehicle", "--vehicle", "../etc"], "--vehicle '../etc' is not a vehicle id, and there is no snapshot yet to find it by name in", addUsage),
        (["add", "--family"], "option '--family' needs a value", addUsage),
        (["add", "deadlines", "--family", "medium", "--family=large"], "option '--family' is given more than once", addUsage),
        (["timeline", "spend", "--at", "yesterday"], "--at 'yesterday' is not an ISO 8601 instant such as 2026-11-29T19:20:00Z",
         "timeline KIND [--family F] [--vehicle V] [--at ISO8601] [--json] [--help]"),
        (["render", "spend", "--format", "png"], "--format 'png' is not one of: text, svg",
         "render KIND [--family F] [--vehicle V] [--at ISO8601] [--format text|svg] [--out FILE] [--help]"),
        (["watch", "--for", "-3"], "--for '-3' is not a positive number", "watch [--once] [--for SECONDS] [--poll SECONDS] [--help]"),
        (["watch", "--once", "--for", "10"], "--once and --for cannot be used together",
         "watch [--once] [--for SECONDS] [--poll SECONDS] [--help]"),
        (["list", "--colour"], "unknown option '--colour'", "list [--json] [--help]"),
        (["list", "-x"], "unknown option '-x'", "list [--json] [--help]"),
        (["list", "--json=yes"], "option '--json' takes no value", "list [--json] [--help]"),
        (["remove"], "missing argument ID", "remove ID [--help]"),
        (["remove", "w1", "w2"], "unexpected argument 'w2'", "remove ID [--help]"),
        (["frobnicate"], "unknown command 'frobnicate'; run 'glovebox-widget --help' for the list", "COMMAND [ARGUMENTS] [--help]"),
        (["help", "frobnicate"], "unknown command 'frobnicate'; run 'glovebox-widget --help' for the list", "COMMAND [ARGUMENTS] [--help]"),
    ])
    func badCommandLinesExitWithStatus2NameTheValueAndShowTheUsage(arguments: [String], message: String, usage: String) {
        let status = GloveboxWidget.run(arguments, context: fixture.context)
        #expect(status == 2)
        #expect(fixture.errors.value == "glovebox-widget: \(message)\nusage: glovebox-widget \(usage)\n")
        #expect(fixture.output.value.isEmpty)
    }

    @Test func noCommandListsTheCommandsOnStandardErrorAndExitsWithStatus2() {
        #expect(fixture.run() == 2)
        #expect(fixture.errors.value.hasPrefix("usage: glovebox-widget COMMAND [ARGUMENTS] [--help]\n"))
        #expect(fixture.errors.value.hasSuffix("\nglovebox-widget: no command given\n"))
        #expect(fixture.output.value.isEmpty)
    }

    @Test(arguments: ["add", "list", "remove", "timeline", "render", "gallery", "watch", "reloads"])
    func everyCommandHasHelp(command: String) {
        #expect(GloveboxWidget.run([command, "--help"], context: fixture.context) == 0)
        #expect(fixture.output.value.hasPrefix("usage: glovebox-widget \(command)"))
        #expect(fixture.output.value.contains("\n  -h, --help "))
        #expect(GloveboxWidget.run(["help", command], context: fixture.context) == 0)
        #expect(GloveboxWidget.run([command, "-h"], context: fixture.context) == 0)
        let helps = fixture.output.value.components(separatedBy: "usage: glovebox-widget \(command)")
        #expect(helps.count == 4 && helps[1] == helps[2] && helps[2] == helps[3])
    }

    @Test func aCommandsHelpIsMadeFromItsDeclarations() {
        #expect(fixture.run("render", "--help") == 0)
        let help = fixture.output.value
        #expect(help.hasPrefix("""
            usage: glovebox-widget render KIND [--family F] [--vehicle V] [--at ISO8601] [--format text|svg] [--out FILE] [--help]

            draw a widget as it looks at an instant

            arguments:
              KIND               vehicle, deadlines, spend, maintenance

            options:
              --family F         small, medium, large, accessory-rectangular (default small)
            """))
        #expect(help.contains("\n  --format text|svg  a text box (default) or an SVG document\n"))
        #expect(help.hasSuffix("SVG document, to standard output or to FILE.\n"))
    }

    @Test func theListingStatesWhatTheProgramReadsItsFamiliesAndExitStatuses() {
        for words in [["--help"], ["-h"], ["help"]] {
            #expect(GloveboxWidget.run(words, context: fixture.context) == 0)
        }
        let listings = fixture.output.value.components(separatedBy: "usage: glovebox-widget COMMAND")
        #expect(listings.count == 4 && listings[1] == listings[2] && listings[2] == listings[3])
        let listing = listings[1]
        #expect(listing.contains("It reads only the snapshot the app\npublishes in the shared container ($GLOVEBOX_HOME"))
        #expect(listing.contains("\n  add KIND       install a widget\n"))
        #expect(listing.contains("\n  remove ID      uninstall a widget\n"))
        #expect(listing.contains("\nkinds: vehicle, deadlines, spend, maintenance\n"))
        #expect(listing.contains("\nfamilies: small, medium, large, accessory-rectangular (deadlines and maintenance only)\n"))
        #expect(listing.contains("\nexit status: 0 success, 1 failure, 2 bad command line\n"))
        #expect(listing.hasSuffix("'glovebox-widget COMMAND --help' describes a command.\n"))
    }

    @Test func helpWinsOverOtherProblemsOnTheLine() {
        #expect(fixture.run("add", "bicycle", "--family", "huge", "--help") == 0)
        #expect(fixture.output.value.hasPrefix("usage: glovebox-widget add KIND"))
        #expect(fixture.errors.value.isEmpty)
    }

    @Test func doubleDashEndsTheOptionsSoHelpAfterItIsAnId() {
        #expect(fixture.run("remove", "--", "--help") == 1)
        #expect(fixture.errors.value == "glovebox-widget: no installed widget has the id '--help' (see 'glovebox-widget list')\n")
        #expect(fixture.output.value.isEmpty)
    }

    @Test func helpAsAnOptionsValueIsAValue() {
        #expect(fixture.run("add", "vehicle", "--vehicle=--help") == 0)
        #expect(fixture.run("add", "vehicle", "--vehicle", "-h") == 0)
        #expect(fixture.run("list") == 0)
        #expect(fixture.output.value == "w1\nw2\nw1  vehicle  small  vehicle --help\nw2  vehicle  small  vehicle -h\n")
    }

    @Test func anOptionsValueMayFollowAnEqualsSign() {
        #expect(fixture.run("add", "deadlines", "--family=medium", "--vehicle=clio") == 0)
        #expect(fixture.run("list") == 0)
        #expect(fixture.output.value == "w1\nw1  deadlines  medium  vehicle clio\n")
    }
}

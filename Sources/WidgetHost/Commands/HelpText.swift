/// The `--help` text of the program and of each command.
enum HelpText {
    static let program = """
    usage: glovebox-widget COMMAND [OPTIONS]

    The Glovebox widget extension and its Linux widget host. It reads only the snapshot the app
    publishes in the shared container ($GLOVEBOX_HOME, else $XDG_DATA_HOME/glovebox, else
    ~/.local/share/glovebox).

    commands:
      add KIND [--family F] [--vehicle V]   install a widget (kinds: vehicle, deadlines, spend, maintenance)
      list [--json]                         the installed widgets
      remove ID                             uninstall a widget
      timeline KIND [--family F] [--vehicle V] [--now ISO8601] [--json]
                                            the entries of a widget's timeline
      render KIND [--family F] [--vehicle V] [--at ISO8601] [--format text|svg] [--out FILE]
                                            draw a widget as it looks at an instant
      gallery [--out DIR]                   every installed widget at every entry, as SVG (and PNG)
      watch [--once] [--for SECONDS] [--poll SECONDS]
                                            be the widget host: follow reload requests, redraw the board
      reloads [--json]                      the reload requests received and the budget spent

    families: small, medium, large, accessory-rectangular (deadlines and maintenance only)
    exit status: 0 success, 1 failure, 2 bad command line
    'glovebox-widget COMMAND --help' describes a command.
    """

    static let commands: [String: String] = [
        "add": """
        usage: glovebox-widget add KIND [--family F] [--vehicle V]

        Installs a widget of KIND (vehicle, deadlines, spend, maintenance) in family F (default small),
        optionally about vehicle V, and prints its id. The app sees it in currentConfigurations().
        """,
        "list": """
        usage: glovebox-widget list [--json]

        Lists the installed widgets: id, kind, family and vehicle.
        """,
        "remove": """
        usage: glovebox-widget remove ID

        Uninstalls the widget with id ID (see 'list').
        """,
        "timeline": """
        usage: glovebox-widget timeline KIND [--family F] [--vehicle V] [--now ISO8601] [--json]

        Prints the timeline a widget gets from the current snapshot: an entry for now and one for
        each of the next seven local midnights, with what each shows. --now pins "now".
        """,
        "render": """
        usage: glovebox-widget render KIND [--family F] [--vehicle V] [--at ISO8601] [--format text|svg] [--out FILE]

        Draws the widget as it looks at an instant (default now), as a text box (default) or an
        SVG document, to standard output or to FILE.
        """,
        "gallery": """
        usage: glovebox-widget gallery [--out DIR]

        Draws every installed widget (or, with none installed, every kind in every family) at every
        entry of its timeline as SVG, as PNG too when rsvg-convert is on the PATH, and writes an
        index.html to look at them. DIR defaults to ./widget-gallery.
        """,
        "watch": """
        usage: glovebox-widget watch [--once] [--for SECONDS] [--poll SECONDS]

        Runs the widget host: follows the app's reload requests, rebuilds the timelines of the kinds
        they name (at most 70 background reloads per widget per 24 hours; requests made with the
        app in the foreground are free), moves each widget to its next entry at its date, and
        redraws the board. --once handles what is pending and exits; --for stops after SECONDS;
        --poll sets how often the request log is read (default 1).
        """,
        "reloads": """
        usage: glovebox-widget reloads [--json]

        Lists the reload requests the host received, what it did for each widget, the requests
        still pending, and the background budget each widget has spent in the last 24 hours.
        """,
    ]
}

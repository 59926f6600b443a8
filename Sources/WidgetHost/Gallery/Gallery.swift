#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SharedContainer
import WidgetContract
import WidgetRendering
import WidgetTimeline

/// A folder of drawings of widgets at every entry of their timelines, with a page to look at them.
struct Gallery {
    /// One drawing: which widget, which entry, and the files written for it.
    struct Picture {
        var widget: InstalledWidget
        var entry: DatedEntry
        var svgName: String
        var pngName: String?
    }

    let directory: String
    let timeZone: TimeZone
    /// The language of the page's own words (the drawings' come translated in the snapshot).
    let language: Language

    /// Writes every entry of every timeline as SVG (and PNG when `converter` is given) and returns
    /// what it wrote.
    func write(_ timelines: [(InstalledWidget, EntryTimeline)], converter: String?) throws(CommandError) -> [Picture] {
        var pictures: [Picture] = []
        let renderer = SVGRenderer()
        for (widget, timeline) in timelines {
            for (index, entry) in timeline.entries.enumerated() {
                let name = "\(widget.kind.rawValue)-\(widget.family.rawValue)"
                // Previews without an installed widget are already named after their kind and family.
                let base = (widget.id == name ? name : "\(widget.id)-\(name)") + "-\(index)"
                let svgName = base + ".svg"
                try write(renderer.render(entry.model), name: svgName)
                var pngName: String?
                if let converter {
                    // A lock-screen widget has no opaque background of its own: the PNG shows it
                    // over a dark lock screen, as the system would.
                    let backdrop = Monochrome.applies(to: widget.family) ? Monochrome.lockScreen : nil
                    pngName = try convert(svgName, to: base + ".png", with: converter, backdrop: backdrop)
                }
                pictures.append(Picture(widget: widget, entry: entry, svgName: svgName, pngName: pngName))
            }
        }
        try write(index(pictures), name: "index.html")
        return pictures
    }

    private func path(_ name: String) -> String {
        directory + "/" + name
    }

    private func write(_ text: String, name: String) throws(CommandError) {
        // A plain write, without options: the gallery is output, not shared state.
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
        } catch {
            throw .runtime(.message(.cannotWrite, ["path": path(name)]))
        }
    }

    /// Converts with rsvg-convert; returns the PNG's name, or nil (with the SVG still there) if it failed.
    ///
    /// Through `posix_spawn` and `waitpid` rather than Foundation's `Process`, which would link all of
    /// Foundation into the widget process for this one host command (FoundationEssentials has none).
    private func convert(
        _ svgName: String, to pngName: String, with converter: String, backdrop: String?
    ) throws(CommandError) -> String? {
        // Twice the point size, as a phone screen draws it.
        let words = [converter, "--zoom", "2"] + (backdrop.map { ["--background-color", $0] } ?? [])
            + ["--output", path(pngName), path(svgName)]
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // The child starts with no blocked and no ignored signal, as `Process` started it: a thread of a
        // Swift program has signals blocked that the converter should hear.
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t?
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid = pid_t()
        #if canImport(Darwin)
        let environment = _NSGetEnviron().pointee
        #else
        let environment = environ
        #endif
        let spawned = posix_spawn(&pid, converter, &actions, &attributes, argv, environment)
        guard spawned == 0 else {
            throw .runtime(.message(.cannotRunConverter, ["program": converter, "error": FileSystemError.describe(spawned)]))
        }
        var status: Int32 = 0
        var waited: pid_t
        repeat { waited = waitpid(pid, &status, 0) } while waited == -1 && errno == EINTR
        // Converted only when the converter was seen to exit with 0.
        return waited == pid && status == 0 ? pngName : nil
    }

    /// The page: one section per widget, its entries side by side with their dates.
    func index(_ pictures: [Picture]) -> String {
        let escape = XMLEscaping.escape
        var html = """
        <!DOCTYPE html>
        <html lang="\(language.tag)">
        <head>
        <meta charset="utf-8">
        <title>\(escape(HostMessage.galleryTitle.text(in: language)))</title>
        <style>
        body { font-family: sans-serif; background: #e9eaee; margin: 24px; }
        section { margin-bottom: 32px; }
        .entries { display: flex; flex-wrap: wrap; gap: 16px; }
        figure { margin: 0; }
        figcaption { font-size: 12px; color: #555; margin-top: 4px; }
        img { display: block; }
        </style>
        </head>
        <body>
        <h1>\(escape(HostMessage.galleryTitle.text(in: language)))</h1>

        """
        var currentWidget: String?
        for picture in pictures {
            if currentWidget != picture.widget.id {
                if currentWidget != nil { html += "</div>\n</section>\n" }
                currentWidget = picture.widget.id
                let vehicle = picture.widget.vehicleId.map { " · " + HostMessage.boardVehicle.text(in: language, ["vehicle": $0]) } ?? ""
                html += "<section>\n<h2>\(escape(picture.widget.id)) · \(escape(picture.widget.kind.rawValue)) · "
                html += "\(escape(picture.widget.family.rawValue))\(escape(vehicle))</h2>\n<div class=\"entries\">\n"
            }
            let canvas = WidgetCanvas.of(picture.widget.family)
            let date = picture.entry.date.formatted(Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: timeZone))
            // An SVG of a lock-screen widget is translucent: the page puts a lock screen behind it.
            let backdrop = Monochrome.applies(to: picture.widget.family) ? " style=\"background: \(Monochrome.lockScreen)\"" : ""
            html += "<figure><img\(backdrop) src=\"\(escape(picture.pngName ?? picture.svgName))\" "
            html += "width=\"\(Int(canvas.width))\" height=\"\(Int(canvas.height))\" alt=\"\(escape(picture.entry.model.title))\">"
            html += "<figcaption>\(escape(date))</figcaption></figure>\n"
        }
        if currentWidget != nil { html += "</div>\n</section>\n" }
        html += "</body>\n</html>\n"
        return html
    }
}

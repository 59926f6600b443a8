import ArgumentParsing
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SharedContainer
import WidgetContract
import WidgetTimeline

extension HostCommands {
    static let galleryDirectory = Option("--out", value: "DIR", help: "where the pictures go (default ./widget-gallery)")

    static let galleryCommand = HostCommand(
        spec: CommandSpec(
            ["gallery"], summary: "every installed widget at every entry, as SVG (and PNG)",
            discussion: """
            Draws every installed widget (or, with none installed, every kind in every family) at every
            entry of its timeline as SVG, as PNG too when rsvg-convert is on the PATH, and writes an
            index.html to look at them.
            """,
            signature: CommandSignature(options: [galleryDirectory]))
    ) { commands, arguments throws(CommandError) in try commands.gallery(arguments) }

    /// `gallery [--out DIR]`: every installed widget at every entry, as pictures and a page.
    func gallery(_ arguments: ParsedArguments) throws(CommandError) {
        let directory = arguments[Self.galleryDirectory] ?? "widget-gallery"
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .runtime(.message(.cannotCreateGalleryDirectory, ["path": directory, "error": Self.describe(error)]))
        }
        let storage = try context.storage()
        var widgets = try storage.installedWidgets()
        if widgets.isEmpty {
            context.errors("\(GloveboxWidget.program): " + context.text(.galleryDrawsEveryKind) + "\n")
            widgets = WidgetKind.allCases.flatMap { kind in
                kind.supportedFamilies.map { InstalledWidget(id: "\(kind.rawValue)-\($0.rawValue)", kind: kind, family: $0) }
            }
        }
        let now = context.clock.now()
        let builder = TimelineBuilder(calendar: context.calendar, systemLocale: context.systemLocale)
        var zone: TimeZone?
        let timelines = widgets.map { widget in
            let configuration = WidgetSetup(kind: widget.kind, family: widget.family, vehicleId: widget.vehicleId)
            // Each widget reads its own part, as it would on a home screen.
            let input = storage.input(for: configuration)
            if zone == nil, input.timeZone != nil { zone = dayZone(of: input) }
            return (widget, builder.timeline(for: configuration, input: input, now: now))
        }
        let converter = Self.executable(named: "rsvg-convert", path: context.environment["PATH"])
        let pictures = try Gallery(directory: directory, timeZone: zone ?? context.timeZone, language: context.language)
            .write(timelines, converter: converter)
        let pngs = pictures.count { $0.pngName != nil }
        context.output(context.text(.galleryWritten, ["svg": "\(pictures.count)", "png": "\(pngs)", "page": "\(directory)/index.html"]) + "\n")
        if converter == nil { context.errors("\(GloveboxWidget.program): " + context.text(.galleryWithoutConverter) + "\n") }
    }

    /// The first executable of that name on a `PATH`.
    static func executable(named name: String, path: String?) -> String? {
        for directory in (path ?? "").split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Why a directory could not be made: the system call's errno name when Foundation's error
    /// carries one (`EACCES (13)`), else the error itself.
    static func describe(_ error: any Error) -> String {
        if let posix = (error as? CocoaError)?.underlying as? POSIXError {
            return FileSystemError.describe(posix.code.rawValue)
        }
        return "\(error)"
    }
}

import WidgetContract

// The values the sections share, as their `encode(to:)` writes them. See ``CanonicalWritable`` for
// why these repeat the encoding.

extension WidgetKind: CanonicalWritable {
    func writeCanonical(to writer: inout CanonicalWriter) {
        writer.singleString(rawValue)
    }
}

extension CalendarDay: CanonicalWritable {
    func writeCanonical(to writer: inout CanonicalWriter) {
        writer.singleString(isoString)
    }
}

extension CalendarMonth: CanonicalWritable {
    func writeCanonical(to writer: inout CanonicalWriter) {
        writer.singleString(isoString)
    }
}

extension DayPhrases: CanonicalWritable {
    func writeCanonical(to writer: inout CanonicalWriter) {
        let c = writer.keyed()
        writer.field(c, "from", from)
        // A nested container: the write, then the container, with no value marks.
        writer.write(in: c, named: "phrases")
        let elements = writer.open(.unkeyed)
        for phrase in phrases {
            writer.writeElement(in: elements)
            writer.append(phrase)
        }
        writer.field(c, "overdueFallback", overdueFallback)
    }
}

extension SnapshotTheme: CanonicalWritable {
    func writeCanonical(to writer: inout CanonicalWriter) {
        let c = writer.keyed()
        writer.field(c, "colors", value: colors)
        writer.field(c, "fonts", value: fonts)
    }
}

extension ThemeColors: CanonicalWritable {
    func writeCanonical(to writer: inout CanonicalWriter) {
        let c = writer.keyed()
        writer.field(c, "accent", accent)
        writer.field(c, "warning", warning)
        writer.field(c, "overdue", overdue)
        writer.field(c, "text", text)
        writer.field(c, "secondaryText", secondaryText)
        writer.field(c, "background", background)
        writer.field(c, "bar", bar)
    }
}

extension ThemeFonts: CanonicalWritable {
    func writeCanonical(to writer: inout CanonicalWriter) {
        let c = writer.keyed()
        writer.field(c, "title", title)
        writer.field(c, "body", body)
    }
}

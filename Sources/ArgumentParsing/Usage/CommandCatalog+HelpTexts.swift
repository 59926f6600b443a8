extension CommandCatalog {
    /// Every declared text the catalog's help shows, in listing order and without repeats: the
    /// overview, each command's summary, its arguments' and options' help (the built-in `--help`'s
    /// too) and its discussion, then the catalog's discussion.
    ///
    /// What a program's translations must cover, and all they may cover: tests compare the two.
    public var helpTexts: [String] {
        var texts: [String] = []
        var seen: Set<String> = []
        func add(_ text: String?) {
            if let text, seen.insert(text).inserted { texts.append(text) }
        }
        add(overview)
        for spec in specs {
            add(spec.summary)
            spec.signature.arguments.forEach { add($0.help) }
            spec.signature.allOptions.forEach { add($0.help) }
            add(spec.discussion)
        }
        add(discussion)
        return texts
    }
}

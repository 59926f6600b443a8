extension WidgetEntryModel {
    /// "+N" on the title line when a list has N more items than its family shows; `nil` when all
    /// fit, for other bodies, and on the lock screen, whose one line has no room for it.
    public var hiddenCountBadge: String? {
        guard case .dueList(let list) = body, list.hiddenCount > 0, family != .accessoryRectangular else { return nil }
        return "+\(list.hiddenCount)"
    }
}

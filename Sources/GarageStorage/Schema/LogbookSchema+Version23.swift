extension LogbookSchema {
    /// An item's services indexed in the order "latest" means (`ServiceRecord.isLater(than:)`): by
    /// day, then odometer (none before any), then id, so that the latest service of an item is one
    /// index probe. The index it replaces, (item, day), left ties on a day to a sort that SQLite set up
    /// for every item it was asked about: a publish of a large garage asks for each item's latest
    /// service, and spent about a third of its per-vehicle reads on those statements and their sorts.
    /// The new index starts with the old one's columns, so whatever used that one (the cascade from a
    /// removed item among them) uses it.
    static let version23 = """
        CREATE INDEX maintenance_service_latest ON maintenance_service (item_id, day, coalesce(odometer, -1), id);
        DROP INDEX maintenance_service_by_item_day;
        """
}

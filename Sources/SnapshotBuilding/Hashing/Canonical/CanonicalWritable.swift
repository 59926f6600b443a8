/// A value that writes its own canonical bytes: the items ``CanonicalBytes/of(_:)`` records for its
/// `encode(to:)`, written straight into a ``CanonicalWriter`` rather than through an `Encoder`.
///
/// Why: a publish hashes every widget kind's section, and going through `Encoder` costs each field
/// an existential container, a generic call and a conformance check. At 50 vehicles that was 2.7 ms
/// of hashing, as much as the rest of the publish could spare on a device with one free core.
///
/// A conformance repeats its type's `encode(to:)` call for call, so it is a second list of the
/// type's fields. `CanonicalWritingTests` holds the two to the same bytes on seeded sections, with
/// every case and every optional field drawn (a check by reflection fails on an optional field the
/// draws never fill), so a field added to `encode(to:)` and not here fails a test instead of
/// leaving a widget stale.
protocol CanonicalWritable {
    /// Writes what `encode(to:)` records: the containers it opens and its writes into them; the
    /// marks around a nested value are the caller's (``CanonicalWriter/value(_:)``).
    func writeCanonical(to writer: inout CanonicalWriter)
}

import Foundation
import WidgetContract

extension WidgetSection {
    /// The BLAKE2b-256 of the section's canonical bytes (``CanonicalBytes``: every call of its
    /// `encode(to:)`, in order), as 64 hexadecimal digits: equal hashes mean the kind's widgets
    /// draw the same.
    ///
    /// The section is what the widget's entry models are built from and nothing else, so no
    /// field a widget shows can change without changing this hash. The bytes are written by the
    /// section's ``CanonicalWritable`` conformance: the same bytes as `CanonicalBytes.of(self)`
    /// (`CanonicalWritingTests`), in a third of the instructions (callgrind, BENCHMARKS.md).
    public var contentHash: String {
        // At 50 vehicles the sections take 42 kB (spend) to 161 kB (vehicle); the writer doubles
        // from here as it needs.
        var writer = CanonicalWriter(capacity: 64 * 1024)
        writer.value(self)
        return writer.withBytes { ContentDigest.blake2bHexDigest($0) }
    }
}

extension WidgetsSnapshot {
    /// The BLAKE2b-256 (hex) of what widgets of `kind` read, their ``WidgetSection``: equal hashes
    /// mean no reload is needed.
    public func contentHash(for kind: WidgetKind) -> String {
        section(for: kind).contentHash
    }

    /// The content hash of every kind.
    public func contentHashes() -> [WidgetKind: String] {
        Dictionary(uniqueKeysWithValues: WidgetKind.allCases.map { ($0, contentHash(for: $0)) })
    }
}

import Foundation
import WidgetContract

extension WidgetSection {
    /// The BLAKE2b-256 of the section's canonical bytes (``CanonicalBytes``: every call of its
    /// `encode(to:)`, in order), as 64 hexadecimal digits: equal hashes mean the kind's widgets
    /// draw the same.
    ///
    /// The section is what the widget's entry models are built from and nothing else, so no
    /// field a widget shows can change without changing this hash.
    public var contentHash: String {
        if let bytes = try? CanonicalBytes.of(self) {
            return ContentDigest.blake2bHexDigest(bytes)
        }
        // A section with a dictionary or a set in it (none today) is hashed as its sorted-key JSON,
        // which orders a dictionary's string keys but not a set: such a hash may differ between
        // processes, which costs a needless reload, never a stale widget. A failure to encode would
        // be a programming error, and hashing the description still changes when the content does.
        let data = (try? SnapshotCoding.encodeSection(self)) ?? Data(String(describing: self).utf8)
        return ContentDigest.blake2bHexDigest(data)
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

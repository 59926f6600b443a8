import Foundation

/// A journal row as it is stored, before an import's records are named one by one
/// (``JournalRepository/resolve(_:)``).
struct StoredJournalRow {
    let sequence: Int
    let label: String
    let committedAt: Date
    let items: [JournalItem]
    let undoneBy: Int?
}

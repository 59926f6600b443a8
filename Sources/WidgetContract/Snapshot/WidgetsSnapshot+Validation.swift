#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension WidgetsSnapshot {
    /// Checks the invariants the widget relies on but the field types cannot express.
    ///
    /// A generation is never negative; ratios lie in 0...1; the day phrase table has exactly 181 phrases from −60; ids are
    /// unique; every `vehicleId` names a vehicle of the snapshot; no warning starts after its
    /// due day; currency codes are three capital letters; every link is one `DeepLink` parses and none opens a form (a form link could
    /// carry an odometer value or an amount); colours are `#RRGGBB`; a vehicle's odometer is
    /// hidden exactly when the snapshot is locked, and a reading turns stale after its day; every
    /// deadline and maintenance item has its own `rank`, none negative; and a locked snapshot
    /// carries no odometer value, no economy and no money amount.
    public func validate() throws(SnapshotProblem) {
        try Self.checkGeneration(generation)
        guard dayPhrases.from == DayPhrases.firstOffset else {
            throw .brokenInvariant("dayPhrases.from is \(dayPhrases.from), not \(DayPhrases.firstOffset)")
        }
        guard dayPhrases.phrases.count == DayPhrases.count else {
            throw .brokenInvariant("dayPhrases has \(dayPhrases.phrases.count) phrases, not \(DayPhrases.count)")
        }
        for (name, value) in theme.colors.all where !Self.isHexColor(value) {
            throw .brokenInvariant("theme.colors.\(name) '\(value)' is not #RRGGBB")
        }
        let vehicleIds = try Self.uniqueIds(vehicles.map(\.id), in: "vehicles")
        _ = try Self.uniqueIds(deadlines.map(\.id), in: "deadlines")
        _ = try Self.uniqueIds(maintenance.map(\.id), in: "maintenance")
        _ = try Self.uniqueIds(spend.map { $0.vehicleId ?? "(all)" }, in: "spend")

        for (index, vehicle) in vehicles.enumerated() {
            try Self.checkLink(vehicle.url, at: "vehicles[\(index)].url")
            // "Hidden" draws the privacy placeholder: unlocked, it would claim a lock that is off;
            // locked, anything else would reveal the odometer or when it was read.
            if privacy.locked != (vehicle.odometer == .hidden) {
                throw .brokenInvariant(privacy.locked
                    ? "vehicles[\(index)] carries an odometer although the snapshot is locked"
                    : "vehicles[\(index)].odometerStatus is hidden although the snapshot is not locked")
            }
            // An economy is distance over fuel between two odometer values: the lock hides it like them.
            if privacy.locked, vehicle.lastEconomy != nil {
                throw .brokenInvariant("vehicles[\(index)] carries an economy although the snapshot is locked")
            }
            if let reading = vehicle.odometer.recorded, reading.staleFrom <= reading.readingDate {
                throw .brokenInvariant(
                    "vehicles[\(index)].staleFrom \(reading.staleFrom) is not after its readingDate \(reading.readingDate)")
            }
        }
        try Self.checkRanks(deadlines.map(\.rank) + maintenance.map(\.rank))
        for (index, deadline) in deadlines.enumerated() {
            let at = "deadlines[\(index)]"
            try Self.checkReference(deadline.vehicleId, at: at, in: vehicleIds)
            try Self.checkLink(deadline.url, at: "\(at).url")
            try Self.checkWarning(deadline.warningFrom, before: deadline.dueDate, at: at)
        }
        for (index, item) in maintenance.enumerated() {
            let at = "maintenance[\(index)]"
            try Self.checkReference(item.vehicleId, at: at, in: vehicleIds)
            try Self.checkLink(item.url, at: "\(at).url")
            switch item.due {
            case .time(let dueDate, _, let warningFrom):
                try Self.checkWarning(warningFrom, before: dueDate, at: at)
            case .distance(let label, _, _):
                if privacy.locked, label != nil {
                    throw .brokenInvariant("\(at) carries a distance although the snapshot is locked")
                }
            }
        }
        for (index, entry) in spend.enumerated() {
            let at = "spend[\(index)]"
            if let vehicleId = entry.vehicleId {
                try Self.checkReference(vehicleId, at: at, in: vehicleIds)
            }
            try Self.checkLink(entry.url, at: "\(at).url")
            guard entry.currencyCode.utf8.count == 3,
                  entry.currencyCode.utf8.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
            else {
                throw .brokenInvariant("\(at).currencyCode '\(entry.currencyCode)' is not three capital letters (ISO 4217)")
            }
            if privacy.locked, entry.totalLabel != nil {
                throw .brokenInvariant("\(at) carries an amount although the snapshot is locked")
            }
            _ = try Self.uniqueIds(entry.buckets.map(\.id.isoString), in: "\(at).buckets")
            for (bucketIndex, bucket) in entry.buckets.enumerated() where !(0...1).contains(bucket.ratio) {
                throw .brokenInvariant("\(at).buckets[\(bucketIndex)].ratio \(bucket.ratio) is outside 0...1")
            }
            if entry.buckets.filter(\.isCurrent).count > 1 {
                throw .brokenInvariant("\(at) has more than one current month")
            }
        }
    }

    /// Ranks order deadlines and maintenance items together, so no two items of either list share one.
    static func checkRanks(_ ranks: [Int]) throws(SnapshotProblem) {
        var seen = Set<Int>()
        for rank in ranks {
            guard rank >= 0 else { throw .brokenInvariant("rank \(rank) is negative") }
            guard seen.insert(rank).inserted else {
                throw .brokenInvariant("rank \(rank) is given to more than one deadline or maintenance item")
            }
        }
    }

    /// Refuses a negative generation: a logbook's count of commits starts at 0 (both snapshots).
    public static func checkGeneration(_ generation: Int?) throws(SnapshotProblem) {
        if let generation, generation < 0 {
            throw .invalidValue(path: "generation", reason: "a logbook generation is never negative: \(generation)")
        }
    }

    public static func uniqueIds(_ ids: [String], in section: String) throws(SnapshotProblem) -> Set<String> {
        var seen = Set<String>()
        // The schema's `minLength: 1`: an empty id names nothing a link or a reference could reach.
        if let empty = ids.firstIndex(of: "") { throw .invalidValue(path: "\(section)[\(empty)]", reason: "an id is empty") }
        for id in ids where !seen.insert(id).inserted {
            throw .brokenInvariant("\(section) has the id '\(id)' more than once")
        }
        return seen
    }

    static func checkReference(_ vehicleId: String, at path: String, in vehicleIds: Set<String>) throws(SnapshotProblem) {
        guard vehicleIds.contains(vehicleId) else {
            throw .brokenInvariant("\(path).vehicleId '\(vehicleId)' names no vehicle of the snapshot")
        }
    }

    static func checkWarning(_ warningFrom: CalendarDay, before dueDate: CalendarDay, at path: String) throws(SnapshotProblem) {
        guard warningFrom <= dueDate else {
            throw .brokenInvariant("\(path).warningFrom \(warningFrom) is after its dueDate \(dueDate)")
        }
    }

    static func checkLink(_ url: String, at path: String) throws(SnapshotProblem) {
        let link: DeepLink
        do throws(DeepLinkError) {
            link = try DeepLink(parsing: url)
        } catch .otherScheme {
            throw .brokenInvariant("\(path) '\(url)' does not use the \(DeepLink.scheme) scheme")
        } catch {
            throw .brokenInvariant("\(path) '\(url)' is not a valid link (\(error))")
        }
        // The widget only opens places; a form link can carry an odometer value or an amount.
        guard !link.opensForm else {
            throw .brokenInvariant("\(path) '\(url)' opens a form, which a widget link must not")
        }
    }

    static func isHexColor(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 7, bytes[0] == UInt8(ascii: "#") else { return false }
        return bytes.dropFirst().allSatisfy { byte in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
        }
    }
}

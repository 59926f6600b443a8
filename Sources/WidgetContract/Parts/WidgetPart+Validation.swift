extension WidgetPart {
    /// Checks what the types alone cannot, as ``WidgetsSnapshot/validate()`` does for the whole
    /// snapshot, and what makes a part one widget's: the day phrase table, colours, links (none
    /// opens a form), unique ids, warnings not after their due days, currency codes, ratios and one
    /// current month; and a part of a vehicle lists that vehicle alone and only its rows and spend,
    /// a kind's part at most one vehicle and only the all-vehicles spend; a list's `itemCount` is
    /// at least its rows.
    public func validate() throws(SnapshotProblem) {
        if let vehicleId, !Self.isFileNameSafe(vehicleId) {
            throw .invalidValue(path: "vehicleId", reason: "not 1 to 64 characters of a-z, 0-9 and '-': '\(vehicleId)'")
        }
        let basics = section.basics
        for (name, value) in basics.theme.colors.all where !WidgetsSnapshot.isHexColor(value) {
            throw .brokenInvariant("section.basics.theme.colors.\(name) '\(value)' is not #RRGGBB")
        }
        let listed = section.vehicleIds
        _ = try WidgetsSnapshot.uniqueIds(listed, in: "section.vehicles")
        if let vehicleId {
            guard listed == [vehicleId] else {
                throw .brokenInvariant("the part of vehicle '\(vehicleId)' lists the vehicles \(listed), not that one alone")
            }
        } else if listed.count > 1 {
            throw .brokenInvariant("a kind's part lists \(listed.count) vehicles, more than the first")
        }
        switch section {
        case .vehicle(let section):
            try Self.checkPhrases(section.dayPhrases)
            for (index, vehicle) in section.vehicles.enumerated() {
                try WidgetsSnapshot.checkLink(vehicle.url, at: "section.vehicles[\(index)].url")
                if let reading = vehicle.odometer.recorded, reading.staleFrom <= reading.readingDate {
                    throw .brokenInvariant(
                        "section.vehicles[\(index)].staleFrom \(reading.staleFrom) is not after its readingDate \(reading.readingDate)")
                }
            }
            // The vehicle widget lists the rows of the vehicle it shows, which is the part's one vehicle.
            try checkRows(section.deadlines, section.maintenance, of: Set(listed))
        case .deadlines(let section):
            try Self.checkPhrases(section.dayPhrases)
            try Self.checkReferences(section.vehicles)
            try checkRows(section.deadlines, [], of: vehicleId.map { [$0] })
            try Self.checkCount(section.itemCount, rows: section.deadlines.count)
        case .maintenance(let section):
            try Self.checkPhrases(section.dayPhrases)
            try Self.checkReferences(section.vehicles)
            try checkRows([], section.maintenance, of: vehicleId.map { [$0] })
            try Self.checkCount(section.itemCount, rows: section.maintenance.count)
        case .spend(let section):
            try checkSpend(section.spend)
        }
    }

    /// The rows' links, warnings and ranks; with `owners`, every row belongs to one of them.
    func checkRows(_ deadlines: [SnapshotDeadline], _ maintenance: [SnapshotMaintenance], of owners: Set<String>?) throws(SnapshotProblem) {
        _ = try WidgetsSnapshot.uniqueIds(deadlines.map(\.id), in: "section.deadlines")
        _ = try WidgetsSnapshot.uniqueIds(maintenance.map(\.id), in: "section.maintenance")
        try WidgetsSnapshot.checkRanks(deadlines.map(\.rank) + maintenance.map(\.rank))
        for (index, deadline) in deadlines.enumerated() {
            let at = "section.deadlines[\(index)]"
            if let owners, !owners.contains(deadline.vehicleId) {
                throw .brokenInvariant("\(at).vehicleId '\(deadline.vehicleId)' is not the part's vehicle")
            }
            try WidgetsSnapshot.checkLink(deadline.url, at: "\(at).url")
            try WidgetsSnapshot.checkWarning(deadline.warningFrom, before: deadline.dueDate, at: at)
        }
        for (index, item) in maintenance.enumerated() {
            let at = "section.maintenance[\(index)]"
            if let owners, !owners.contains(item.vehicleId) {
                throw .brokenInvariant("\(at).vehicleId '\(item.vehicleId)' is not the part's vehicle")
            }
            try WidgetsSnapshot.checkLink(item.url, at: "\(at).url")
            if case .time(let dueDate, _, let warningFrom) = item.due {
                try WidgetsSnapshot.checkWarning(warningFrom, before: dueDate, at: at)
            }
        }
    }

    /// The spend entries: the part's vehicle's (the all-vehicles one in a kind's part), each as the
    /// snapshot's are checked.
    func checkSpend(_ spend: [SnapshotSpend]) throws(SnapshotProblem) {
        guard spend.count <= 1 else { throw .brokenInvariant("section.spend has \(spend.count) entries, more than one") }
        for (index, entry) in spend.enumerated() {
            let at = "section.spend[\(index)]"
            guard entry.vehicleId == vehicleId else {
                throw .brokenInvariant("\(at).vehicleId '\(entry.vehicleId ?? "null")' is not the part's '\(vehicleId ?? "null")'")
            }
            try WidgetsSnapshot.checkLink(entry.url, at: "\(at).url")
            guard entry.currencyCode.utf8.count == 3,
                  entry.currencyCode.utf8.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
            else {
                throw .brokenInvariant("\(at).currencyCode '\(entry.currencyCode)' is not three capital letters (ISO 4217)")
            }
            _ = try WidgetsSnapshot.uniqueIds(entry.buckets.map(\.id.isoString), in: "\(at).buckets")
            for (bucketIndex, bucket) in entry.buckets.enumerated() where !(0...1).contains(bucket.ratio) {
                throw .brokenInvariant("\(at).buckets[\(bucketIndex)].ratio \(bucket.ratio) is outside 0...1")
            }
            if entry.buckets.filter(\.isCurrent).count > 1 {
                throw .brokenInvariant("\(at) has more than one current month")
            }
        }
    }

    static func checkPhrases(_ phrases: DayPhrases) throws(SnapshotProblem) {
        guard phrases.from == DayPhrases.firstOffset else {
            throw .brokenInvariant("section.dayPhrases.from is \(phrases.from), not \(DayPhrases.firstOffset)")
        }
        guard phrases.phrases.count == DayPhrases.count else {
            throw .brokenInvariant("section.dayPhrases has \(phrases.phrases.count) phrases, not \(DayPhrases.count)")
        }
    }

    static func checkReferences(_ vehicles: [VehicleReference]) throws(SnapshotProblem) {
        for (index, vehicle) in vehicles.enumerated() {
            try WidgetsSnapshot.checkLink(vehicle.url, at: "section.vehicles[\(index)].url")
        }
    }

    static func checkCount(_ itemCount: Int?, rows: Int) throws(SnapshotProblem) {
        guard let itemCount else { throw .missingField(path: "section.itemCount") }
        guard itemCount >= rows else {
            throw .brokenInvariant("section.itemCount \(itemCount) is less than the \(rows) rows the part holds")
        }
    }
}

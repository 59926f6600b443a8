import Foundation
import GarageRules
import GloveboxTestSupport
import Testing

/// The hybrid logical clock, by its properties over random interleavings of local changes and
/// received stamps, with a wall clock that jumps forwards, stalls and goes backwards.
@Suite struct HybridLogicalClockTests {

    static let start = Date(timeIntervalSince1970: 1_764_417_600) // 2025-11-29T12:00:00Z

    /// A wall clock that mostly moves a few milliseconds forwards, sometimes stalls, and sometimes
    /// goes back by up to a minute.
    static func nextNow(after now: Date, using random: inout SplitMix) -> Date {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<5: now.addingTimeInterval(Double(Int.random(in: 1...20, using: &random)) / 1_000)
        case 5..<8: now
        default: now.addingTimeInterval(-Double(Int.random(in: 1...60_000, using: &random)) / 1_000)
        }
    }

    @Test(arguments: 1...100)
    func everyStampIsLaterThanEveryStampIssuedOrReceivedBefore(seed: Int) throws {
        var random = SplitMix(state: UInt64(seed))
        let devices = (0..<3).map { _ in DeviceID.random(using: &random) }
        var clocks = devices.map { HybridLogicalClock(device: $0) }
        var nows = Array(repeating: Self.start, count: devices.count)
        var issued: [[HybridTimestamp]] = Array(repeating: [], count: devices.count)
        var everything: Set<HybridTimestamp> = []
        for _ in 0..<300 {
            let index = Int.random(in: 0..<devices.count, using: &random)
            nows[index] = Self.nextNow(after: nows[index], using: &random)
            let before = issued[index].last
            let stamp: HybridTimestamp
            if Bool.random(using: &random), let remote = issued.enumerated().filter({ $0.offset != index }).compactMap(\.element.last).randomElement(using: &random) {
                stamp = clocks[index].receive(remote: remote, now: nows[index])
                #expect(stamp > remote, "seed \(seed): a receive stamped \(stamp) at or below the received \(remote)")
            } else {
                stamp = clocks[index].tick(now: nows[index])
            }
            if let before { #expect(stamp > before, "seed \(seed): \(stamp) is not after \(before)") }
            #expect(stamp.device == devices[index])
            #expect(clocks[index].latest == stamp)
            #expect(everything.insert(stamp).inserted, "seed \(seed): \(stamp) was issued twice")
            issued[index].append(stamp)
        }
    }

    @Test(arguments: 1...50)
    func aStampNeverFallsBehindTheWallClockOrWhatItReceived(seed: Int) throws {
        var random = SplitMix(state: UInt64(seed))
        var clock = HybridLogicalClock(device: DeviceID.random(using: &random))
        var now = Self.start
        var highestWall: Int64 = 0
        var highestReceived: HybridTimestamp?
        for _ in 0..<200 {
            now = Self.nextNow(after: now, using: &random)
            highestWall = max(highestWall, HybridLogicalClock.milliseconds(of: now))
            if Bool.random(using: &random) {
                let remote = try #require(HybridTimestamp(
                    milliseconds: HybridLogicalClock.milliseconds(of: now) + Int64.random(in: -5_000...5_000, using: &random),
                    counter: Int.random(in: 0...3, using: &random), device: DeviceID.random(using: &random)))
                highestReceived = max(highestReceived ?? remote, remote)
                let stamp = clock.receive(remote: remote, now: now)
                #expect(stamp > highestReceived!)
            } else {
                let stamp = clock.tick(now: now)
                #expect(stamp.milliseconds >= HybridLogicalClock.milliseconds(of: now))
                if let highestReceived { #expect(stamp > highestReceived) }
            }
            // It follows the wall clock: never behind the latest wall time it saw.
            #expect(clock.milliseconds >= highestWall)
        }
    }

    @Test func aClockResumedFromItsSavedStateNeverIssuesASmallerStamp() throws {
        var random = SplitMix(state: 7)
        let device = DeviceID.random(using: &random)
        var clock = HybridLogicalClock(device: device)
        let last = (0..<5).map { _ in clock.tick(now: Self.start) }.last!
        // Restarted with the wall clock an hour behind.
        var resumed = HybridLogicalClock(device: device, milliseconds: clock.milliseconds, counter: clock.counter)
        let next = resumed.tick(now: Self.start.addingTimeInterval(-3_600))
        #expect(next > last)
        #expect(next.milliseconds == last.milliseconds && next.counter == last.counter + 1)
    }

    @Test func theOrderIsMillisecondsThenCounterThenDevice() throws {
        let low = try #require(DeviceID(rawValue: String(repeating: "0", count: 31) + "1"))
        let high = try #require(DeviceID(rawValue: "f" + String(repeating: "0", count: 31)))
        let stamps = try [(5, 0, high), (4, 9, high), (5, 0, low), (4, 9, low), (5, 1, low)].map { milliseconds, counter, device in
            try #require(HybridTimestamp(milliseconds: Int64(milliseconds), counter: counter, device: device))
        }
        let sorted = stamps.sorted()
        #expect(sorted.map { [$0.milliseconds, Int64($0.counter)] } == [[4, 9], [4, 9], [5, 0], [5, 0], [5, 1]])
        #expect(sorted[0].device == low && sorted[1].device == high && sorted[2].device == low && sorted[3].device == high)
    }

    @Test(arguments: 1...20)
    func theTextOrdersAsTheStampsDoAndReadsBack(seed: Int) throws {
        var random = SplitMix(state: UInt64(seed))
        let devices = (0..<3).map { _ in DeviceID.random(using: &random) }
        let stamps = try (0..<50).map { _ in
            try #require(HybridTimestamp(
                milliseconds: Int64.random(in: 0...HybridTimestamp.maximumMilliseconds, using: &random) >> Int.random(in: 0...40, using: &random),
                counter: Int.random(in: 0...HybridTimestamp.maximumCounter, using: &random) >> Int.random(in: 0...15, using: &random),
                device: devices.randomElement(using: &random)!))
        }
        #expect(stamps.sorted().map(\.text) == stamps.map(\.text).sorted())
        for stamp in stamps {
            #expect(stamp.text.utf8.count == HybridTimestamp.textLength)
            #expect(HybridTimestamp(text: stamp.text) == stamp)
        }
    }

    @Test func aFullCounterCarriesIntoTheNextMillisecond() throws {
        var random = SplitMix(state: 3)
        let device = DeviceID.random(using: &random)
        var clock = HybridLogicalClock(device: device, milliseconds: 1_000, counter: HybridTimestamp.maximumCounter)
        let stamp = clock.tick(now: Date(timeIntervalSince1970: 0.5))
        #expect(stamp.milliseconds == 1_001 && stamp.counter == 0)
    }

    @Test func malformedTextIsNoStamp() {
        #expect(HybridTimestamp(text: "") == nil)
        #expect(HybridTimestamp(text: String(repeating: "g", count: 48)) == nil)
        #expect(HybridTimestamp(text: String(repeating: "A", count: 48)) == nil)
        #expect(HybridTimestamp(text: String(repeating: "0", count: 47)) == nil)
        #expect(DeviceID(rawValue: String(repeating: "0", count: 33)) == nil)
    }
}

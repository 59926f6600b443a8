import Foundation
import GarageRules
import GloveboxTestSupport

/// The devices' clock offsets of a history, drawn from its seed: each device between 10 minutes
/// behind and 4 minutes ahead of the real clock — within the household's 5-minute bound ahead, so
/// that every device's changes go (a clock beyond the bound has a test of its own).
struct ClockSkews {
    private var random: SplitMix

    init(seed: UInt64) {
        random = SplitMix(seed: seed ^ 0x5EED_C10C)
    }

    /// One offset per device, in seconds.
    mutating func skews() -> [TimeInterval] {
        let ahead = Double(HybridTimestamp.maximumLead) / 1_000 - 60
        return HouseholdLayout.deviceNames.map { _ in TimeInterval(Int.random(in: -600...Int(ahead), using: &random)) }
    }
}

import ArgumentParsing
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetContract

extension ValueParser where Value == String {
    /// A vehicle id as deep links carry it: letters, digits and `-._~`, 1 to 128 characters, not `.` or `..`.
    static var vehicleId: ValueParser<String> {
        ValueParser { text in
            let allowed = text.utf8.allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
                    || byte == UInt8(ascii: "~")
            }
            guard (1...128).contains(text.utf8.count), allowed, text != ".", text != ".." else {
                throw ValueError(HostMessage.valueNotVehicleID.english, cause: HostMessage.valueNotVehicleID)
            }
            return text
        }
    }
}

extension ValueParser where Value == String {
    /// A vehicle's id or name as a person types it: 1 to 128 bytes, no control character (it is
    /// looked up among the snapshot's vehicles, and only an id is kept).
    static var vehicleIdOrName: ValueParser<String> {
        ValueParser { text in
            guard (1...128).contains(text.utf8.count), !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw ValueError(HostMessage.valueNotVehicleIDOrName.english, cause: HostMessage.valueNotVehicleIDOrName)
            }
            return text
        }
    }
}

extension ValueParser where Value == Date {
    /// An instant such as `2026-11-29T19:20:00Z` or `2026-11-29T20:20:00+01:00`, read as
    /// `GLOVEBOX_NOW` is (`PinnedNow.parse`).
    static var instant: ValueParser<Date> {
        ValueParser { text in
            guard let date = PinnedNow.parse(text) else {
                throw ValueError(HostMessage.valueNotInstant.english, cause: HostMessage.valueNotInstant)
            }
            return date
        }
    }
}

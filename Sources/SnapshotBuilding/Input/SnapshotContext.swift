import Foundation
import WidgetContract

/// Everything around the garage that shapes a snapshot: the instant, the user's locale and time
/// zone, and the app lock. Passed in, never read from the system, so the builder stays pure.
public struct SnapshotContext: Sendable {
    /// The instant of the build; `generatedAt` is this truncated to whole seconds.
    public var now: Date
    /// The user's locale preference; picks the language and the formats.
    public var locale: Locale
    /// The user's time zone; decides which calendar day `now` is.
    public var timeZone: TimeZone
    /// Whether the biometric app lock is on: then no odometer value or money amount is written.
    public var isLocked: Bool

    /// Creates a context.
    public init(now: Date, locale: Locale, timeZone: TimeZone, isLocked: Bool) {
        self.now = now
        self.locale = locale
        self.timeZone = timeZone
        self.isLocked = isLocked
    }

    /// The language of the snapshot's texts.
    public var language: Language { Language(matching: locale) }

    /// The local calendar day containing `now`.
    public var today: CalendarDay {
        // The contract's rule: the widget side and Siri count in this zone, which the snapshot carries.
        DayCalendar(timeZone: timeZone).day(containing: now)
    }

    /// `now` truncated to whole seconds, as the snapshot records it.
    public var generatedAt: Date {
        Date(timeIntervalSince1970: (now.timeIntervalSince1970).rounded(.down))
    }
}

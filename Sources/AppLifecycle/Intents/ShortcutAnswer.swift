/// What Siri says to a question, and why: the sentence in the snapshot's language, the
/// vehicle it is about, and the choices when the vehicle was not clear.
public struct ShortcutAnswer: Hashable, Sendable, Encodable {
    /// Why the answer reads as it does.
    public enum Status: String, Hashable, Sendable, Encodable {
        /// The question is answered.
        case answered
        /// The lock is on and the answer would reveal an amount, an odometer or a distance.
        case locked
        /// The snapshot's month has ended; its spend is no longer this month's.
        case monthEnded
        /// There is no vehicle to ask about.
        case noVehicles
        /// No vehicle goes by the name given; ``ShortcutAnswer/choices`` lists them all.
        case unknownVehicle
        /// Several vehicles could be meant (or none was named); ``ShortcutAnswer/choices`` lists them.
        case whichVehicle
        /// The snapshot is missing, of another version or broken: only the app can answer.
        case openApp
    }

    /// Why the answer reads as it does.
    public var status: Status
    /// The sentence to say or print.
    public var text: String
    /// The vehicle the answer is about, when one was found.
    public var vehicleId: String?
    /// The vehicles' names to choose from, for `unknownVehicle` and `whichVehicle`.
    public var choices: [String]
    /// The language tag of `text` (`en` for the built-in text of an unreadable snapshot).
    public var locale: String

    /// Creates an answer.
    public init(status: Status, text: String, vehicleId: String? = nil, choices: [String] = [], locale: String) {
        self.status = status
        self.text = text
        self.vehicleId = vehicleId
        self.choices = choices
        self.locale = locale
    }
}

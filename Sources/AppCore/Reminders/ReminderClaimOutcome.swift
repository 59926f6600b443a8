/// What the household server answered a device that claimed a reminder.
public enum ReminderClaimOutcome: Hashable, Sendable {
    /// The claim is this device's: send it, then confirm it (or release it if the send failed).
    case mine
    /// Another device of the account already sent it: this device records it and sends nothing.
    case toldElsewhere
    /// Another device holds the claim and has not sent it yet (it is sending now, or it died within
    /// the lease): nothing is sent or recorded, and the next run asks again.
    case heldElsewhere
}

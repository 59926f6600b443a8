/// The household every history plays in: 3 accounts and 5 devices, the first two accounts with two
/// devices each (so that an account's own devices meet too), the third with one. A history may add
/// new devices of an account (each taking one of these places for the steps after it): these are
/// the places, and the devices that hold them first.
enum HouseholdLayout {
    /// The accounts' letters.
    static let accountLetters: [Character] = ["a", "b", "c"]
    /// The devices' names: the account's letter and the device's number.
    static let deviceNames = ["a1", "a2", "b1", "b2", "c1"]
    /// Each device's account, by index into ``accountLetters``.
    static let deviceAccounts = [0, 0, 1, 1, 2]
    /// The devices that open their account's key with the recovery key its first device's sign-in
    /// printed (b2), as a person who lost the passphrase does; the other second devices (a2) open it
    /// with the passphrase.
    static let recoveryKeyDevices: Set<Int> = [3]
}

/// A device id for a test's write, in the form the server's field rules require (32 lowercase
/// hexadecimal digits), made from a readable name so that tests still say whose device wrote.
enum TestDevice {
    /// The id of the device named `name` (the name's bytes in hex, padded with zeros).
    static func id(_ name: String) -> String {
        let hex = name.utf8.prefix(16).map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
        return hex + String(repeating: "0", count: 32 - hex.count)
    }
}

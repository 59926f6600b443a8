extension ServerSchema {
    /// Version 11: each account's key pair, the public key in clear and the secret key wrapped by the
    /// device (``ServerAccountKeys``): what sealing private fields end to end starts from.
    static var version11: String { ServerAccountKeys.sql }
}

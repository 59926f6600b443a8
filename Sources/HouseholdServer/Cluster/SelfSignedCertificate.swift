import Foundation

/// A self-signed TLS certificate for `localhost`, made with `openssl` when the machine has it.
///
/// Clients verify the server against this very certificate (`sslmode=verify-full` with
/// `sslrootcert=DIR/server.crt`), so the connection is both encrypted and bound to this server.
enum SelfSignedCertificate {
    /// Where `openssl` is, if anywhere.
    static func openssl(environment: [String: String]) -> String? {
        ProgramRunner.find("openssl", environment: environment)
    }

    /// Writes a key (`keyPath`, 0600) and a certificate (`certificatePath`) valid for ten years for
    /// `localhost`, `127.0.0.1` and `::1`.
    static func generate(
        openssl: String, keyPath: String, certificatePath: String, in directory: String, runner: ProgramRunner
    ) throws(ServerError) {
        let outcome = try runner.run(
            openssl,
            [
                "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-sha256",
                "-days", "3650", "-subj", "/CN=localhost",
                "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1",
                "-keyout", keyPath, "-out", certificatePath,
            ],
            in: directory)
        guard outcome.succeeded else {
            throw .runtime(.certificateFailed, ["output": outcome.tail()])
        }
        guard chmod(keyPath, 0o600) == 0, chmod(certificatePath, 0o644) == 0 else {
            throw .runtime(.cannotSetKeyModes, ["error": String(cString: strerror(errno))])
        }
    }
}

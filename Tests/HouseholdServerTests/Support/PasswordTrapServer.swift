import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A fake PostgreSQL server on localhost that offers no TLS and asks for the password in clear: it
/// answers a TLS (or GSSAPI) request with `N`, answers a startup message with
/// AuthenticationCleartextPassword, and records every password message (`p`) that arrives.
///
/// What an impostor on the network, or a misconfigured server, would do: a client that answers it
/// has given the password away. Connections are served one at a time on a thread of its own;
/// ``stop()`` waits for the one being served, so that what it recorded is complete.
final class PasswordTrapServer: Sendable {
    /// What the trap saw.
    struct Record: Sendable, Equatable {
        /// Connections accepted.
        var connections = 0
        /// TLS requests (SSLRequest) answered with `N`.
        var tlsRequests = 0
        /// Startup messages answered with a request for a cleartext password.
        var startups = 0
        /// The passwords that arrived.
        var passwords: [String] = []
    }

    /// The port it listens on, on 127.0.0.1.
    let port: Int
    private let listener: Int32
    private let state = Mutex(Record())
    private let stopping = Atomic<Bool>(false)
    private let finished = DispatchSemaphore(value: 0)

    /// The URL of the trap as a household server's (no parameter: the client's policy decides).
    var url: String { "postgresql://localhost:\(port)/glovebox" }

    /// What it saw so far (complete after ``stop()``).
    var record: Record { state.withLock { $0 } }

    /// Listens on a free port of 127.0.0.1 and starts serving.
    init() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw Failure(step: "socket", code: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(listener, socketAddress, length) == 0 && listen(listener, 8) == 0
                    && getsockname(listener, socketAddress, &length) == 0
            }
        }
        guard bound else {
            let code = errno
            close(listener)
            throw Failure(step: "bind", code: code)
        }
        self.listener = listener
        self.port = Int(UInt16(bigEndian: address.sin_port))
        Thread { [self] in serve() }.start()
    }

    /// Stops accepting, waits for the connection being served (at most a few seconds) and closes.
    func stop() {
        stopping.store(true, ordering: .sequentiallyConsistent)
        _ = finished.wait(timeout: .now() + 10)
        close(listener)
    }

    private func serve() {
        defer { finished.signal() }
        while !stopping.load(ordering: .sequentiallyConsistent) {
            var waiting = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&waiting, 1, 50) > 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            state.withLock { $0.connections += 1 }
            handle(connection)
            close(connection)
        }
    }

    /// Speaks the server's side until the client hangs up or goes quiet.
    private func handle(_ connection: Int32) {
        // A client that waits for something the trap never sends must not hold it forever.
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        // The startup phase: untyped packets (length, then a code or the protocol version).
        while let packet = readPacket(connection) {
            let code = packet.prefix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            switch code {
            case 80_877_103:
                state.withLock { $0.tlsRequests += 1 }
                guard send(connection, "N") else { return }
            case 80_877_104:
                // A GSSAPI encryption request: refused like TLS.
                guard send(connection, "N") else { return }
            case 196_608:
                state.withLock { $0.startups += 1 }
                // AuthenticationCleartextPassword: 'R', length 8, code 3.
                guard send(connection, [UInt8(ascii: "R"), 0, 0, 0, 8, 0, 0, 0, 3]) else { return }
                readPasswordMessages(connection)
                return
            default:
                return
            }
        }
    }

    /// Reads typed messages after the request for a password, recording a password message and
    /// answering it with a refusal, so that the client does not wait for more.
    private func readPasswordMessages(_ connection: Int32) {
        while let type = readBytes(connection, count: 1)?.first, let body = readPacket(connection) {
            guard type == UInt8(ascii: "p") else { continue }
            let password = String(decoding: body.prefix { $0 != 0 }, as: UTF8.self)
            state.withLock { $0.passwords.append(password) }
            // ErrorResponse: severity, code and message fields, each ending in NUL, then a NUL.
            let fields = Array("SFATAL\0C28P01\0Mpassword authentication failed\0\0".utf8)
            let length = UInt32(4 + fields.count)
            _ = send(connection, [UInt8(ascii: "E")] + withUnsafeBytes(of: length.bigEndian, Array.init) + fields)
            return
        }
    }

    /// A length-prefixed packet's body (the length counts itself), or `nil` at the end.
    private func readPacket(_ connection: Int32) -> [UInt8]? {
        guard let header = readBytes(connection, count: 4) else { return nil }
        let length = Int(header.reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        guard length >= 4, length < 1 << 16 else { return nil }
        return readBytes(connection, count: length - 4)
    }

    /// Exactly `count` bytes, or `nil` when the client hung up or went quiet first.
    private func readBytes(_ connection: Int32, count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let read = bytes.withUnsafeMutableBytes { buffer in
                recv(connection, buffer.baseAddress! + done, count - done, 0)
            }
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { return nil }
            done += read
        }
        return bytes
    }

    private func send(_ connection: Int32, _ text: String) -> Bool {
        send(connection, Array(text.utf8))
    }

    private func send(_ connection: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            Glibc.send(connection, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL)) == buffer.count
        }
    }

    /// A socket call that failed while setting the trap up.
    struct Failure: Error, CustomStringConvertible {
        let step: String
        let code: Int32

        var description: String { "the password trap's \(step) failed: \(String(cString: strerror(code)))" }
    }
}

import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for tests: records each request (method, path, headers, body)
/// and answers with the next status of a script (then 200), one connection at a time, closing each.
/// Enough for what ntfy and Gotify clients send: one request with a `Content-Length` body.
final class LoopbackHTTPServer: Sendable {
    /// One request as received.
    struct Request: Sendable {
        let method: String
        let path: String
        /// Header names lowercased.
        let headers: [String: String]
        let body: Data

        /// The body as a JSON object.
        var json: [String: Any] {
            (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
        }
    }

    /// The port it listens on.
    let port: UInt16
    private let core: ServerCore

    /// Listens on a free loopback port; the first requests get `failing` statuses in order.
    init(failing statuses: [Int] = []) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ServerError.socket(errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 16) == 0 else {
            close(descriptor)
            throw ServerError.socket(errno)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        core = ServerCore(descriptor: descriptor, statuses: statuses)
        let core = core
        Thread { core.serve() }.start()
    }

    deinit {
        core.stopping.store(true, ordering: .sequentiallyConsistent)
        core.finished.wait()
        close(core.descriptor)
    }

    /// `http://127.0.0.1:PORT` followed by `path`.
    func url(_ path: String = "") -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Every request so far, in order.
    var requests: [Request] { core.requests.withLock { $0 } }

    /// Queues statuses for the next requests (then 200 again).
    func fail(with statuses: [Int]) { core.statuses.withLock { $0 += statuses } }

    enum ServerError: Error {
        case socket(Int32)
    }
}

private final class ServerCore: Sendable {
    let descriptor: Int32
    let requests = Mutex<[LoopbackHTTPServer.Request]>([])
    let statuses: Mutex<[Int]>
    let stopping = Atomic<Bool>(false)
    let finished = DispatchSemaphore(value: 0)

    init(descriptor: Int32, statuses: [Int]) {
        self.descriptor = descriptor
        self.statuses = Mutex(statuses)
    }

    func serve() {
        defer { finished.signal() }
        while !stopping.load(ordering: .sequentiallyConsistent) {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 20) > 0 else { continue }
            let connection = accept(descriptor, nil, nil)
            guard connection >= 0 else { continue }
            handle(connection)
            close(connection)
        }
    }

    private func handle(_ connection: Int32) {
        var buffer = Data()
        var chunk = [UInt8](repeating: 0, count: 4096)
        let separator = Data("\r\n\r\n".utf8)
        var sentContinue = false
        while true {
            if let end = buffer.range(of: separator) {
                let head = String(decoding: buffer[..<end.lowerBound], as: UTF8.self)
                var lines = head.components(separatedBy: "\r\n")
                let requestLine = lines.removeFirst().split(separator: " ")
                var headers: [String: String] = [:]
                for line in lines {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
                let length = Int(headers["content-length"] ?? "0") ?? 0
                if headers["expect"]?.lowercased() == "100-continue", !sentContinue {
                    sentContinue = true
                    send(connection, "HTTP/1.1 100 Continue\r\n\r\n")
                }
                if buffer.count - end.upperBound >= length {
                    let body = buffer[end.upperBound..<(end.upperBound + length)]
                    requests.withLock {
                        $0.append(.init(
                            method: requestLine.first.map(String.init) ?? "", path: requestLine.dropFirst().first.map(String.init) ?? "",
                            headers: headers, body: Data(body)))
                    }
                    let status = statuses.withLock { $0.isEmpty ? 200 : $0.removeFirst() }
                    send(connection, "HTTP/1.1 \(status) Status\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}")
                    return
                }
            }
            var poller = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 5_000) > 0 else { return }
            let count = read(connection, &chunk, chunk.count)
            guard count > 0 else { return }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }

    private func send(_ connection: Int32, _ text: String) {
        let bytes = Array(text.utf8)
        let total = bytes.count
        var offset = 0
        while offset < total {
            let start = offset
            let written = bytes.withUnsafeBytes { write(connection, $0.baseAddress! + start, total - start) }
            if written <= 0 { return }
            offset += written
        }
    }
}

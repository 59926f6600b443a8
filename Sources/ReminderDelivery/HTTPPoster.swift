import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// Sends one HTTP request through Foundation's `URLSession` and waits for its answer: the command
/// line is synchronous, and one request at a time is all a reminder run makes.
public struct HTTPPoster: Sendable {
    /// How long a request may take before the channel counts as failed.
    public var timeout: TimeInterval

    /// A poster whose requests give up after `timeout` seconds.
    public init(timeout: TimeInterval = 15) {
        self.timeout = timeout
    }

    /// Sends `request`; returns when the server answered with a 2xx status, throws otherwise.
    public func send(_ request: URLRequest) throws(DeliveryError) {
        let url = request.url?.absoluteString ?? "?"
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        let outcome = Mutex<Result<Int, DeliveryError>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let task = session.dataTask(with: request) { _, response, error in
            let result: Result<Int, DeliveryError>
            if let error {
                result = .failure(.http(url: url, reason: error.localizedDescription))
            } else if let status = (response as? HTTPURLResponse)?.statusCode {
                result = .success(status)
            } else {
                result = .failure(.http(url: url, reason: "no HTTP response"))
            }
            outcome.withLock { $0 = result }
            done.signal()
        }
        task.resume()
        if done.wait(timeout: .now() + timeout + 5) == .timedOut {
            task.cancel()
            throw .http(url: url, reason: "no answer in \(Int(timeout)) s")
        }
        switch outcome.withLock({ $0 }) {
        case .success(let status) where (200..<300).contains(status): return
        case .success(let status): throw .http(url: url, reason: "HTTP status \(status)")
        case .failure(let error): throw error
        case nil: throw .http(url: url, reason: "no answer")
        }
    }
}

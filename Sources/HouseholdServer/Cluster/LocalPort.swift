import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A TCP port of this machine that nobody listens on now, for a server started right after (the
/// tests' clusters, the sync benchmark's): the kernel's pick for a socket bound to port 0.
public enum LocalPort {
    /// An unused port on 127.0.0.1.
    public static func unused() throws(ServerError) -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw .runtime(.noFreePortSocket) }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                bind(socket, raw, length) == 0 && getsockname(socket, raw, &length) == 0
            }
        }
        guard bound else { throw .runtime(.noFreePortBind) }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

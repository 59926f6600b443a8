import CDBus

/// A private connection to a D-Bus bus through libdbus: opened, registered (the bus's `Hello`), and
/// closed and released in `deinit`, like GRDB's connection owns its handle.
///
/// Private, not libdbus's shared connection, so that closing it is ours to do and a test's bus at
/// another address is never mixed up with the desktop's.
public final class SessionBus {
    /// The connection's handle; valid until `deinit`.
    public let handle: OpaquePointer

    /// Connects to the bus at `address` (a D-Bus address such as `unix:path=/run/user/1000/bus`), or
    /// to the session bus libdbus finds (`DBUS_SESSION_BUS_ADDRESS`) when `address` is `nil`.
    public init(address: String?) throws(DeliveryError) {
        // The listener a test runs and the app's client may share a process: libdbus must lock.
        dbus_threads_init_default()
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        let opened: OpaquePointer?
        if let address {
            opened = dbus_connection_open_private(address, &error)
        } else {
            opened = dbus_bus_get_private(DBUS_BUS_SESSION, &error)
        }
        guard let connection = opened else { throw .desktop(Self.describe(error, or: "no session bus")) }
        // libdbus's default ends the process when the bus goes away; a reminder run must go on.
        dbus_connection_set_exit_on_disconnect(connection, 0)
        if address != nil, dbus_bus_register(connection, &error) == 0 {
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
            throw .desktop(Self.describe(error, or: "the bus refused the connection"))
        }
        handle = connection
    }

    deinit {
        dbus_connection_close(handle)
        dbus_connection_unref(handle)
    }

    /// Sends `message` and waits up to `timeoutMilliseconds` for its reply (released by the caller).
    public func call(_ message: OpaquePointer, timeoutMilliseconds: Int32) throws(DeliveryError) -> OpaquePointer {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let reply = dbus_connection_send_with_reply_and_block(handle, message, timeoutMilliseconds, &error) else {
            throw .desktop(Self.describe(error, or: "no reply"))
        }
        return reply
    }

    /// The name and message of a set libdbus error, else `fallback`.
    public static func describe(_ error: DBusError, or fallback: String) -> String {
        guard withUnsafePointer(to: error, { dbus_error_is_set($0) }) != 0 else { return fallback }
        let name = error.name.map { String(cString: $0) } ?? "error"
        let message = error.message.map { String(cString: $0) } ?? ""
        return message.isEmpty ? name : "\(name): \(message)"
    }
}

import CDBus
import Foundation
import Synchronization

/// A notification server for tests: owns `org.freedesktop.Notifications` on a bus, answers every
/// `Notify` call with an id as the specification says, and records what each call carried. It runs
/// on a thread of its own, with a libdbus connection only that thread touches.
final class NotificationListener: Sendable {
    /// One `Notify` call as received.
    struct Notification: Equatable, Sendable {
        let signature: String
        let appName: String
        let replacesID: UInt32
        let icon: String
        let summary: String
        let body: String
        let actions: [String]
        let urgency: UInt8?
        let category: String?
        let timeout: Int32
    }

    private let core = Core()

    /// Starts serving on the bus at `address`; returns once the name is owned.
    init(address: String) throws {
        // The thread holds only the core, so that this object's deinit can stop it.
        let core = core
        let thread = Thread { core.serve(address: address) }
        thread.start()
        core.ready.wait()
        if let failure = core.setUp.withLock({ $0 }) {
            core.finished.wait()
            throw ListenerError.setUp(failure)
        }
    }

    deinit {
        core.stopping.store(true, ordering: .sequentiallyConsistent)
        core.finished.wait()
    }

    /// Every notification received so far, in order.
    var notifications: [Notification] { core.received.withLock { $0 } }

    /// Forgets what was received.
    func clear() { core.received.withLock { $0 = [] } }

    enum ListenerError: Error {
        case setUp(String)
    }
}

/// The listener's state and its serving thread's work.
private final class Core: Sendable {
    let received = Mutex<[NotificationListener.Notification]>([])
    let stopping = Atomic<Bool>(false)
    let setUp = Mutex<String?>(nil)
    let ready = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)

    func serve(address: String) {
        defer { finished.signal() }
        dbus_threads_init_default()
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let connection = dbus_connection_open_private(address, &error) else {
            setUp.withLock { $0 = "cannot connect" }
            ready.signal()
            return
        }
        defer {
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
        }
        dbus_connection_set_exit_on_disconnect(connection, 0)
        guard dbus_bus_register(connection, &error) != 0 else {
            setUp.withLock { $0 = "cannot register" }
            ready.signal()
            return
        }
        // DBUS_NAME_FLAG_DO_NOT_QUEUE (4); DBUS_REQUEST_NAME_REPLY_PRIMARY_OWNER (1).
        let owned = dbus_bus_request_name(connection, "org.freedesktop.Notifications", 4, &error)
        guard owned == 1 else {
            setUp.withLock { $0 = "cannot own org.freedesktop.Notifications (\(owned))" }
            ready.signal()
            return
        }
        ready.signal()
        var nextID: UInt32 = 1
        while !stopping.load(ordering: .sequentiallyConsistent) {
            _ = dbus_connection_read_write(connection, 20)
            while let message = dbus_connection_pop_message(connection) {
                defer { dbus_message_unref(message) }
                guard dbus_message_is_method_call(message, "org.freedesktop.Notifications", "Notify") != 0 else { continue }
                received.withLock { $0.append(Self.decode(message)) }
                guard let reply = dbus_message_new_method_return(message) else { continue }
                var iterator = DBusMessageIter()
                dbus_message_iter_init_append(reply, &iterator)
                var id = nextID
                nextID += 1
                dbus_message_iter_append_basic(&iterator, Int32(UInt8(ascii: "u")), &id)
                dbus_connection_send(connection, reply, nil)
                dbus_connection_flush(connection)
                dbus_message_unref(reply)
            }
        }
    }

    private static func decode(_ message: OpaquePointer) -> NotificationListener.Notification {
        let signature = dbus_message_get_signature(message).map { String(cString: $0) } ?? ""
        var iterator = DBusMessageIter()
        dbus_message_iter_init(message, &iterator)
        func string(_ iterator: inout DBusMessageIter) -> String {
            guard dbus_message_iter_get_arg_type(&iterator) == Int32(UInt8(ascii: "s")) else { return "<not a string>" }
            var value: UnsafePointer<CChar>?
            dbus_message_iter_get_basic(&iterator, &value)
            return value.map { String(cString: $0) } ?? ""
        }
        let appName = string(&iterator)
        dbus_message_iter_next(&iterator)
        var replaces: UInt32 = 0
        dbus_message_iter_get_basic(&iterator, &replaces)
        dbus_message_iter_next(&iterator)
        let icon = string(&iterator)
        dbus_message_iter_next(&iterator)
        let summary = string(&iterator)
        dbus_message_iter_next(&iterator)
        let body = string(&iterator)
        dbus_message_iter_next(&iterator)
        var actions: [String] = []
        var array = DBusMessageIter()
        dbus_message_iter_recurse(&iterator, &array)
        while dbus_message_iter_get_arg_type(&array) == Int32(UInt8(ascii: "s")) {
            actions.append(string(&array))
            dbus_message_iter_next(&array)
        }
        dbus_message_iter_next(&iterator)
        var urgency: UInt8?
        var category: String?
        var hints = DBusMessageIter()
        dbus_message_iter_recurse(&iterator, &hints)
        while dbus_message_iter_get_arg_type(&hints) == Int32(UInt8(ascii: "e")) {
            var entry = DBusMessageIter()
            dbus_message_iter_recurse(&hints, &entry)
            let key = string(&entry)
            dbus_message_iter_next(&entry)
            var variant = DBusMessageIter()
            dbus_message_iter_recurse(&entry, &variant)
            switch (key, dbus_message_iter_get_arg_type(&variant)) {
            case ("urgency", Int32(UInt8(ascii: "y"))):
                var byte: UInt8 = 0
                dbus_message_iter_get_basic(&variant, &byte)
                urgency = byte
            case ("category", Int32(UInt8(ascii: "s"))):
                category = string(&variant)
            default: break
            }
            dbus_message_iter_next(&hints)
        }
        dbus_message_iter_next(&iterator)
        var timeout: Int32 = 0
        dbus_message_iter_get_basic(&iterator, &timeout)
        return NotificationListener.Notification(
            signature: signature, appName: appName, replacesID: replaces, icon: icon, summary: summary, body: body,
            actions: actions, urgency: urgency, category: category, timeout: timeout)
    }
}

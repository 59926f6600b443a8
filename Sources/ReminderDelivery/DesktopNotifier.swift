import CDBus

/// Desktop notifications through the freedesktop Desktop Notifications Specification: a `Notify`
/// call to `org.freedesktop.Notifications` at `/org/freedesktop/Notifications` on the session bus,
/// over libdbus.
///
/// libdbus rather than `gdbus call` or `dbus-send`: every argument goes out typed (the `a{sv}` hints
/// with a byte `urgency`, which `dbus-send` cannot write and `gdbus` takes only as GVariant text that
/// a title would have to be quoted into), errors come back as the bus's own names, and no child
/// process is started per message. Debian's `libdbus-1-dev` is the reference implementation.
public struct DesktopNotifier: Sendable {
    /// The application name the notification server shows.
    public static let appName = "Glovebox"
    /// Icon Naming Specification names, which every icon theme has: an upcoming and a missed appointment.
    public static let icon = "appointment-soon"
    /// The icon of an urgent (overdue) notification.
    public static let urgentIcon = "appointment-missed"
    /// The well-known name, object path and interface of the specification.
    public static let service = "org.freedesktop.Notifications"
    /// The object path of the notification server.
    public static let path = "/org/freedesktop/Notifications"

    /// The session bus's address, or `nil` for libdbus's own lookup (`DBUS_SESSION_BUS_ADDRESS`).
    public var address: String?
    /// How long to wait for the server's reply.
    public var timeoutMilliseconds: Int32 = 10_000

    /// A notifier on the bus at `address`.
    public init(address: String?) {
        self.address = address
    }

    /// Shows a notification and returns the id the server gave it. An urgent one has the
    /// specification's `critical` urgency (2), which servers keep on screen until dismissed; others
    /// `normal` (1). A link is written as the body's last line, since a one-shot process cannot wait
    /// for an action to be invoked.
    @discardableResult
    public func notify(title: String, body: String, link: String?, isUrgent: Bool) throws(DeliveryError) -> UInt32 {
        let bus = try SessionBus(address: address)
        guard let message = dbus_message_new_method_call(Self.service, Self.path, Self.service, "Notify") else {
            throw .desktop("out of memory")
        }
        defer { dbus_message_unref(message) }
        var writer = DBusMessageWriter(message: message)
        writer.append(Self.appName)
        writer.append(UInt32(0))
        writer.append(isUrgent ? Self.urgentIcon : Self.icon)
        writer.append(title)
        writer.append(link.map { body + "\n" + $0 } ?? body)
        writer.container(DBusMessageWriter.TypeCode.array, signature: "s") { _ in }
        writer.dictionary([(key: "urgency", value: .byte(isUrgent ? 2 : 1)), (key: "category", value: .string("x-glovebox.reminder"))])
        // -1: the server's own expiry (critical notifications are not expired by the server).
        writer.append(Int32(-1))
        guard !writer.failed else { throw .desktop("out of memory") }
        let reply = try bus.call(message, timeoutMilliseconds: timeoutMilliseconds)
        defer { dbus_message_unref(reply) }
        var iterator = DBusMessageIter()
        guard dbus_message_iter_init(reply, &iterator) != 0,
              dbus_message_iter_get_arg_type(&iterator) == DBusMessageWriter.TypeCode.uint32
        else { throw .desktop("the notification server's reply is not a notification id") }
        var id: UInt32 = 0
        dbus_message_iter_get_basic(&iterator, &id)
        return id
    }
}

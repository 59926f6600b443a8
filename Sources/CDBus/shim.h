// libdbus from Debian's libdbus-1-dev, the freedesktop reference implementation of D-Bus: the
// desktop notifications' transport (org.freedesktop.Notifications on the session bus).
#include <dbus/dbus.h>

// The PostgreSQL client library from Debian's libpq-dev, exposed to Swift as the CLibPQ module.
// Its headers live in /usr/include/postgresql, which pkg-config (libpq.pc) adds to the search path.
#include <libpq-fe.h>

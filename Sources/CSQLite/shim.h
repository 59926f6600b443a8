// The SQLite C API from Debian's libsqlite3-dev, exposed to Swift as the CSQLite module.
#include <sqlite3.h>

// sqlite3_config is variadic, which Swift cannot call: one wrapper per option the package sets.
// The statement-journal spill threshold: a statement's journal is kept in memory up to this many
// bytes (then written to a temporary file); -1 keeps it in memory. Only before SQLite is initialised.
static inline int glovebox_sqlite3_config_statement_journal_spill(int bytes) {
    return sqlite3_config(SQLITE_CONFIG_STMTJRNL_SPILL, bytes);
}

// Whether SQLite counts the memory it allocates (sqlite3_memory_used and its high-water mark): on,
// every allocation takes a process-wide mutex to count. Only before SQLite is initialised.
static inline int glovebox_sqlite3_config_memory_status(int isOn) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, isOn);
}

// sqlite3_db_config is variadic too. Defensive mode (SQLITE_DBCONFIG_DEFENSIVE) forbids editing
// sqlite_schema even with writable_schema on; Apple's SQLite turns it on for every connection, so a
// migration that edits a table's text in place turns it off for its step and back after. `isOn` < 0
// only reads it; `wasOn` receives the setting after the call.
static inline int glovebox_sqlite3_db_config_defensive(sqlite3 *db, int isOn, int *wasOn) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, isOn, wasOn);
}

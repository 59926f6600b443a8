#!/usr/bin/env python3
"""Times, in the `sqlite3` shell, what an import's remembered rows cost its transaction
(BENCHMARKS.md, "The import on two threads, its remembered rows appended").

Usage: remembered-rows-experiment.py GARAGE IMPORTED [ROUNDS]

GARAGE is a logbook to import into (a copy of the bench's garage S); IMPORTED is a copy of the same
garage after `glovebox import lubelogger .build/bench/lubelogger-100000-v1 --vehicle Imported`. The
script makes the two tables of remembered rows itself, as each way needs them, whatever the
logbooks' step. Each round writes the import's vehicle, expenses and outbox rows into a fresh copy
of GARAGE in one transaction, in batches of 2,048 as the import does, four ways:

- none: without the remembered rows (the floor);
- interleaved: with them, each batch in key order, into the `WITHOUT ROWID` tables (before step 24);
- appended: the same, into tables appended in the order written with unique indexes (step 24);
- sorted: all of them at the end, sorted by key, into the `WITHOUT ROWID` tables.

Prints each way's transaction times, best first. The remembered rows are drawn in random order, as
their prints are random.
"""
import os
import shutil
import subprocess
import sys
import tempfile

BATCH = 2048

KEYED_TABLES = """
DROP TABLE imported_source;
CREATE TABLE imported_source (
    vehicle_id TEXT NOT NULL REFERENCES vehicle (id) ON DELETE CASCADE,
    source_print INTEGER NOT NULL, occurrence INTEGER NOT NULL CHECK (occurrence > 0),
    meaning_print INTEGER NOT NULL, meaning TEXT NOT NULL, record_id TEXT NOT NULL, journal_seq INTEGER NOT NULL,
    PRIMARY KEY (vehicle_id, source_print, occurrence)) WITHOUT ROWID;
DROP TABLE imported_row;
CREATE TABLE imported_row (
    vehicle_id TEXT NOT NULL REFERENCES vehicle (id) ON DELETE CASCADE,
    fingerprint INTEGER NOT NULL, occurrence INTEGER NOT NULL CHECK (occurrence > 0),
    record_id TEXT NOT NULL, journal_seq INTEGER NOT NULL,
    PRIMARY KEY (vehicle_id, fingerprint, occurrence)) WITHOUT ROWID;
"""

APPENDED_TABLES = """
DROP TABLE imported_source;
CREATE TABLE imported_source (
    vehicle_id TEXT NOT NULL REFERENCES vehicle (id) ON DELETE CASCADE,
    source_print INTEGER NOT NULL, occurrence INTEGER NOT NULL CHECK (occurrence > 0),
    meaning_print INTEGER NOT NULL, meaning TEXT NOT NULL, record_id TEXT NOT NULL, journal_seq INTEGER NOT NULL);
CREATE UNIQUE INDEX imported_source_key ON imported_source (vehicle_id, source_print, occurrence);
DROP TABLE imported_row;
CREATE TABLE imported_row (
    vehicle_id TEXT NOT NULL REFERENCES vehicle (id) ON DELETE CASCADE,
    fingerprint INTEGER NOT NULL, occurrence INTEGER NOT NULL CHECK (occurrence > 0),
    record_id TEXT NOT NULL, journal_seq INTEGER NOT NULL);
CREATE UNIQUE INDEX imported_row_key ON imported_row (vehicle_id, fingerprint, occurrence);
"""

EXPENSE = ("id, vehicle_id, day, amount, currency, category, note, odometer, odometer_is_correction, fuel_quantity, "
           "user_rate, user_rate_quote, service_id, hlc, fuel_unit, fuel_is_full, fuel_missed_previous, field_stamps, "
           "fuel_energy, fuel_cost_unknown")
OUTBOX = "seq, account, record_kind, record_id, vehicle_id, operation, hlc, device_id, bases"
ROW = "vehicle_id, fingerprint, occurrence, record_id, journal_seq"
SOURCE = "vehicle_id, source_print, occurrence, meaning_print, meaning, record_id, journal_seq"


def script(way, imported, first_outbox, rows):
    lines = [
        "PRAGMA journal_mode = WAL; PRAGMA cache_size = -16384; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;",
        f"ATTACH '{imported}' AS s;",
        f"CREATE TEMP TABLE e AS SELECT row_number() OVER (ORDER BY rowid) n, * FROM s.expense WHERE vehicle_id = 'imported';",
        f"CREATE TEMP TABLE o AS SELECT row_number() OVER (ORDER BY seq) n, * FROM s.outbox WHERE seq >= {first_outbox};",
        "CREATE TEMP TABLE ir AS SELECT row_number() OVER (ORDER BY random()) n, * FROM s.imported_row;",
        "CREATE TEMP TABLE isrc AS SELECT row_number() OVER (ORDER BY random()) n, * FROM s.imported_source;",
        "CREATE INDEX temp.e_n ON e (n); CREATE INDEX temp.o_n ON o (n); CREATE INDEX temp.ir_n ON ir (n); CREATE INDEX temp.isrc_n ON isrc (n);",
    ]
    lines.append(APPENDED_TABLES if way == "appended" else KEYED_TABLES)
    lines += [
        "SELECT 'start', julianday('now') * 86400;",
        "BEGIN;",
        "INSERT INTO vehicle SELECT * FROM s.vehicle WHERE id = 'imported';",
        "INSERT INTO spend_month_deferral VALUES (1);",
    ]
    for start in range(0, rows, BATCH):
        within = f"n > {start} AND n <= {start + BATCH}"
        lines.append(f"INSERT INTO expense ({EXPENSE}) SELECT {EXPENSE} FROM temp.e WHERE {within};")
        lines.append(f"INSERT INTO outbox ({OUTBOX}) SELECT {OUTBOX} FROM temp.o WHERE {within};")
        if way in ("interleaved", "appended"):
            lines.append(f"INSERT INTO imported_row ({ROW}) SELECT {ROW} FROM temp.ir WHERE {within} ORDER BY fingerprint;")
            lines.append(f"INSERT INTO imported_source ({SOURCE}) SELECT {SOURCE} FROM temp.isrc WHERE {within} ORDER BY source_print;")
    if way == "sorted":
        lines.append(f"INSERT INTO imported_row ({ROW}) SELECT {ROW} FROM temp.ir ORDER BY vehicle_id, fingerprint, occurrence;")
        lines.append(f"INSERT INTO imported_source ({SOURCE}) SELECT {SOURCE} FROM temp.isrc ORDER BY vehicle_id, source_print, occurrence;")
    lines += ["DELETE FROM spend_month_deferral;", "COMMIT;", "SELECT 'end', julianday('now') * 86400;"]
    return "\n".join(lines) + "\n"


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    garage, imported = sys.argv[1], sys.argv[2]
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    first_outbox = 1 + int(subprocess.run(
        ["sqlite3", garage, "SELECT coalesce(max(seq), 0) FROM outbox"], capture_output=True, text=True, check=True).stdout)
    # The most rows of one kind the import wrote: the batches' walk goes as far.
    rows = int(subprocess.run(
        ["sqlite3", imported,
         f"SELECT max((SELECT count(*) FROM expense WHERE vehicle_id = 'imported'), (SELECT count(*) FROM outbox WHERE seq >= {first_outbox}),"
         " (SELECT count(*) FROM imported_row), (SELECT count(*) FROM imported_source))"],
        capture_output=True, text=True, check=True).stdout)
    times = {}
    with tempfile.TemporaryDirectory() as directory:
        for _ in range(rounds):
            for way in ("none", "interleaved", "appended", "sorted"):
                copy = f"{directory}/logbook.sqlite"
                for leftover in (copy + "-wal", copy + "-shm"):
                    if os.path.exists(leftover):
                        os.remove(leftover)
                shutil.copyfile(garage, copy)
                output = subprocess.run(
                    ["sqlite3", copy], input=script(way, imported, first_outbox, rows), capture_output=True, text=True,
                    check=True).stdout
                marks = dict(line.split("|") for line in output.splitlines() if line.startswith(("start|", "end|")))
                times.setdefault(way, []).append(float(marks["end"]) - float(marks["start"]))
    for way, seconds in times.items():
        print(way, " ".join(f"{value:.2f}" for value in sorted(seconds)))


if __name__ == "__main__":
    main()

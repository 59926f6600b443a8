#!/usr/bin/env python3
"""Writes the invalid snapshot fixtures, each one mutation of a valid fixture.

Run from this directory after the valid fixtures change: `python3 make-invalid.py`.
`invalid/manifest.json` records, for each file, whether the JSON Schema must reject it or only
the Swift invariants can (uniqueness, references between sections, comparing two dates).
"""
import copy
import json
import pathlib

here = pathlib.Path(__file__).parent
base = json.loads((here / "valid/en-unlocked.json").read_text())
locked = json.loads((here / "valid/pt-PT-locked.json").read_text())
out = here / "invalid"
out.mkdir(exist_ok=True)
manifest = {}


def write(name, doc, schema_rejects, why):
    (out / name).write_text(json.dumps(doc, indent=2, sort_keys=True, ensure_ascii=False) + "\n")
    manifest[name] = {"schemaRejects": schema_rejects, "why": why}


def mutate(source, change):
    doc = copy.deepcopy(source)
    change(doc)
    return doc


write("unknown-version.json", mutate(base, lambda d: d.update(version=3)), True, "version 3 is not v2")
write("old-version.json", mutate(base, lambda d: d.update(version=1)), True,
      "version 1 is refused too: a reader knows only the version it speaks")
write("missing-field.json", mutate(base, lambda d: d.pop("dayPhrases")), True, "dayPhrases is required")
write("missing-nullable-field.json", mutate(base, lambda d: d["vehicles"][0].pop("odometer")), True,
      "odometer may be null but must be present")
write("wrong-type.json", mutate(base, lambda d: d["vehicles"][0].update(odometer="84210")), True,
      "odometer is an integer, not a string")
write("ratio-1.5.json", mutate(base, lambda d: d["spend"][0]["buckets"][2].update(ratio=1.5)), True,
      "ratios lie within 0...1")
write("phrases-180.json", mutate(base, lambda d: d["dayPhrases"]["phrases"].pop()), True,
      "exactly 181 phrases")
write("other-scheme.json", mutate(base, lambda d: d["vehicles"][0].update(url="https://example.com/clio")), True,
      "links use the glovebox scheme")
write("locked-with-odometer.json",
      mutate(locked, lambda d: d["vehicles"][0].update(
          odometerStatus="recorded", odometer=84210, odometerLabel="84 210 km", readingDate="2026-11-10",
          readingLabel="Lido a 10/11/2026", staleFrom="2027-02-09", staleReadingLabel="Sem leitura desde 10/11/2026")),
      True, "a locked snapshot carries no odometer")
write("locked-with-economy.json",
      mutate(locked, lambda d: d["vehicles"][0].update(
          lastEconomy={"label": "5,5 l/100 km", "title": "Último abastecimento"})),
      True, "a locked snapshot carries no economy: it is a distance over a quantity")
write("economy-without-title.json", mutate(base, lambda d: d["vehicles"][1]["lastEconomy"].pop("title")), True,
      "an economy has both its figure and its title")
write("no-reading-with-value.json", mutate(base, lambda d: d["vehicles"][0].update(odometerStatus="noReading")), True,
      "a vehicle without a reading carries no odometer value")
write("hidden-unlocked.json",
      mutate(base, lambda d: d["vehicles"][0].update(
          odometerStatus="hidden", odometer=None, odometerLabel=None, readingDate=None, readingLabel=None,
          staleFrom=None, staleReadingLabel=None)), True,
      "hidden means locked: unlocked, the placeholder would claim a lock that is off")
write("duplicate-rank.json", mutate(base, lambda d: d["maintenance"][0].update(rank=d["deadlines"][0]["rank"])), False,
      "ranks are unique across deadlines and maintenance (uniqueness across objects of two lists)")
write("stale-before-reading.json",
      mutate(base, lambda d: d["vehicles"][0].update(staleFrom=d["vehicles"][0]["readingDate"])), False,
      "readingDate < staleFrom (a comparison of two fields)")
write("bad-calendar-day.json", mutate(base, lambda d: d["deadlines"][0].update(dueDate="2026-02-30")), True,
      "2026-02-30 is no day (the calendarDay pattern knows month lengths and leap years)")
write("dangling-vehicle-id.json", mutate(base, lambda d: d["vehicles"].pop(1)), False,
      "a vehicleId must name a vehicle of the snapshot (a reference between sections)")
write("duplicate-id.json", mutate(base, lambda d: d["deadlines"][1].update(id="clio-insurance")), False,
      "ids are unique (uniqueness of one field across objects)")
write("warning-after-due.json", mutate(base, lambda d: d["deadlines"][0].update(warningFrom="2026-12-11")), False,
      "warningFrom <= dueDate (a comparison of two fields)")
write("instant-hour-25.json", mutate(base, lambda d: d.update(generatedAt="2026-11-29T25:00:00Z")), True,
      "hour 25 does not exist (Foundation's ISO 8601 reading made it 01:00 the next day)")
write("instant-february-30.json", mutate(base, lambda d: d.update(generatedAt="2026-02-30T10:00:00Z")), True,
      "2026-02-30 does not exist (Foundation's ISO 8601 reading made it 2 March)")
write("instant-with-offset.json", mutate(base, lambda d: d.update(generatedAt="2026-11-29T20:20:00+01:00")), True,
      "instants are written in UTC with Z, whole seconds; nothing else is read")
write("instant-with-fraction.json", mutate(base, lambda d: d.update(generatedAt="2026-11-29T19:20:00.500Z")), True,
      "instants are whole seconds")
write("time-zone-empty.json", mutate(base, lambda d: d.update(timeZone="")), True,
      "an empty timeZone names no zone")
write("time-zone-unknown.json", mutate(base, lambda d: d.update(timeZone="Mars/Olympus_Mons")), False,
      "the shape of a zone name, but no zone of the tz database (a pattern cannot list the database)")
write("locale-not-a-tag.json", mutate(base, lambda d: d.update(locale="english please")), True,
      "locale is a BCP 47 tag")
write("two-current-months.json", mutate(base, lambda d: d["spend"][0]["buckets"][0].update(isCurrent=True)), True,
      "at most one bucket is the current month (maxContains)")
write("empty-id.json", mutate(base, lambda d: d["deadlines"][0].update(id="")), True,
      "ids are never empty")

write("negative-generation.json", mutate(base, lambda d: d.update(generation=-1)), True,
      "a logbook generation counts commits from 0")


def write_text(name, text, schema_rejects, why, encoding="utf-8"):
    (out / name).write_bytes(text.encode(encoding))
    manifest[name] = {"schemaRejects": schema_rejects, "why": why}


text = (here / "valid/en-unlocked.json").read_text()
locked_line = '"locked" : false'
assert locked_line in text
(out / "truncated.json").write_text(text[: len(text) // 2])
manifest["truncated.json"] = {"schemaRejects": True, "why": "a file cut in half is not JSON"}
write_text("utf16.json", text, True, "snapshots are UTF-8; this is UTF-16 with a byte-order mark", "utf-16")
write_text("utf16-no-bom.json", text, True, "snapshots are UTF-8; this is UTF-16LE without a byte-order mark", "utf-16-le")
write_text("utf8-bom.json", "\ufeff" + text, True,
           "a UTF-8 byte-order mark: RFC 8259 forbids writing one, the app never does, Python refuses it")
write_text("trailing-comma.json", text.replace(locked_line, locked_line + ",", 1), True,
           "a trailing comma is not JSON (Foundation on Linux read it)")
write_text("duplicate-key.json", text.replace(locked_line, locked_line + ",\n    \"locked\" : true", 1), True,
           "two 'locked' members: Foundation kept the first (unlocked, odometer shown), Python keeps the last "
           "(locked, so the schema refuses the odometer); a schema sees parsed values and cannot refuse the "
           "duplicate itself")
write_text("duplicate-key-escaped.json", text.replace(locked_line, locked_line + ",\n    \"locke\\u0064\" : true", 1), True,
           "the same two 'locked' members, the second's name written with an escape")
zone_line = '"timeZone" : "Europe/London"'
assert zone_line in text
write_text("duplicate-time-zone.json", text.replace(zone_line, zone_line + ',\n  "timeZone" : "Pacific/Kiritimati"', 1), False,
           "two timeZone members, both valid: readers count days in different zones; JSON Schema cannot see duplicates")
name_line = '"name" : "Clio"'
assert name_line in text
write_text("lone-surrogate.json", text.replace(name_line, '"name" : "Clio \\ud800"', 1), False,
           "an unpaired surrogate escape is no character (I-JSON); Python reads it, a schema cannot see it")
write_text("nan.json", text.replace('"ratio" : 1', '"ratio" : NaN', 1), True,
           "NaN is not JSON (Python's json module reads it unless told not to)")
write_text("number-overflow.json", text.replace(locked_line, locked_line + ',\n    "extra" : 1e400', 1), False,
           "a number beyond a double's range (I-JSON); Python reads it as infinity in a member the schema leaves open")
write_text("deep-nesting.json", text.replace(locked_line, locked_line + ',\n    "extra" : ' + "[" * 100 + "]" * 100, 1), False,
           "nesting deeper than the reader's bound of 64 levels, in a member the schema leaves open")
(out / "manifest.json").write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n")

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


write("unknown-version.json", mutate(base, lambda d: d.update(version=2)), True, "version 2 is not v1")
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
      mutate(locked, lambda d: d["vehicles"][0].update(odometer=84210, odometerLabel="84 210 km")), True,
      "a locked snapshot carries no odometer")
write("bad-calendar-day.json", mutate(base, lambda d: d["deadlines"][0].update(dueDate="2026-02-30")), False,
      "2026-02-30 has the right shape but is no day; the schema checks the shape only")
write("dangling-vehicle-id.json", mutate(base, lambda d: d["vehicles"].pop(1)), False,
      "a vehicleId must name a vehicle of the snapshot (a reference between sections)")
write("duplicate-id.json", mutate(base, lambda d: d["deadlines"][1].update(id="clio-insurance")), False,
      "ids are unique (uniqueness of one field across objects)")
write("warning-after-due.json", mutate(base, lambda d: d["deadlines"][0].update(warningFrom="2026-12-11")), False,
      "warningFrom <= dueDate (a comparison of two fields)")
write("negative-generation.json", mutate(base, lambda d: d.update(generation=-1)), True,
      "a logbook generation counts commits from 0")
text = (here / "valid/en-unlocked.json").read_text()
(out / "truncated.json").write_text(text[: len(text) // 2])
manifest["truncated.json"] = {"schemaRejects": True, "why": "a file cut in half is not JSON"}
(out / "manifest.json").write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n")

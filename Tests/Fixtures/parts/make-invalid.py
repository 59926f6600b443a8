#!/usr/bin/env python3
"""Writes the invalid widget part fixtures, each one mutation of a valid (golden) part.

Run from this directory after the valid parts change: `python3 make-invalid.py`.
`invalid/manifest.json` records, for each file, whether the JSON Schema
(`Schemas/widget-part-v3.schema.json`) must reject it or only the Swift checks
(`WidgetPart.validate`) can.
"""
import copy
import json
import pathlib

here = pathlib.Path(__file__).parent
clio = json.loads((here / "valid/en-unlocked.widgets.part.deadlines.v.clio.json").read_text())
kind = json.loads((here / "valid/en-unlocked.widgets.part.deadlines.json").read_text())
spend = json.loads((here / "valid/en-unlocked.widgets.part.spend.v.clio.json").read_text())
vehicle = json.loads((here / "valid/en-unlocked.widgets.part.vehicle.v.clio.json").read_text())
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


write("unknown-version.json", mutate(clio, lambda d: d.update(version=4)), True,
      "version 4 is not a version this reader knows")
write("snapshot-version.json", mutate(clio, lambda d: d.update(version=2)), True,
      "version 2 is the whole snapshot's, not a part's")
write("missing-item-count.json", mutate(clio, lambda d: d["section"].pop("itemCount")), True,
      "a list's part says how many items the list has in all")
write("two-vehicles.json", mutate(kind, lambda d: d["section"]["vehicles"].append(
    {"id": "cherokee", "url": "glovebox://vehicle/cherokee"})), True,
      "a part lists one vehicle at most")
write("vehicle-id-with-slash.json", mutate(clio, lambda d: d.update(vehicleId="../clio")), True,
      "a vehicle id names a file: a-z, 0-9 and '-' only")
write("wrong-widget.json", mutate(clio, lambda d: d.update(widget="spend")), True,
      "a spend part's section has spend, not deadlines")
write("foreign-row.json", mutate(clio, lambda d: d["section"]["deadlines"][0].update(vehicleId="cherokee")), False,
      "a vehicle's part holds only that vehicle's rows")
write("other-vehicle-listed.json", mutate(clio, lambda d: d["section"]["vehicles"][0].update(id="cherokee")), False,
      "a vehicle's part lists that vehicle")
write("foreign-spend.json", mutate(spend, lambda d: d["section"]["spend"][0].update(vehicleId=None)), False,
      "a vehicle's spend part holds that vehicle's entry, not the garage's")
write("count-below-rows.json", mutate(clio, lambda d: d["section"].update(itemCount=0)), False,
      "itemCount counts at least the rows the part holds")
write("form-link.json", mutate(vehicle, lambda d: d["section"]["vehicles"][0].update(
    url="glovebox://new/expense?vehicle=clio")), False,
      "a widget's link opens a place, never a form")

(out / "manifest.json").write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n")

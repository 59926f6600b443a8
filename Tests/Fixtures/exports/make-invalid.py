#!/usr/bin/env python3
"""Writes the invalid export fixtures, each one fault in a copy of valid/small.json (or, for the
rows imports remember, of valid/imported.json).

Run from this directory after the valid fixtures change: `python3 make-invalid.py`.
`invalid/manifest.json` records, for each file, whether the JSON Schema must reject it or only the
Swift checks can (ids unique across the document, references, days that exist, ISO 4217 codes,
text rules), why, and how the restore refuses it: the place and the start of the reason.
"""
import copy
import json
import pathlib

here = pathlib.Path(__file__).parent
base = json.loads((here / "valid/small.json").read_text())
imported = json.loads((here / "valid/imported.json").read_text())
out = here / "invalid"
out.mkdir(exist_ok=True)
for old in out.glob("*.json"):
    old.unlink()
manifest = {}


def write(name, change, schema_rejects, why, refusal, raw=None, start=base):
    if raw is None:
        doc = copy.deepcopy(start)
        change(doc)
        raw = json.dumps(doc, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    (out / name).write_text(raw)
    manifest[name] = {"schemaRejects": schema_rejects, "why": why, "refusal": refusal}


def set_field(kind, index, field, value):
    return lambda d: d[kind][index].__setitem__(field, value)


write("unknown-version.json", lambda d: d.update(version=2), True, "only version 1 is read",
      "export version 2 is not supported")
write("wrong-kind.json", lambda d: d.update(kind="glovebox.widgets"), True, "a widgets snapshot is not an export",
      "not a Glovebox export")
write("not-json.json", None, True, "the bytes end in the middle of the document", "not a JSON document",
      raw=(here / "valid/small.json").read_text()[:200])
write("missing-section.json", lambda d: d.pop("expenses"), True, "every top-level field is required",
      "expenses: required field is missing")
write("missing-field.json", lambda d: d["vehicles"][0].pop("name"), True, "a vehicle's name is required",
      "vehicles[0].name: required field is missing")
write("wrong-type.json", set_field("odometerEntries", 0, "value", "84210"), True, "an odometer value is an integer",
      "odometerEntries[0].value: must be an integer")
write("amount-as-number.json", set_field("expenses", 0, "amount", 58.4), True,
      "money is exact decimal text, never a JSON number", "expenses[0].amount: must be a string")
write("bad-id.json", set_field("vehicles", 0, "id", "Clio"), True, "ids are lower-case a-z, 0-9 and -",
      "vehicles[0].id: id 'Clio' may only contain a-z, 0-9 and -")
write("reserved-vehicle-id.json", set_field("vehicles", 1, "id", "all"), True,
      "'all' names every vehicle in a spend link", "vehicles[1].id: 'all' is reserved")
write("negative-odometer.json", set_field("odometerEntries", 1, "value", -5), True, "odometer values are 0 or more",
      "odometerEntries[1].value: odometer '-5' is not a valid number")
write("zero-rate.json", set_field("exchangeRates", 0, "perEuro", "0"), True, "a rate is positive",
      "exchangeRates[0].perEuro: exchange rate '0' is not a positive number")
write("empty-postponement.json", set_field("maintenanceItems", 1, "postponement", {"dueDate": None, "dueOdometer": None}),
      True, "a postponement moves a due date or a due odometer",
      "maintenanceItems[1].postponement: holds no value; an object without one is null")
write("bad-preference.json", lambda d: d["preferences"].update(lock="maybe"), True, "the lock is on or off",
      "preferences.lock: lock 'maybe' must be on or off")
write("control-character.json", set_field("vehicles", 1, "name", "Jeep\u001b[31m"), False,
      "names hold no control or text-direction characters (TextRule)",
      "vehicles[1].name: vehicle name must not contain control or text-direction characters (found U+001B)")
write("duplicate-id.json", set_field("deadlines", 1, "id", "t-9"), False, "ids are unique across the whole document",
      "deadlines[1].id: id 't-9' is also the id of deadlines[0].id")
write("duplicate-vehicle-name.json", set_field("vehicles", 1, "name", "CLIO"), False,
      "vehicle names are unique, letter case ignored", "vehicles[1].name: vehicles[0] is also named 'CLIO'")
write("dangling-vehicle-id.json", set_field("expenses", 2, "vehicleId", "polo"), False,
      "a vehicleId names a vehicle of the export", "expenses[2].vehicleId: no vehicle 'polo' in the export")
write("service-of-another-vehicle.json", set_field("services", 0, "vehicleId", "jeep-cherokee"), False,
      "a service's item is an item of the service's vehicle",
      "services[0].itemId: no maintenance item 't-5' on 'Jeep Cherokee'")
write("second-cost.json", set_field("expenses", 0, "serviceId", "t-7"), False, "a service has at most one cost",
      "expenses[1].serviceId: service 't-7' already has its cost, expenses[0]")
write("bad-calendar-day.json", set_field("odometerEntries", 0, "date", "2026-02-30"), False,
      "2026-02-30 has the shape of a day but is none", "odometerEntries[0].date: no such day: '2026-02-30'")
write("too-many-decimals.json", set_field("expenses", 2, "amount", "12.001"), False,
      "USD has two decimals (the schema does not know each currency's)",
      "expenses[2].amount: amount '12.001' has more decimals than USD allows (2)")
write("unknown-currency.json", set_field("expenses", 0, "currency", "XYZ"), False,
      "currencies are ISO 4217 codes (the schema checks the shape only)",
      "expenses[0].currency: unknown currency 'XYZ'")
write("bad-fuel-unit.json",
      lambda d: d["expenses"][0]["fuelFill"].__setitem__("unit", "gal"), True,
      "a fuel record's unit is one of the four the logbook stores, spelled as it stores them",
      "expenses[0].fuelFill.unit: unknown volume unit 'gal'")
write("fuel-fill-without-quantity.json",
      set_field("expenses", 1, "fuelFill", {"isFull": True, "missedPrevious": False, "unit": "l"}), False,
      "a fuel unit and tank flags belong to a fuel quantity (the schema cannot tie two fields together)",
      "expenses[1].fuelFill.unit: volume unit needs fuel quantity")
write("duplicate-rate.json", set_field("exchangeRates", 2, "day", "2026-11-03"), False,
      "one rate per currency and day", "exchangeRates[2]: a rate for USD on 2026-11-03 is also at exchangeRates[1]")

write("fingerprint-as-number.json", set_field("importedRows", 0, "fingerprint", 1234567890123456789), True,
      "a fingerprint is 64-bit decimal text: as a JSON number many readers would round it",
      "importedRows[0].fingerprint: must be a string", start=imported)
write("bad-fingerprint.json", set_field("importedRows", 0, "fingerprint", "0x1f"), True,
      "a fingerprint is decimal text", "importedRows[0].fingerprint: '0x1f' is not a fingerprint", start=imported)
write("fingerprint-out-of-range.json", set_field("importedRows", 0, "fingerprint", "9223372036854775808"), False,
      "a fingerprint fits 64 bits (the schema checks the digits only)",
      "importedRows[0].fingerprint: '9223372036854775808' is not a fingerprint", start=imported)
write("zero-occurrence.json", set_field("importedRows", 1, "occurrence", 0), True,
      "occurrences count from 1", "importedRows[1].occurrence: occurrence 0 is not 1 or more", start=imported)
write("imported-row-of-no-vehicle.json", set_field("importedRows", 0, "vehicleId", "polo"), False,
      "an imported row's vehicleId names a vehicle of the export",
      "importedRows[0].vehicleId: no vehicle 'polo' in the export", start=imported)
write("duplicate-imported-row.json",
      lambda d: d["importedRows"].__setitem__(1, dict(d["importedRows"][0], recordId="t-99")), False,
      "a vehicle remembers each row of an imported file once",
      "importedRows[1]: the same row of an import of 'jeep-cherokee' as importedRows[0]", start=imported)
write("missing-imported-rows.json", lambda d: d.pop("importedRows"), True, "every top-level field is required",
      "importedRows: required field is missing")

small_text = (here / "valid/small.json").read_text()
clio_line = '"name": "Clio", "role": "owner"'
assert small_text.count(clio_line) == 1
write("duplicate-key.json", None, False,
      "two 'role' members in one vehicle: a reader that keeps the first and one that keeps the last would "
      "restore different roles (a schema sees parsed values and cannot refuse the duplicate)",
      "vehicles[0].role: appears more than once in the object",
      raw=small_text.replace(clio_line, clio_line + ', "role": "viewer"', 1))

(out / "manifest.json").write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n")
print(f"wrote {len(manifest)} invalid fixtures")

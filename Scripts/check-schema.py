#!/usr/bin/env python3
"""Checks each JSON Schema against its golden fixtures: the widgets snapshot
(`Schemas/widgets-snapshot-v2.schema.json`, `Tests/Fixtures/snapshots`), the widget parts
(`Schemas/widget-part-v3.schema.json`, `Tests/Fixtures/parts`) and the export document
(`Schemas/export-v1.schema.json`, `Tests/Fixtures/exports`).

Every valid fixture must validate. Every invalid fixture whose manifest entry says
`schemaRejects: true` must be rejected (a file that is not JSON counts as rejected); the
others break rules only the Swift checks can, and are listed as such. An invalid fixture
missing from the manifest is a failure; bytes that are not UTF-8 count as rejected, like
bytes that are not JSON (NaN and Infinity, which Python's json module reads unless told not to,
are not JSON). Duplicate member names are JSON to Python (the last one counts) and invisible to a
schema: the fixtures that have them say which side refuses them.
Exits non-zero on any disagreement.
"""
import json
import pathlib
import sys

from jsonschema import Draft202012Validator

root = pathlib.Path(__file__).resolve().parent.parent
failures = []


def refuse_constant(name):
    raise ValueError(f"{name} is not JSON")


def load(path):
    """The JSON document at `path`, read as UTF-8; NaN and Infinity raise ValueError."""
    return json.loads(path.read_text(encoding="utf-8"), parse_constant=refuse_constant)


def check(schema_file, fixtures):
    """Checks one schema against `fixtures/valid` and `fixtures/invalid`; returns the Swift-only names."""
    schema = json.loads((root / schema_file).read_text())
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)
    label = fixtures.name

    for path in sorted((fixtures / "valid").glob("*.json")):
        try:
            errors = list(validator.iter_errors(load(path)))
        except ValueError as error:
            failures.append(f"{label}/{path.name}: valid fixture is not UTF-8 JSON: {error}")
            continue
        if errors:
            failures.append(f"{label}/{path.name}: valid fixture rejected: {errors[0].message}")
        else:
            print(f"valid    {label}/{path.name}: accepted")

    manifest = json.loads((fixtures / "invalid/manifest.json").read_text())
    for path in sorted((fixtures / "invalid").glob("*.json")):
        if path.name != "manifest.json" and path.name not in manifest:
            failures.append(f"{label}/{path.name}: invalid fixture missing from invalid/manifest.json")
    swift_only = []
    for name, entry in sorted(manifest.items()):
        try:
            doc = load(fixtures / "invalid" / name)
            errors = list(validator.iter_errors(doc))
            reason = errors[0].message if errors else None
        except json.JSONDecodeError as error:
            reason = f"not JSON ({error.msg})"
        except UnicodeDecodeError as error:
            reason = f"not UTF-8 ({error.reason} at byte {error.start})"
        except ValueError as error:
            reason = f"not JSON ({error})"
        if entry["schemaRejects"]:
            if reason is None:
                failures.append(f"{label}/{name}: the schema accepts it ({entry['why']})")
            else:
                print(f"invalid  {label}/{name}: rejected: {reason[:90]}")
        else:
            swift_only.append(f"{label}/{name}")
            if reason is not None:
                failures.append(f"{label}/{name}: listed as Swift-only but the schema rejects it: {reason}")
            print(f"invalid  {label}/{name}: only the Swift checks reject it: {entry['why']}")
    return swift_only


swift_only = check("Schemas/widgets-snapshot-v2.schema.json", root / "Tests/Fixtures/snapshots")
swift_only += check("Schemas/widget-part-v3.schema.json", root / "Tests/Fixtures/parts")
swift_only += check("Schemas/export-v1.schema.json", root / "Tests/Fixtures/exports")

for failure in failures:
    print("FAIL", failure, file=sys.stderr)
print(f"schema check: {len(failures)} failed; Swift-only invalid fixtures: {', '.join(swift_only)}")
sys.exit(1 if failures else 0)

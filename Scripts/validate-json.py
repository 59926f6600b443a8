#!/usr/bin/env python3
"""Validates JSON documents against one JSON Schema (Draft 2020-12, with the format checker).

    python3 Scripts/validate-json.py SCHEMA FILE...

Prints one JSON object: each file's path with the list of what is wrong with it (the place in the
document, then the message), empty for a valid file. Exits 0 when every file is valid, 1 otherwise,
2 when jsonschema is missing. The golden-file tests run it as an oracle that shares no code with
Glovebox; `Scripts/check-schema.py` checks every fixture, valid and invalid, in CI.
"""
import json
import pathlib
import sys

try:
    from jsonschema import Draft202012Validator
except ImportError:
    sys.exit("validate-json.py: jsonschema (Draft 2020-12) is missing: apt-get install python3-jsonschema")


def refuse_constant(name):
    raise ValueError(f"{name} is not JSON")


schema = json.loads(pathlib.Path(sys.argv[1]).read_text(encoding="utf-8"))
Draft202012Validator.check_schema(schema)
validator = Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)
problems = {}
for name in sys.argv[2:]:
    try:
        document = json.loads(pathlib.Path(name).read_text(encoding="utf-8"), parse_constant=refuse_constant)
    except (ValueError, UnicodeDecodeError) as error:
        problems[name] = [f"not UTF-8 JSON: {error}"]
        continue
    problems[name] = [
        "/".join(str(part) for part in error.absolute_path) + ": " + error.message
        for error in sorted(validator.iter_errors(document), key=lambda error: list(map(str, error.absolute_path)))
    ]
print(json.dumps(problems, ensure_ascii=False, indent=1, sort_keys=True))
sys.exit(1 if any(problems.values()) else 0)

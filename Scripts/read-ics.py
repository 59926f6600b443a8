#!/usr/bin/env python3
"""Reads an iCalendar file (RFC 5545) with Python's icalendar package and prints what it says.

    python3 Scripts/read-ics.py FILE

Prints one JSON object: "problems", what is wrong with the file's text form (a line not ended by
CRLF, a physical line over 75 octets, a line that is not whole UTF-8 characters, a missing VERSION
or PRODID), and "events", each VEVENT as the parser read it: its UID, DTSTART and DTEND (dates),
whether DTSTART is a DATE, DTSTAMP, SUMMARY, DESCRIPTION, CATEGORIES, URL, STATUS, the LANGUAGE of
its SUMMARY, and its alarms, each with its action and the local day and hour it goes off (the
start of the day plus the TRIGGER). The calendar tests compare that with the logbook: a parser that
shares no code with Glovebox. Exits 1, saying how to install it, when icalendar is missing.
"""
import datetime
import json
import sys

try:
    import icalendar
except ImportError:
    sys.exit(
        "read-ics.py: Python's icalendar package is missing: install it with "
        "'apt-get install python3-icalendar' (Debian) or 'python3 -m pip install icalendar' "
        "('bash .ci/run' installs it)")


def text_problems(raw):
    problems = []
    if not raw.endswith(b"\r\n"):
        problems.append("the file does not end with CRLF")
    body = raw[:-2] if raw.endswith(b"\r\n") else raw
    for number, line in enumerate(body.split(b"\r\n"), start=1):
        if b"\n" in line or b"\r" in line:
            problems.append(f"line {number}: a line break that is not CRLF")
        if len(line) > 75:
            problems.append(f"line {number}: {len(line)} octets, more than 75")
        try:
            line.decode("utf-8")
        except UnicodeDecodeError:
            problems.append(f"line {number}: not whole UTF-8 characters (a fold split one)")
    return problems


def text(component, name):
    value = component.get(name)
    if value is None:
        return None
    if isinstance(value, list):
        value = value[0]
    if hasattr(value, "cats"):
        return ",".join(str(category) for category in value.cats)
    if hasattr(value, "to_ical") and not isinstance(value, str):
        decoded = value.to_ical()
        return decoded.decode("utf-8") if isinstance(decoded, bytes) else str(decoded)
    return str(value)


def main():
    raw = open(sys.argv[1], "rb").read()
    problems = text_problems(raw)
    calendar = icalendar.Calendar.from_ical(raw)
    for required in ("VERSION", "PRODID"):
        if calendar.get(required) is None:
            problems.append(f"no {required}")
    if str(calendar.get("VERSION")) != "2.0":
        problems.append(f"VERSION is {calendar.get('VERSION')}, not 2.0")
    events = []
    for event in calendar.walk("VEVENT"):
        start = event.decoded("DTSTART")
        end = event.decoded("DTEND") if event.get("DTEND") is not None else None
        is_date = not isinstance(start, datetime.datetime)
        alarms = []
        for alarm in event.walk("VALARM"):
            trigger = alarm.decoded("TRIGGER")
            if isinstance(trigger, datetime.timedelta):
                moment = datetime.datetime.combine(start, datetime.time()) + trigger
            else:
                moment = trigger
            alarms.append({
                "action": str(alarm.get("ACTION")),
                "day": moment.date().isoformat(),
                "hour": moment.hour,
                "description": text(alarm, "DESCRIPTION"),
            })
        summary = event.get("SUMMARY")
        events.append({
            "uid": str(event.get("UID")),
            "start": start.isoformat(),
            "end": end.isoformat() if end is not None else None,
            "startIsDate": is_date,
            "stamp": event.decoded("DTSTAMP").strftime("%Y%m%dT%H%M%SZ"),
            "summary": str(summary),
            "language": summary.params.get("LANGUAGE") if summary is not None else None,
            "description": text(event, "DESCRIPTION"),
            "categories": text(event, "CATEGORIES"),
            "url": text(event, "URL"),
            "status": text(event, "STATUS"),
            "alarms": alarms,
        })
    json.dump({"problems": problems, "events": events}, sys.stdout, ensure_ascii=False, sort_keys=True)


main()

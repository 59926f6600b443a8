# Reads a PNG with Python's standard library alone (zlib, struct: no code shared with Glovebox or
# Chromium) and prints, as JSON, its size, how many pixels differ from the background (the top-left
# pixel) and, for each colour asked for (#RRGGBB arguments after the file), how many pixels lie within
# a small distance of it and the first and last row where they do (every second row and column counted).
#
# The report's tests use it on Chromium's screenshot of the page: a chart that did not render leaves
# no pixel of its colours, and the rows say whether the charts come in the page's order.
import json, struct, sys, zlib

def decode(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(path + ": not a PNG file")
    position, chunks, header = 8, [], None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        position += 12 + length
    width, height, depth, colour, _, _, interlace = header
    channels = {2: 3, 6: 4}.get(colour)
    if depth != 8 or channels is None or interlace != 0:
        raise SystemExit("only 8-bit RGB or RGBA, not interlaced (found depth %d, colour type %d)" % (depth, colour))
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    rows, previous, offset = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[offset], bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1: line[i] = (line[i] + left) & 255
            elif kind == 2: line[i] = (line[i] + up) & 255
            elif kind == 3: line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                estimate = left + up - corner
                pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(line)
        previous = line
    return width, height, channels, rows

def main():
    path, wanted = sys.argv[1], sys.argv[2:]
    width, height, channels, rows = decode(path)
    targets = [tuple(int(text[i:i + 2], 16) for i in (1, 3, 5)) for text in wanted]
    found = {text: {"count": 0, "firstRow": None, "lastRow": None} for text in wanted}
    background = tuple(rows[0][0:3])
    different = 0
    # Every second row and column: a chart's bars, lines and dots are wider than two pixels, and the
    # count stays a quarter of the pixels of each colour.
    for y in range(0, height, 2):
        line = rows[y]
        for x in range(0, width * channels, 2 * channels):
            pixel = (line[x], line[x + 1], line[x + 2])
            if pixel != background:
                different += 1
            for text, target in zip(wanted, targets):
                if sum(abs(a - b) for a, b in zip(pixel, target)) <= 24:
                    entry = found[text]
                    entry["count"] += 1
                    if entry["firstRow"] is None: entry["firstRow"] = y
                    entry["lastRow"] = y
    print(json.dumps({"width": width, "height": height, "background": "#%02X%02X%02X" % background,
                      "nonBackground": different, "colors": found}))

main()

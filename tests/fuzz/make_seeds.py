#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpora (tests/fuzz/corpus/<target>/) from the test suites'
own inputs: the string literals of the suites that test each reader, plus a few samples.
Run from the repository root; the files are committed, so this runs only when seeds change."""
import hashlib
import json
import os
import re
import struct
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "tests", "fuzz", "corpus")

LITERAL = re.compile(
    r'R"(?P<tag>[^(\s]*)\((?P<raw>.*?)\)(?P=tag)"'
    r'|(?P<parts>"(?:[^"\\\n]|\\.)*"(?:\s*"(?:[^"\\\n]|\\.)*")*)',
    re.S,
)
PIECE = re.compile(r'"((?:[^"\\\n]|\\.)*)"')


def unescape(body):
    out = bytearray()
    i = 0
    while i < len(body):
        c = body[i]
        if c != "\\":
            out += c.encode("utf-8")
            i += 1
            continue
        n = body[i + 1]
        simple = {"n": 10, "t": 9, "r": 13, "0": 0, "\\": 92, '"': 34, "'": 39, "a": 7,
                  "b": 8, "f": 12, "v": 11, "?": 63}
        if n == "x":
            m = re.match(r"[0-9a-fA-F]{1,2}", body[i + 2:])
            out.append(int(m.group(0), 16))
            i += 2 + len(m.group(0))
        elif n in "01234567" and re.match(r"[0-7]{1,3}", body[i + 1:]):
            m = re.match(r"[0-7]{1,3}", body[i + 1:])
            out.append(int(m.group(0), 8) & 0xFF)
            i += 1 + len(m.group(0))
        elif n == "u":
            out += chr(int(body[i + 2:i + 6], 16)).encode("utf-8")
            i += 6
        else:
            out.append(simple.get(n, ord(n)))
            i += 2
    return bytes(out)


def literals(path, minimum=3):
    text = open(os.path.join(ROOT, path), encoding="utf-8").read()
    text = re.sub(r"^\s*//.*$", "", text, flags=re.M)
    found = []
    for m in LITERAL.finditer(text):
        if m.group("raw") is not None:
            value = m.group("raw").encode("utf-8")
        else:
            value = b"".join(unescape(p) for p in PIECE.findall(m.group("parts")))
        if len(value) >= minimum and value not in found and not value.startswith(b"#include"):
            found.append(value)
    return found


def write(target, seeds, limit=60):
    folder = os.path.join(OUT, target)
    os.makedirs(folder, exist_ok=True)
    for old in os.listdir(folder):
        os.remove(os.path.join(folder, old))
    seen = set()
    for seed in seeds:
        if seed in seen or len(seed) > 16384:
            continue
        seen.add(seed)
        name = hashlib.sha1(seed).hexdigest()[:16]
        with open(os.path.join(folder, name), "wb") as f:
            f.write(seed)
        if len(seen) >= limit:
            break


def spread(seeds, selectors, prefix=b""):
    """Each seed once, with the selector bytes cycling over the languages / formats."""
    return [bytes([selectors[i % len(selectors)]]) + prefix + s for i, s in enumerate(seeds)]


def qstring(s):
    if s is None:
        return struct.pack(">I", 0xFFFFFFFF)
    data = s.encode("utf-16-be")
    return struct.pack(">I", len(data)) + data


def session(source_name, source_url, tabs, current=0, zoom=0):
    out = struct.pack(">I", 0x4E4C5232) + qstring(source_name) + qstring(source_url)
    out += struct.pack(">iii", current, zoom, len(tabs))
    for path, text, modified, cursor, variables in tabs:
        out += qstring(path) + qstring(text) + bytes([modified]) + struct.pack(">q", cursor)
        values = json.dumps(dict(variables), separators=(",", ":")).encode()
        out += struct.pack(">I", len(values)) + values  # the variables as JSON in a QByteArray
    return out


def main():
    sql = (literals("tests/unit/sql/tst_readonlyclassifier.cpp")
           + literals("tests/readonly/tst_writebattery.cpp")
           + literals("tests/unit/tst_sqltext.cpp"))
    sql = [s for s in sql if re.search(rb"[A-Za-z]{3}", s)]
    templates = [s for s in literals("tests/unit/sql/tst_templatecompiler.cpp")
                 if b"{{" in s or b"[[" in s]
    formatting = [s for s in literals("tests/unit/sql/tst_sqlformatter.cpp")
                  if re.search(rb"[A-Za-z]{3}", s)]
    replies = literals("tests/ai/tst_aireplies.cpp", 8)
    streams = literals("tests/llm/tst_llmparsers.cpp", 8)
    urls = [s for s in literals("tests/unit/tst_sourceurl.cpp")
            + literals("tests/unit/source/tst_credentialurl.cpp") if b":" in s]
    plans = literals("tests/ai/tst_plantree.cpp", 40)

    write("language", spread(sql + templates, [0, 1, 2, 3, 4], b"\x05"))
    write("readonly_sqlite", [s for s in sql if s.lstrip()[:6].upper() in
                              (b"SELECT", b"WITH", b"VALUES", b"EXPLAI", b"PRAGMA")]
          + [b"SELECT * FROM t JOIN u ON u.y = t.a", b"SELECT count(*) FROM v",
             b"WITH r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT n FROM r LIMIT 5",
             b"PRAGMA table_info(t)", b"EXPLAIN QUERY PLAN SELECT * FROM u WHERE y = 1"])
    write("template", spread(templates, [0, 1, 2, 3, 4], b"\x5a" + b"O'Brien\x00"))
    write("template_values", spread(templates, [0, 1, 2, 3, 4], b"\x26" + b"x\x00"))
    write("format_tokens", spread(formatting + sql[:20], [0, 1, 2, 4], b"\x00"))
    write("reply", spread(replies, [0, 1, 2, 3, 4]))
    write("variables", [b"SELECT {{a}}, {{b}}\x00" + s for s in replies if s.lstrip().startswith(b"[")]
          + [b"SELECT * FROM t WHERE a = {{a}} AND d > {{since}}\x00"
             b'[{"name":"a","type":"number","default":"3"},'
             b'{"name":"since","type":"date","widget":"select","static_options":["2024-01-01"]},'
             b'{"name":"gone","type":"text"},{"name":"k","options_query":"SELECT 1"}]'])
    write("framing", [bytes([i % 2, 7]) + s for i, s in enumerate(streams)]
          + [b"\x00\x03event: a\r\ndata: 1\r\ndata: 2\r\n\r\n: c\rdata: x",
             b"\x01\x05{\"a\":1}\n\n{\"b\":2}\r\n{\"c\""])
    write("llmstream", [bytes([i % 4, 3]) + s for i, s in enumerate(streams)])
    write("plans", [bytes([sel]) + p for p in plans for sel in (0x00, 0x01, 0x02, 0x82)
                    if (sel == 0x01) == p.lstrip().startswith(b"[")
                    or (sel == 0x02 and p.lstrip().startswith(b"{"))
                    or (sel == 0x82 and b" | " in p)]
          + [b"\x83GET k", b"\x00"])
    write("sourceurl", [b"s3cr3t-pa55word\x00" + u for u in urls])
    conversation = (b'{"format":"nelumbo-conversation","version":1,"messages":['
                    b'{"role":"user","content":"top customers","timestamp":"2024-05-01T10:00:00Z"},'
                    b'{"role":"assistant","content":"Here","statement":"SELECT 1",'
                    b'"variables":[{"name":"n","type":"number"}],"cost":0.1},'
                    b'{"role":"error","content":"no such table: x","statement":"SELECT * FROM x"}],'
                    b'"source_context":{"tables_analyzed":["Customer"]},"generation_count":2,'
                    b'"started_at":"2024-05-01T10:00:00Z","last_activity":"2024-05-01T10:01:00.5+02:00",'
                    b'"extra":{"kept":true}}')
    write("conversation", [conversation, conversation.replace(b'"version":1', b'"version":2'),
                           b'{"format":"nelumbo-conversation","version":1}'])
    write("session", [
        session("Chinook", "", [("", "SELECT * FROM Track", 1, 7, [("limit", "10")]),
                                ("/tmp/q.sql", "", 0, 0, [])], current=1, zoom=2),
        session(None, "sqlite:///tmp/demo.sqlite", []),
        session("", "", [("", "SELECT {{a}}\n-- \u00e9\u4e2d", 1, 3, [("a", "x"), ("b", "")])]),
        session("", "", [("", "SELECT 1", 0, 0, [("ids", ["1", "2"])])]),
    ])
    write("savedquery", [
        bytes([0]) + b"sql:sqlite\x00SELECT * FROM t WHERE a = {{a}} [[AND b IN ({{b}})]]\x00"
        b'[{"name":"a","type":"number","default":"1"},{"name":"b","list":true}]\x00{"b":"x,y"}',
        bytes([1]) + b"sql\x00SELECT {{d}}::date\x00"
        b'[{"name":"d","type":"date","widget":"select","static_options":[["2024-01-01","New year"]]}]'
        b'\x00{"d":"2024-02-30"}',
        bytes([3]) + b"redis\x00GET {{key}}\x00[{\"name\":\"key\"}]\x00{}",
    ])


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Rewrites flat includes of ui/ headers to name their area folder.

ui/ is the only include root of the widgets, and its headers live in area folders
(ui/window/MainWindow.h, ui/editor/QueryEditor.h, ...). A file that still writes
`#include "MainWindow.h"` (for example from a branch made before the move) is rewritten to
`#include "window/MainWindow.h"`. Headers that left ui/ for the engine are rewritten to their
engine path ("ai/ChatSession.h").

Run from the repository root:  python3 tools/uilayout.py [--check]
Idempotent: a second run changes nothing. Engine includes ("core/Settings.h"), system
includes (<QWidget>), includes with a folder and headers next to the including file (a
test's own helper) are left alone. --check lists what would change and exits 1 if anything
would.
"""

import os
import re
import sys

# Scanned for includes to rewrite.
TOPS = ("ui", "app", "tests")
SOURCE_SUFFIXES = (".h", ".hpp", ".cpp", ".cc", ".cxx", ".mm")
SKIP_DIRS = {"build", ".git", "node_modules"}

# Headers that were in ui/ and now belong to the engine (engine/ is its own include root).
MOVED_TO_ENGINE = {
    "StatementDiff.h": "core/StatementDiff.h",
    "ChatSession.h": "ai/ChatSession.h",
    "DatabaseFileFilter.h": "adapter/DatabaseFileFilter.h",
}

INCLUDE = re.compile(r'^(\s*#\s*include\s+)"([^"/]+)"', re.MULTILINE)


def source_files(top):
    for root, dirs, files in os.walk(top):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.startswith("."))
        for name in sorted(files):
            if name.endswith(SOURCE_SUFFIXES):
                yield os.path.join(root, name)


def ui_headers():
    """File name -> path under ui/ ("MainWindow.h" -> "window/MainWindow.h")."""
    headers = {}
    twice = []
    for path in source_files("ui"):
        if not path.endswith((".h", ".hpp")):
            continue
        relative = os.path.relpath(path, "ui").replace(os.sep, "/")
        if "/" not in relative:
            continue  # still flat: nothing to point at
        name = os.path.basename(path)
        if name in headers and headers[name] != relative:
            twice.append(f"{headers[name]} and {relative}")
        headers[name] = relative
    if twice:
        sys.exit("uilayout: header names must be unique under ui/: " + ", ".join(twice))
    return headers


def rewrite(path, headers):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    own_dir = os.path.dirname(path)
    in_ui = path.split(os.sep)[0] == "ui"

    def replace(match):
        prefix, name = match.group(1), match.group(2)
        target = headers.get(name) or MOVED_TO_ENGINE.get(name)
        if not target:
            return match.group(0)
        # Outside ui/, a header next to the file is the file's own (a test helper).
        if not in_ui and os.path.exists(os.path.join(own_dir, name)):
            return match.group(0)
        return f'{prefix}"{target}"'

    new = INCLUDE.sub(replace, text)
    if new == text:
        return False
    return new


def main():
    check = "--check" in sys.argv[1:]
    if not os.path.isdir("ui") or not os.path.isdir("engine"):
        sys.exit("uilayout: run from the repository root (ui/ and engine/ not found)")
    headers = ui_headers()
    changed = []
    for top in TOPS:
        if not os.path.isdir(top):
            continue
        for path in source_files(top):
            new = rewrite(path, headers)
            if new is False:
                continue
            changed.append(path)
            if not check:
                with open(path, "w", encoding="utf-8") as f:
                    f.write(new)
    for path in changed:
        print(("would rewrite " if check else "rewrote ") + path)
    return 1 if check and changed else 0


if __name__ == "__main__":
    sys.exit(main())

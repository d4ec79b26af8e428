#!/usr/bin/env python3
"""The deck tree's start-up figures in tmux (issue 33).

Usage: scripts/tree-startup.py [path/to/flashzilla] [runs] [path/to/flashzilla-bench]

A home of 50 generated decks of 2,000 cards (100,000 cards) named as a tree: `Lang 1::Deck 01`
… `Lang 5::Deck 50`, five parents that only the names make, each of 10 decks. Its history is
the benchmark's (`flashzilla-bench progress`: about 1,000,000 answers), whose deck and card
ids the decks are given, so the due counts and Review's states are real. Measured:

- `flashzilla` (the chooser, the tree's counts summed under each deck's limits) until its
  first frame (target ≤ 120 ms);
- `flashzilla review 'Lang 1'` (one sitting over its 10 decks) until the first card
  (target ≤ 100 ms), beside `review` of one of those decks.

Same method as scripts/review-startup.py (scripts/tmux_timing.py: a private tmux server,
200x60, `exec COMMAND`, the pane watched until the text is there). Never used by the tests.
"""
import os, re, shutil, subprocess, sys, tempfile, time

binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/release/flashzilla")
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 7
bench = os.path.abspath(sys.argv[3] if len(sys.argv) > 3 else os.path.join(os.path.dirname(binary), "flashzilla-bench"))
# FZ_TREE_HOME=DIR keeps the generated home there (for a profiler), else a temporary folder.
keep = os.environ.get("FZ_TREE_HOME")
root = keep or tempfile.mkdtemp(prefix="fz-tree-")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tmux_timing import row, start, write_deck


def give_ids(path, d):
    """Deck d's ids as `flashzilla-bench progress` writes its history: deck 00…0(d+1), card (d, c)."""
    text = open(path, encoding="utf-8").read()
    head, tail = text.rsplit('"color"', 1)
    head = head.replace('"id": "00000000-0000-4000-8000-', f'"id": "{d:08X}-0000-4000-8000-')
    tail = re.sub(r'"id": "[0-9A-Fa-f-]{36}"', f'"id": "00000000-0000-4000-8000-{d + 1:012X}"', tail, count=1)
    open(path, "w", encoding="utf-8").write(head + '"color"' + tail)


try:
    old = time.time() - 3600
    home = os.path.join(root, "home")
    os.makedirs(os.path.join(home, "decks"))
    for d in range(50):
        path = os.path.join(home, "decks", f"deck-{d + 1}.json")
        write_deck(bench, path, 2_000, f"Lang {d // 10 + 1}::Deck {d + 1:02d}", shuffle=True)
        give_ids(path, d)
        os.utime(path, (old, old))
    history = os.path.join(root, "history.sqlite")
    subprocess.run([bench, "progress", "--runs", "1", "--keep", history], check=True, stdout=subprocess.DEVNULL)
    shutil.copy(history, os.path.join(home, "progress.sqlite"))

    load = os.getloadavg()[0]
    print(f"| what (tmux, 200x60, {runs} starts, load {load:.1f}) | median / min / max |")
    print("|---|---:|")
    row("floor: `exec printf READY`", [start("printf READY", "READY") for _ in range(runs)])
    chooser = f"{binary} --home {home}"
    start(chooser, "Lang 1")  # writes the summary cache
    row("`flashzilla` chooser, 50 decks in a tree / 100,000 cards / ~1,000,000 answers, until its first frame",
        [start(chooser, "Lang 1") for _ in range(runs)])
    parent = f"{binary} review 'Lang 1' --home {home} --no-animation"
    row("`flashzilla review 'Lang 1'` (a parent of 10 decks, 20,000 cards) until the first card",
        [start(parent, r"learning \d+ · due \d+") for _ in range(runs)])
    one = f"{binary} review 'Lang 1::Deck 01' --home {home} --no-animation"
    row("`flashzilla review 'Lang 1::Deck 01'` (one of them, 2,000 cards), for comparison",
        [start(one, r"learning \d+ · due \d+") for _ in range(runs)])
    # The same decks as a flat list (no `::`), for the tree's own cost under today's load.
    for d in range(50):
        path = os.path.join(home, "decks", f"deck-{d + 1}.json")
        text = open(path, encoding="utf-8").read()
        text = text.replace(f'"name": "Lang {d // 10 + 1}::Deck {d + 1:02d}"', f'"name": "Deck {d + 1:02d}"')
        open(path, "w", encoding="utf-8").write(text)
        os.utime(path, (old, old))
    start(chooser, "Deck 01")  # the summary cache again
    row("… the same 50 decks as a flat list, for comparison", [start(chooser, "Deck 01") for _ in range(runs)])
finally:
    if not keep:
        shutil.rmtree(root, ignore_errors=True)

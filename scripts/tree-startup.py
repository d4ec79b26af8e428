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

FZ_TREE_HOME=DIR keeps the generated home there, and a later run reuses it (for a profiler,
or rounds of the same figures). FZ_TREE_BEFORE=path/to/other/flashzilla times that build
too, alternating start by start with the first, so a change is measured against its parent
under the same load.
"""
import os, re, shutil, subprocess, sys, tempfile, time

binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/release/flashzilla")
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 7
bench = os.path.abspath(sys.argv[3] if len(sys.argv) > 3 else os.path.join(os.path.dirname(binary), "flashzilla-bench"))
# FZ_TREE_HOME=DIR keeps the generated home there (and reuses it), else a temporary folder.
keep = os.environ.get("FZ_TREE_HOME")
before = os.environ.get("FZ_TREE_BEFORE")
before = os.path.abspath(before) if before else None
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


def generate(home):
    old = time.time() - 3600
    os.makedirs(os.path.join(home, "decks"))
    for d in range(50):
        path = os.path.join(home, "decks", f"deck-{d + 1}.json")
        write_deck(bench, path, 2_000, f"Lang {d // 10 + 1}::Deck {d + 1:02d}", shuffle=True)
        give_ids(path, d)
        os.utime(path, (old, old))
    history = os.path.join(root, "history.sqlite")
    subprocess.run([bench, "progress", "--runs", "1", "--keep", history], check=True, stdout=subprocess.DEVNULL)
    shutil.copy(history, os.path.join(home, "progress.sqlite"))


def timed(name, command, marker):
    """One row; with FZ_TREE_BEFORE, the other build's row beside it, their starts alternating."""
    if not before:
        row(name, [start(command(binary), marker) for _ in range(runs)])
        return
    start(command(before), marker)  # its own summary cache's check, as the first build's was
    pairs = [(start(command(before), marker), start(command(binary), marker)) for _ in range(runs)]
    row(name + " — before", [a for a, _ in pairs])
    row(name + " — after", [b for _, b in pairs])


try:
    home = os.path.join(root, "home")
    if not os.path.exists(os.path.join(home, "progress.sqlite")):
        generate(home)

    load = os.getloadavg()[0]
    print(f"| what (tmux, 200x60, {runs} starts, load {load:.1f}) | median / min / max |")
    print("|---|---:|")
    row("floor: `exec printf READY`", [start("printf READY", "READY") for _ in range(runs)])
    chooser = lambda program: f"{program} --home {home}"
    start(chooser(binary), "Lang 1")  # writes the summary cache
    timed("`flashzilla` chooser, 50 decks in a tree / 100,000 cards / ~1,000,000 answers, until its first frame",
          chooser, "Lang 1")
    parent = lambda program: f"{program} review 'Lang 1' --home {home} --no-animation"
    timed("`flashzilla review 'Lang 1'` (a parent of 10 decks, 20,000 cards) until the first card",
          parent, r"learning \d+ · due \d+")
    one = lambda program: f"{program} review 'Lang 1::Deck 01' --home {home} --no-animation"
    timed("`flashzilla review 'Lang 1::Deck 01'` (one of them, 2,000 cards), for comparison",
          one, r"learning \d+ · due \d+")
    # The same decks as a flat list (no `::`), for the tree's own cost under today's load:
    # in a copy of the home, so a kept one stays a tree.
    flat = os.path.join(root, "flat")
    shutil.rmtree(flat, ignore_errors=True)
    shutil.copytree(os.path.join(home, "decks"), os.path.join(flat, "decks"))
    shutil.copy(os.path.join(home, "progress.sqlite"), os.path.join(flat, "progress.sqlite"))
    old = time.time() - 3600
    for d in range(50):
        path = os.path.join(flat, "decks", f"deck-{d + 1}.json")
        text = open(path, encoding="utf-8").read()
        text = text.replace(f'"name": "Lang {d // 10 + 1}::Deck {d + 1:02d}"', f'"name": "Deck {d + 1:02d}"')
        open(path, "w", encoding="utf-8").write(text)
        os.utime(path, (old, old))
    flat_chooser = lambda program: f"{program} --home {flat}"
    start(flat_chooser(binary), "Deck 01")  # the summary cache again
    timed("… the same 50 decks as a flat list, for comparison", flat_chooser, "Deck 01")
    shutil.rmtree(flat, ignore_errors=True)
finally:
    if not keep:
        shutil.rmtree(root, ignore_errors=True)

#!/usr/bin/env python3
"""Review's start-up figures in tmux (issue 15).

Usage: scripts/review-startup.py [path/to/flashzilla] [runs] [path/to/flashzilla-bench]

- `flashzilla review BIG` until the first card is on screen: BIG is the benchmark's
  generated 100,000-card deck, with a history of up to 10 answers for every card
  (`flashzilla-bench progress-for`, about 700,000 rows);
- `flashzilla` (the chooser) until its first frame, on 50 decks / 100,000 cards, with and
  without a progress file of about 1,000,000 rows (`flashzilla-bench progress`), so the
  due counts' cost shows.
Same method as scripts/startup-time.py: a private tmux server (200x60), `exec COMMAND`
typed into a shell, `capture-pane` polled until the text is there. Never used by the tests.
"""
import os, shutil, subprocess, sys, tempfile, time

binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/release/flashzilla")
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 7
bench = os.path.abspath(sys.argv[3] if len(sys.argv) > 3 else os.path.join(os.path.dirname(binary), "flashzilla-bench"))
root = tempfile.mkdtemp(prefix="fz-review-")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tmux_timing import row, start, tmux, write_deck as write_generated


def write_deck(path, cards, name, shuffle):
    write_generated(bench, path, cards, name, shuffle)


try:
    old = time.time() - 3600
    big = os.path.join(root, "big")
    os.makedirs(os.path.join(big, "decks"))
    deck = os.path.join(big, "decks", "big.json")
    write_deck(deck, 100_000, "BIG", shuffle=False)
    os.utime(deck, (old, old))
    subprocess.run([bench, "progress-for", deck, os.path.join(big, "progress.sqlite")], check=True)

    chooser = os.path.join(root, "chooser")
    os.makedirs(os.path.join(chooser, "decks"))
    for i in range(50):
        path = os.path.join(chooser, "decks", f"deck-{i + 1}.json")
        write_deck(path, 2_000, f"Deck {i + 1:02d}", shuffle=True)
        os.utime(path, (old, old))
    history = os.path.join(root, "history.sqlite")
    subprocess.run([bench, "progress", "--runs", "1", "--keep", history], check=True, stdout=subprocess.DEVNULL)

    print(f"| what (tmux, 200x60, {runs} starts) | median / min / max |")
    print("|---|---:|")
    row("floor: `exec printf READY`", [start("printf READY", "READY") for _ in range(runs)])
    review = f"{binary} review BIG --home {big} --no-animation"
    start(review, r"learning \d+ · due \d+")  # writes the summary cache
    row("`flashzilla review BIG` (100,000 cards with history) until the first card",
        [start(review, r"learning \d+ · due \d+") for _ in range(runs)])
    start(f"{binary} --home {chooser}", "Deck 01")
    row("`flashzilla` chooser, 50 decks / 100,000 cards, no progress file",
        [start(f"{binary} --home {chooser}", "Deck 01") for _ in range(runs)])
    shutil.copy(history, os.path.join(chooser, "progress.sqlite"))
    row("… with a progress file of about 1,000,000 rows (due counts read)",
        [start(f"{binary} --home {chooser}", "Deck 01") for _ in range(runs)])
finally:
    tmux("kill-server")
    shutil.rmtree(root, ignore_errors=True)

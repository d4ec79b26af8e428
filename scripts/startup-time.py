#!/usr/bin/env python3
"""Time from starting Flashzilla to its first useful frame, measured in tmux.

Usage: scripts/startup-time.py [path/to/flashzilla] [runs] [path/to/flashzilla-bench]

Two rows of issue 8's table, each as median / min / max over `runs` starts:
  - `flashzilla study BIG` until the first card is on screen (BIG: the benchmark's
    generated 100,000-card deck, 28.9 MiB, beside the same cards shuffled in a second
    deck file), also with no summary cache, and the shuffled deck;
  - `flashzilla` (the deck chooser) until its first frame lists the decks, with 50
    decks holding 100,000 cards in all.
A private tmux server (200x60) runs a shell; each start is `exec <command>` typed into
it, and the clock runs from sending the keys until capture-pane shows the text. The
same measurement of `exec printf READY` gives the floor (shell, tmux send+capture).
The page cache is warm (the files were just written). Never used by the tests.
"""
import os, shutil, sys, tempfile, time

binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/release/flashzilla")
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 7
bench = os.path.abspath(sys.argv[3] if len(sys.argv) > 3 else os.path.join(os.path.dirname(binary), "flashzilla-bench"))

root = tempfile.mkdtemp(prefix="fz-startup-")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tmux_timing import row, start, tmux, write_deck as write_generated


def write_deck(path, cards, name, shuffle):
    write_generated(bench, path, cards, name, shuffle)


try:
    big_home = os.path.join(root, "big")
    os.makedirs(os.path.join(big_home, "decks"))
    write_deck(os.path.join(big_home, "decks", "big.json"), 100_000, "BIG", shuffle=False)
    write_deck(os.path.join(big_home, "decks", "big-shuffled.json"), 100_000, "BIG SHUFFLED", shuffle=True)
    cache = os.path.join(big_home, "cache", "summaries.json")
    chooser_home = os.path.join(root, "chooser")
    os.makedirs(os.path.join(chooser_home, "decks"))
    for i in range(50):
        write_deck(os.path.join(chooser_home, "decks", f"deck-{i + 1}.json"), 2_000, f"Deck {i + 1:02d}", shuffle=True)
    old = time.time() - 3600
    for home in (chooser_home, big_home):
        for name in os.listdir(os.path.join(home, "decks")):
            os.utime(os.path.join(home, "decks", name), (old, old))

    print(f"| what (tmux, 200x60, {runs} starts) | median / min / max |")
    print("|---|---:|")
    row("floor: `exec printf READY` in the same shell", [start("printf READY", "READY") for _ in range(runs)])
    # Card 0's prompt starts "0. "; the study screen shows it first when not shuffled.
    # The first start writes the summary cache (the deck names `study` looks up).
    start(f"{binary} study BIG --home {big_home} --no-animation", "0. ")
    row("`flashzilla study BIG` until the first card is on screen",
        [start(f"{binary} study BIG --home {big_home} --no-animation", "0. ") for _ in range(runs)])
    def without_cache():
        if os.path.exists(cache): os.remove(cache)
        return start(f"{binary} study BIG --home {big_home} --no-animation", "0. ")
    row("… the first start after the decks changed (no summary cache: BIG SHUFFLED's name is read too)",
        [without_cache() for _ in range(runs)])
    # Shuffled, the first card is any one: the study screen's header comes with it.
    row("`flashzilla study 'BIG SHUFFLED'` (the same cards, shuffled) until the first card is on screen",
        [start(f"{binary} study 'BIG SHUFFLED' --home {big_home} --no-animation", "✗ 0") for _ in range(runs)])
    # The first start writes the chooser's summary cache, if the app keeps one; the rest use it.
    start(f"{binary} --home {chooser_home}", "Deck 01")
    row("`flashzilla` (chooser, 50 decks / 100,000 cards) until its first frame",
        [start(f"{binary} --home {chooser_home}", "Deck 01") for _ in range(runs)])
finally:
    tmux("kill-server")
    shutil.rmtree(root, ignore_errors=True)

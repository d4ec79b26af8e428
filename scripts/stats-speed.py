#!/usr/bin/env python3
"""Statistics figures (issue 17) on about 1,000,000 review rows.

Usage: scripts/stats-speed.py [path/to/flashzilla] [runs] [path/to/flashzilla-bench]

- `flashzilla stats --json` over every deck, wall time of the whole process;
- the statistics screen's first frame: the app runs in a private tmux server (200x60)
  on 50 decks of 2,000 cards; `S` opens the screen, then `a` (every deck) is timed from
  the key until the screen says "statistics: all decks" (capture-pane polled).
The history is `flashzilla-bench progress` (three years of answers by the real
scheduler). Never used by the tests.
"""
import os, re, shutil, subprocess, sys, tempfile, time

binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/release/flashzilla")
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 9
bench = os.path.abspath(sys.argv[3] if len(sys.argv) > 3 else os.path.join(os.path.dirname(binary), "flashzilla-bench"))
root = tempfile.mkdtemp(prefix="fz-stats-")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tmux_timing import fmt, tmux, write_deck


def until(marker, began, timeout=30):
    deadline = time.time() + timeout
    while not re.search(marker, tmux("capture-pane", "-p")):
        if time.time() > deadline:
            sys.exit(f"timed out waiting for {marker!r}:\n" + tmux("capture-pane", "-p"))
    return (time.perf_counter() - began) * 1000


try:
    home = os.path.join(root, "home")
    os.makedirs(os.path.join(home, "decks"))
    old = time.time() - 3600
    for i in range(50):
        path = os.path.join(home, "decks", f"deck-{i + 1}.json")
        write_deck(bench, path, 2_000, f"Deck {i + 1:02d}", shuffle=True)
        os.utime(path, (old, old))
    subprocess.run([bench, "progress", "--runs", "1", "--keep", os.path.join(home, "progress.sqlite")], check=True,
                   stdout=subprocess.DEVNULL)
    command = [binary, "stats", "--json", "--home", home]
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)  # opens (and upgrades) the file, writes the summary cache
    json_times = []
    for _ in range(runs):
        began = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        json_times.append((time.perf_counter() - began) * 1000)

    frame_times = []
    for _ in range(runs):
        tmux("kill-server")
        # A new server right after kill-server can fail to start (the old one is still going): retry.
        for _ in range(50):
            tmux("new-session", "-d", "-x", "200", "-y", "60", "-e", "TERM=xterm-256color", "-e", "LANG=C.UTF-8",
                 f"{binary} --home {home}")
            if tmux("list-sessions"):
                break
            time.sleep(0.05)
        until("Deck 01", time.perf_counter())
        tmux("send-keys", "S")
        until("statistics: Deck", time.perf_counter())
        began = time.perf_counter()
        tmux("send-keys", "a")
        frame_times.append(until("statistics: all decks", began))
    tmux("kill-server")

    print(f"| what ({runs} runs) | target | median / min / max |")
    print("|---|---|---:|")
    print(f"| `flashzilla stats --json`, every deck, ~1,000,000 rows | ≤ 200 ms | {fmt(json_times)} ms |")
    print(f"| statistics screen, every deck: key to first frame (tmux) | ≤ 150 ms | {fmt(frame_times)} ms |")
finally:
    tmux("kill-server")
    if not os.environ.get("KEEP"): shutil.rmtree(root, ignore_errors=True)
    else: print("kept", root)

#!/usr/bin/env python3
"""Median time from a key press (tmux send-keys) to the screen showing its result.

Usage: scripts/key-latency.py [path/to/flashzilla] [presses]
Starts the binary on a generated deck in a private tmux server (80x24), presses
Space (reveal/hide) repeatedly and polls capture-pane until the answer appears or
disappears. The figure includes tmux's own send/capture overhead, so it is an upper
bound on the app's own latency. Never used by the tests.
"""
import json, os, statistics, subprocess, sys, tempfile, time

binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/flashzilla"
presses = int(sys.argv[2]) if len(sys.argv) > 2 else 40
home = tempfile.mkdtemp(prefix="fz-latency-")
os.makedirs(f"{home}/decks")
cards = [{"prompt": f"Prompt {i}", "answer": f"ANSWER-{i}"} for i in range(int(os.environ.get("CARDS", "100")))]
json.dump({"name": "Latency", "shuffle": False, "timeLimit": 0, "cards": cards}, open(f"{home}/decks/latency.json", "w"))
sock = f"fz-lat-{os.getpid()}"
def tmux(*args):
    return subprocess.run(["tmux", "-L", sock, "-f", "/dev/null", *args], capture_output=True, text=True).stdout
tmux("new-session", "-d", "-x", "80", "-y", "24", "-e", "TERM=xterm-256color", "-e", "LANG=C.UTF-8",
     f"{os.path.abspath(binary)} study latency --home {home} --no-animation")
try:
    deadline = time.time() + 10
    while "Prompt 0" not in tmux("capture-pane", "-p"):
        if time.time() > deadline: sys.exit("app did not start")
        time.sleep(0.01)
    samples = []
    shown = False
    for _ in range(presses):
        start = time.perf_counter()
        tmux("send-keys", "Space")
        while ("ANSWER-0" in tmux("capture-pane", "-p")) == shown:
            pass
        samples.append((time.perf_counter() - start) * 1000)
        shown = not shown
    # The same measurement's floor: one send-keys plus one capture-pane round trip.
    floor = []
    for _ in range(presses):
        start = time.perf_counter()
        tmux("send-keys", "")
        tmux("capture-pane", "-p")
        floor.append((time.perf_counter() - start) * 1000)
    print(f"key press -> screen updated: median {statistics.median(samples):.1f} ms, "
          f"min {min(samples):.1f}, max {max(samples):.1f} over {presses} presses "
          f"(tmux send+capture floor: median {statistics.median(floor):.1f} ms)")
finally:
    tmux("kill-server")

#!/usr/bin/env python3
"""Time from a key press (tmux send-keys) to the screen showing its result, for
Flashzilla and for a trivial ncurses program measured the same way.

Usage: scripts/key-latency.py [path/to/flashzilla] [presses]
Each program runs in a private tmux server (80x24). Space is pressed repeatedly and
capture-pane is polled until the answer appears or disappears; then Flashzilla's
swipe (→) is timed until the header's correct count changes, and Review's Good (3,
after Space shows the answer) until the next card's prompt is on screen (each answer is
stored in the progress file before the next card is drawn). Flashzilla studies a
generated deck (CARDS cards, default 100; try CARDS=100000). The reference is a C
program (compiled here with gcc and ncursesw) that does nothing but show or hide one
line on Space, so the difference between the two is Flashzilla's own cost. Both
figures include tmux's send/capture overhead. Never used by the tests.
"""
import json, os, statistics, subprocess, sys, tempfile, time

binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/flashzilla"
presses = int(sys.argv[2]) if len(sys.argv) > 2 else 40
home = tempfile.mkdtemp(prefix="fz-latency-")
os.makedirs(f"{home}/decks")
cards = [{"prompt": f"Prompt {i}", "answer": f"ANSWER-{i}"} for i in range(int(os.environ.get("CARDS", "100")))]
json.dump({"name": "Latency", "shuffle": False, "timeLimit": 0, "newCardsPerDay": 9999, "cards": cards},
          open(f"{home}/decks/latency.json", "w"))
review_home = home + "-review"
os.makedirs(f"{review_home}/decks")
json.dump({"name": "Latency", "shuffle": False, "timeLimit": 0, "newCardsPerDay": 9999, "cards": cards},
          open(f"{review_home}/decks/latency.json", "w"))

REFERENCE_C = r'''
#include <curses.h>
#include <locale.h>
int main(void) {
    setlocale(LC_ALL, ""); initscr(); raw(); noecho(); keypad(stdscr, TRUE);
    int shown = 0;
    mvaddstr(0, 0, "Prompt 0"); refresh();
    for (;;) {
        int c = getch();
        if (c == 'q') break;
        if (c == ' ') { shown = !shown; move(2, 0); clrtoeol(); if (shown) addstr("ANSWER-0"); refresh(); }
    }
    endwin();
    return 0;
}
'''
reference = os.path.join(home, "reference")
with open(reference + ".c", "w") as f:
    f.write(REFERENCE_C)
subprocess.run(["gcc", "-O2", "-o", reference, reference + ".c", "-lncursesw"], check=True)

def measure(command, label, swipes=False, review=False):
    sock = f"fz-lat-{os.getpid()}-{label}"
    def tmux(*args):
        return subprocess.run(["tmux", "-L", sock, "-f", "/dev/null", *args], capture_output=True, text=True).stdout
    tmux("new-session", "-d", "-x", "80", "-y", "24", "-e", "TERM=xterm-256color", "-e", "LANG=C.UTF-8", command)
    try:
        deadline = time.time() + 30
        while "Prompt 0" not in tmux("capture-pane", "-p"):
            if time.time() > deadline: sys.exit(f"{label} did not start")
            time.sleep(0.01)
        samples, shown = [], False
        if review:
            # Space shows the answer; 3 (Good) stores the answer and draws the next new card.
            for n in range(1, min(presses, len(cards) - 1) + 1):
                tmux("send-keys", "Space")
                while f"ANSWER-{n - 1}" not in tmux("capture-pane", "-p"):
                    pass
                start = time.perf_counter()
                tmux("send-keys", "3")
                while f"Prompt {n}" not in tmux("capture-pane", "-p"):
                    pass
                samples.append((time.perf_counter() - start) * 1000)
            return samples
        if swipes:
            # → judges the top card correct; the header's "✓ N" counts it.
            for n in range(1, min(presses, len(cards)) + 1):
                start = time.perf_counter()
                tmux("send-keys", "Right")
                while f"✓ {n} " not in tmux("capture-pane", "-p"):
                    pass
                samples.append((time.perf_counter() - start) * 1000)
            return samples
        for _ in range(presses):
            start = time.perf_counter()
            tmux("send-keys", "Space")
            while ("ANSWER-0" in tmux("capture-pane", "-p")) == shown:
                pass
            samples.append((time.perf_counter() - start) * 1000)
            shown = not shown
        return samples
    finally:
        tmux("kill-server")

app = measure(f"{os.path.abspath(binary)} study latency --home {home} --no-animation", "flashzilla")
swipes = measure(f"{os.path.abspath(binary)} study latency --home {home} --no-animation", "swipes", swipes=True)
reviews = measure(f"{os.path.abspath(binary)} review latency --home {review_home} --no-animation", "review", review=True)
ref = measure(reference, "reference")
def line(name, s):
    return f"{name}: median {statistics.median(s):.1f} ms, min {min(s):.1f}, max {max(s):.1f} over {len(s)} presses"
print(line(f"flashzilla ({len(cards)} cards)", app))
print(line(f"flashzilla swipes right ({len(cards)} cards)", swipes))
print(line(f"flashzilla Review, Good to the next card ({len(cards)} cards)", reviews))
print(line("trivial ncurses program", ref))
print(f"difference of medians: {statistics.median(app) - statistics.median(ref):+.1f} ms")

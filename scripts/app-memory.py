#!/usr/bin/env python3
"""Peak memory of the real app with the 100,000-card deck open, read from /proc.

Usage: scripts/app-memory.py [path/to/flashzilla] [path/to/flashzilla-bench]

The benchmark's generated deck (100,000 cards, 28.9 MiB, not shuffled) is the only deck
in a throw-away home. A private tmux server (200x60) runs `flashzilla` on it, and the
process's VmHWM (peak resident set, which includes the shared libraries' resident pages)
is printed after each step of ordinary use:
  1. the chooser's first frame;
  2. Enter: the deck is loaded and its first card is on screen;
  3. 50 answers (→ and ← in turn; wrong cards go back under the stack);
  4. q, c, a card typed and added in the card editor, and its save written (one second).
Two more starts give the first-card figure of `flashzilla study BIG` (the command the
issue names) and the card editor opened straight from the chooser (no study session
kept) with a card added and saved. Linux only (/proc). Never used by the tests.
"""
import os, re, shutil, subprocess, sys, tempfile, time

binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/release/flashzilla")
bench = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(binary), "flashzilla-bench"))
root = tempfile.mkdtemp(prefix="fz-memory-")
sock = f"fz-mem-{os.getpid()}"

def tmux(*args):
    return subprocess.run(["tmux", "-L", sock, "-f", "/dev/null", *args], capture_output=True, text=True).stdout

def wait_for(text, timeout=30):
    deadline = time.time() + timeout
    while text not in tmux("capture-pane", "-p"):
        if time.time() > deadline:
            sys.exit(f"timed out waiting for {text!r}:\n" + tmux("capture-pane", "-p"))
        time.sleep(0.02)

def peak(pid):
    status = open(f"/proc/{pid}/status").read()
    kib = int(re.search(r"VmHWM:\s+(\d+) kB", status).group(1))
    return f"{kib * 1024 / 1e6:.1f} MB ({kib / 1024:.1f} MiB)"

def add_card_from_the_chooser(prompt):
    """c on the chooser, a card typed and added, and time for its save to be written."""
    wait_for("BIG")
    tmux("send-keys", "c")
    wait_for("Prompt")
    tmux("send-keys", "-l", prompt)
    tmux("send-keys", "Enter")
    tmux("send-keys", "-l", "an answer")
    tmux("send-keys", "Enter")
    time.sleep(1.5)  # the coalesced save is written 300 ms after the last change

def start(command):
    tmux("kill-server")
    time.sleep(0.2)  # let the old server go before a new one takes the socket
    tmux("new-session", "-d", "-x", "200", "-y", "60", "-e", "TERM=xterm-256color", "-e", "LANG=C.UTF-8",
         f"exec {command}")
    return int(tmux("display-message", "-p", "#{pane_pid}").strip())

try:
    home = os.path.join(root, "home")
    os.makedirs(os.path.join(home, "decks"))
    path = os.path.join(home, "decks", "big.json")
    subprocess.run([bench, "write-deck", path, "--sizes", "100000"], check=True)
    text = open(path, encoding="utf-8").read()
    head, tail = text.rsplit('"color"', 1)
    tail = re.sub(r'"name": "[^"]*"', '"name": "BIG"', tail).replace('"shuffle": true', '"shuffle": false')
    open(path, "w", encoding="utf-8").write(head + '"color"' + tail)

    print("| step (`flashzilla`, 200x60) | peak memory (VmHWM) |")
    print("|---|---:|")
    pid = start(f"{binary} --home {home} --no-animation")
    wait_for("BIG")
    print(f"| chooser, first frame | {peak(pid)} |")
    tmux("send-keys", "t")  # the Quiz (Enter opens Review when cards are due or new)
    wait_for("✗ 0")  # the study screen's header
    print(f"| t: the deck open in the Quiz, first card on screen | {peak(pid)} |")
    for i in range(50):
        tmux("send-keys", "Right" if i % 2 == 0 else "Left")
        time.sleep(0.02)
    wait_for("✗ 25")
    print(f"| after 50 answers | {peak(pid)} |")
    tmux("send-keys", "q")
    add_card_from_the_chooser("memory probe")
    print(f"| a card added in the card editor and saved | {peak(pid)} |")
    pid = start(f"{binary} study BIG --home {home} --no-animation")
    wait_for("✗ 0")
    print(f"| `flashzilla study BIG`, first card on screen | {peak(pid)} |")
    pid = start(f"{binary} --home {home} --no-animation")
    add_card_from_the_chooser("second probe")
    print(f"| `flashzilla`, c (cards) straight from the chooser, a card added and saved | {peak(pid)} |")
finally:
    tmux("kill-server")
    shutil.rmtree(root, ignore_errors=True)

"""Shared by the start-up scripts: time a command in a private tmux server until text shows.

`start(command, marker)` types `exec COMMAND` into a shell in a 200x60 pane and polls
`capture-pane` until `marker` (a regular expression) is on screen; the milliseconds in
between are the figure. Never used by the tests.
"""
import os, re, statistics, subprocess, sys, time

SOCKET = f"fz-timing-{os.getpid()}"


def tmux(*args):
    return subprocess.run(["tmux", "-L", SOCKET, "-f", "/dev/null", *args], capture_output=True, text=True).stdout


def start(command, marker, timeout=60):
    """Milliseconds from typing `command` until `marker` (a regex) is on screen."""
    tmux("kill-server")
    # A new server right after kill-server can fail to start (the old one is still going): retry.
    for _ in range(50):
        tmux("new-session", "-d", "-x", "200", "-y", "60", "-e", "TERM=xterm-256color", "-e", "LANG=C.UTF-8", "sh")
        if tmux("list-sessions"):
            break
        time.sleep(0.05)
    tmux("set-window-option", "remain-on-exit", "on")  # keep a finished command's output
    deadline = time.time() + 5
    while "$" not in tmux("capture-pane", "-p") and "#" not in tmux("capture-pane", "-p"):
        if time.time() > deadline:
            break
        time.sleep(0.01)
    began = time.perf_counter()
    tmux("send-keys", f"exec {command}", "Enter")
    deadline = time.time() + timeout
    while not re.search(marker, tmux("capture-pane", "-p")):
        if time.time() > deadline:
            sys.exit(f"timed out waiting for {marker!r} after {command}:\n" + tmux("capture-pane", "-p"))
    elapsed = (time.perf_counter() - began) * 1000
    tmux("kill-server")
    return elapsed


def write_deck(bench, path, cards, name, shuffle):
    """The benchmark's generated deck of `cards` cards, renamed, card 0 first unless shuffled."""
    subprocess.run([bench, "write-deck", path, "--sizes", str(cards)], check=True)
    text = open(path, encoding="utf-8").read()
    # The generated deck ends with its settings: rename it there.
    head, tail = text.rsplit('"color"', 1)
    tail = re.sub(r'"name": "[^"]*"', f'"name": "{name}"', tail)
    tail = tail.replace('"shuffle": true', f'"shuffle": {"true" if shuffle else "false"}')
    open(path, "w", encoding="utf-8").write(head + '"color"' + tail)


def row(name, samples):
    print(f"| {name} | {statistics.median(samples):.0f} / {min(samples):.0f} / {max(samples):.0f} ms |")


def fmt(samples):
    return f"{statistics.median(samples):.0f} / {min(samples):.0f} / {max(samples):.0f}"

"""Shared by the start-up scripts: time a command in a private tmux server until text shows.

`start(command, marker)` types `exec COMMAND` into a shell in a 200x60 pane and checks
with `capture-pane` until `marker` (a regular expression) is on screen; the milliseconds
in between are the figure. Never used by the tests.

How often it checks (FZ_TIMING in the environment):
- `output` (the default): the pane's output is piped (`pipe-pane`) into a FIFO, and the
  screen is captured each time output arrives, so nothing runs while the program works.
- `poll`: `capture-pane` back to back, as every figure before 2026-11-25 was taken. Each
  capture starts a tmux client, so on a two-core machine the checking takes about one core
  from the program measured: a Review start that draws its first card 85 ms after exec
  with nothing else running is seen at about 130 ms.
"""
import os, re, select, shutil, statistics, subprocess, sys, tempfile, time

METHOD = os.environ.get("FZ_TIMING", "output")
if METHOD not in ("output", "poll"):
    sys.exit(f"FZ_TIMING must be output or poll, not {METHOD!r}")

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
    output = None
    if METHOD == "output":
        folder = tempfile.mkdtemp(prefix="fz-timing-")
        fifo = os.path.join(folder, "pane")
        os.mkfifo(fifo)
        # Read and write: a FIFO with no writer reads as at its end, which select() reports
        # as readable over and over.
        output = os.open(fifo, os.O_RDWR | os.O_NONBLOCK)
        tmux("pipe-pane", "-o", f"cat > {fifo}")
    began = time.perf_counter()
    tmux("send-keys", f"exec {command}", "Enter")
    deadline = time.time() + timeout
    try:
        while not re.search(marker, tmux("capture-pane", "-p")):
            if time.time() > deadline:
                sys.exit(f"timed out waiting for {marker!r} after {command}:\n" + tmux("capture-pane", "-p"))
            if output is not None:
                # Sleeps until the pane writes, or 10 ms pass (tmux may pipe a write before
                # its screen shows it: the next capture then finds it).
                if select.select([output], [], [], 0.01)[0]:
                    while True:
                        try:
                            if not os.read(output, 1 << 16):
                                break
                        except BlockingIOError:
                            break
        elapsed = (time.perf_counter() - began) * 1000
    finally:
        if output is not None:
            os.close(output)
            shutil.rmtree(folder, ignore_errors=True)
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

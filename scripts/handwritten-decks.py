#!/usr/bin/env python3
"""First card on screen for decks as people write them, beside flashcards-cli (issue 14).

Usage: scripts/handwritten-decks.py [path/to/flashzilla] [runs]

Writes the same 100,000 cards (prompt and answer only, `shuffle: false`) in every
shape a person or a script writes a deck — with ids and dates as Flashzilla writes
them (the reference), without ids, without dates, CRLF line ends, a UTF-8 BOM, tab
indentation, one card per line, the whole deck on one line, and `shuffle: true` —
and the same cards as a `term,definition` CSV for flashcards-cli
(`pip install flashcards-cli`). Each is started `runs` times in a private tmux
server (200x60) and timed from typing the command until the first card's prompt is on
screen; the first start of each is not counted (it writes Flashzilla's summary cache).
Also times `flashzilla show` on each deck to the end of its output.
Prints a Markdown table: median / min / max in ms, and each median against the
reference and against flashcards-cli. Never used by the tests.
"""
import json, os, random, shutil, statistics, subprocess, sys, tempfile, time, uuid

binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/release/flashzilla")
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
peer = shutil.which("flashcards_cli")
if peer is None:
    sys.exit("flashcards_cli not found: pip install flashcards-cli")

CARDS = 100_000
root = tempfile.mkdtemp(prefix="fz-handwritten-")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tmux_timing import fmt, start, tmux
rng = random.Random(14)
WORDS = "alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa".split()


def words(n):
    return " ".join(rng.choice(WORDS) for _ in range(n))


# No commas (flashcards-cli splits each line on its only comma) and no quotes.
cards = [(f"Term {i:06d} {words(3)}", f"{words(10)} end {i}") for i in range(CARDS)]


def deck_json(shuffle=False, with_ids=False, with_dates=False):
    out = []
    stamp = "2026-11-22T03:50:07Z"
    for i, (prompt, answer) in enumerate(cards):
        card = {"prompt": prompt, "answer": answer}
        if with_ids:
            card["id"] = str(uuid.UUID(int=rng.getrandbits(128), version=4)).upper()
        if with_dates:
            card["createdAt"] = card["updatedAt"] = stamp
        out.append(card)
    deck = {"name": "Hand", "shuffle": shuffle, "cards": out}
    if with_ids:
        deck["id"] = str(uuid.uuid4()).upper()
    return deck


def pretty(deck, indent=2):
    return json.dumps(deck, indent=indent, ensure_ascii=False, sort_keys=True) + "\n"


def one_card_per_line(deck):
    head = {k: v for k, v in deck.items() if k != "cards"}
    lines = [json.dumps(c, ensure_ascii=False) for c in deck["cards"]]
    return json.dumps(head)[:-1] + ', "cards": [\n' + ",\n".join(lines) + "\n]}\n"


def shapes():
    plain = deck_json()
    return [
        ("with ids and dates (as Flashzilla writes it)", pretty(deck_json(with_ids=True, with_dates=True)).encode()),
        ("prompt and answer only", pretty(plain).encode()),
        ("ids, no dates", pretty(deck_json(with_ids=True)).encode()),
        ("prompt and answer only, CRLF line ends", pretty(plain).replace("\n", "\r\n").encode()),
        ("prompt and answer only, UTF-8 BOM", b"\xef\xbb\xbf" + pretty(plain).encode()),
        ("prompt and answer only, tab indentation", pretty(plain, indent="\t").encode()),
        ("prompt and answer only, one card per line", one_card_per_line(plain).encode()),
        ("prompt and answer only, one line", json.dumps(plain, ensure_ascii=False).encode()),
        ("prompt and answer only, `shuffle: true`", pretty(deck_json(shuffle=True)).encode()),
    ]


def show_time(home):
    began = time.perf_counter()
    subprocess.run([binary, "show", "Hand", "--home", home], check=True, stdout=subprocess.DEVNULL)
    return (time.perf_counter() - began) * 1000


try:
    csv = os.path.join(root, "cards.csv")
    with open(csv, "w", encoding="utf-8") as f:
        f.write("term,definition\n")
        for prompt, answer in cards:
            f.write(f"{prompt},{answer}\n")
    homes = []
    old = time.time() - 3600  # older than the cache's two-second settling time
    shape_list = shapes()
    for index, (name, data) in enumerate(shape_list):
        home = os.path.join(root, f"home-{index}")
        os.makedirs(os.path.join(home, "decks"))
        path = os.path.join(home, "decks", "hand.json")
        with open(path, "wb") as f:
            f.write(data)
        os.utime(path, (old, old))
        homes.append((name, home, path, len(data)))

    first_prompt = cards[0][0]
    # Interleave the programs run by run so that a noisy moment hits them all alike.
    samples = {name: [] for name, *_ in homes}
    shows = {name: [] for name, *_ in homes}
    peer_samples = []
    for name, home, _, _ in homes:  # warm-up: writes each home's summary cache
        start(f"{binary} study Hand --home {home} --no-animation", "Time")
    start(f"{peer} {csv}", f"{first_prompt} :")
    for _ in range(runs):
        peer_samples.append(start(f"{peer} {csv}", f"{first_prompt} :"))
        for name, home, _, _ in homes:
            marker = "Term " if "shuffle: true" in name else first_prompt
            samples[name].append(start(f"{binary} study Hand --home {home} --no-animation", marker))
            shows[name].append(show_time(home))

    reference = statistics.median(samples[homes[0][0]])
    peer_median = statistics.median(peer_samples)
    print(f"100,000 cards, tmux 200x60, {runs} starts each, median / min / max ms\n")
    print("| deck | size | first card | × with ids | × flashcards-cli | `show` |")
    print("|---|---:|---:|---:|---:|---:|")
    for name, home, path, size in homes:
        median = statistics.median(samples[name])
        print(f"| {name} | {size / 1e6:.1f} MB | {fmt(samples[name])} | {median / reference:.2f} | "
              f"{median / peer_median:.2f} | {fmt(shows[name])} |")
    print(f"| flashcards-cli 1.3.8, the same cards as CSV | {os.path.getsize(csv) / 1e6:.1f} MB | {fmt(peer_samples)} | "
          f"{peer_median / reference:.2f} | 1.00 | |")
    # The files were only read: each must be byte for byte what was written.
    for (name, data), (_, _, path, _) in zip(shape_list, homes):
        with open(path, "rb") as f:
            if f.read() != data:
                sys.exit(f"{name}: the deck file changed on disk")
finally:
    tmux("kill-server")
    shutil.rmtree(root, ignore_errors=True)

#!/usr/bin/env python3
"""Issue 32's figures: a 50,000-note collection through Anki's own sync server, Flashzilla
against the Anki backend as a client, same server, same run.

    .venv/bin/python3 scripts/sync-large-speed.py [--flashzilla PATH] [--runs 3] [--notes 50000]

Starts `python -m anki.syncserver` on a free loopback port. The phone (Anki's backend, the
PyPI `anki` package) makes a collection: NOTES Basic notes in the deck "Large", and 5 answers
for each of the first 4/5 of the cards (200,000 for 50,000 notes: review log rows and review
cards written through the collection's own database, 1,000 of them due today), the deck's
review limit raised so both sides can answer all day; then it uploads it (a full upload).
Each run:
- first sync: `flashzilla sync` into an empty home (login, meta, the whole collection,
  import), the whole process timed, its peak memory (its own `VmHWM`, read from /proc while
  it runs); Anki's client: a full download into an empty collection, timed inside Python;
- 100 answers received: the phone answers 100 cards and syncs (Anki's normal sync, timed
  inside Python), then `flashzilla sync` receives them (whole process timed);
- answers sent: `flashzilla review Large` answers up to 100 cards (by the screen reader's
  words, not timed: as many as its own schedule has due, `answers_sent`), then `flashzilla
  sync` sends them (timed), and the phone's normal sync takes them in (timed inside Python).
Prints the collection's size and the median of each, in milliseconds and megabytes, as JSON;
for Flashzilla also its CPU time (user + system: on a busy machine the wall clock says as
much about the other processes). The program as installed is the README's
`swift build -c release --static-swift-stdlib` (it starts faster and maps less than a build
with shared Swift libraries): build it so before measuring the figures to quote.
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
USER, PASSWORD = "bench", "secret"


def speed():
    import importlib.util
    spec = importlib.util.spec_from_file_location("sync_download_speed", os.path.join(HERE, "sync-download-speed.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def make_collection(path: str, notes: int) -> None:
    from anki.collection import AddNoteRequest, Collection
    col = Collection(path)
    try:
        deck = col.decks.id("Large")
        basic = col.models.by_name("Basic")
        requests = []
        for number in range(notes):
            note = col.new_note(basic)
            note["Front"], note["Back"] = f"large question {number}", f"large answer {number}"
            requests.append(AddNoteRequest(note=note, deck_id=deck))
        col.add_notes(requests)
        config = col.decks.config_dict_for_deck_id(deck)
        config["rev"]["perDay"] = 9999
        col.decks.update_config(config)
        today = col.sched.today
        cards = col.db.list("SELECT id FROM cards ORDER BY id")
        answered = cards[: len(cards) * 4 // 5]
        now_ms = int(time.time() * 1000) - 5 * 86_400_000
        rows, states = [], []
        for index, cid in enumerate(answered):
            for answer in range(5):
                rows.append((now_ms + index * 5 + answer - 30 * 86_400_000 + answer * 86_400_000, cid, -1, 3,
                             2 ** answer, 2 ** (answer - 1) if answer else 0, 2500, 6000, 0 if answer == 0 else 1))
            due = today if index < 1000 else today + 1 + index % 60
            states.append((due, cid))
        col.db.executemany("INSERT INTO revlog VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
        col.db.executemany("UPDATE cards SET type = 2, queue = 2, ivl = 8, factor = 2500, reps = 5, due = ?, usn = -1 WHERE id = ?", states)
    finally:
        col.close()


def login(col, url: str):
    return col.sync_login(username=USER, password=PASSWORD, endpoint=url)


def phone_sync(path: str, url: str, upload: bool) -> float:
    """A sync of the phone's collection (a full one when the server asks); its seconds."""
    from anki.collection import Collection
    col = Collection(path)
    try:
        started = time.perf_counter()
        auth = login(col, url)
        output = col.sync_collection(auth, sync_media=False)
        if output.required != output.NO_CHANGES:
            col.close_for_full_sync()
            col.full_upload_or_download(auth=auth, server_usn=None, upload=upload)
            col.reopen(after_full_sync=True)
        return time.perf_counter() - started
    finally:
        col.close()


def phone_answers(path: str, url: str, count: int) -> float:
    from anki.collection import Collection
    col = Collection(path)
    try:
        col.decks.select(col.decks.id("Large"))
        for _ in range(count):
            card = col.sched.getCard()
            if card is None:
                sys.exit("the phone has no card left to answer")
            card.start_timer()
            col.sched.answerCard(card, 3)
    finally:
        col.close()
    return phone_sync(path, url, upload=True)


def run_measured(command: list, stdin: bytes = b"") -> tuple:
    """Runs `command`; (seconds, stdout, peak resident memory in MB).

    The peak is the child's own `VmHWM`, read while it runs: `ru_maxrss` of a child of this
    script starts at this script's size at the fork (Linux keeps the larger across exec), so
    it said about 336 MB, this Python's after making the collection, whatever was run."""
    started = time.perf_counter()
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    peak = [0]

    def watch():
        while True:
            try:
                with open(f"/proc/{process.pid}/status") as status:
                    lines = [line for line in status if line.startswith("VmHWM:")]
            except OSError:
                return
            if not lines:  # exited (a zombie has no memory lines)
                return
            peak[0] = max(peak[0], int(lines[0].split()[1]))
            time.sleep(0.002)

    watcher = threading.Thread(target=watch)
    watcher.start()
    process.stdin.write(stdin)
    process.stdin.close()
    out = process.stdout.read()
    err = process.stderr.read()
    watcher.join()
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - started
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        sys.exit(f"{' '.join(command)}: {err.decode()}")
    CPU[command[1] if len(command) > 1 else ""] = usage.ru_utime + usage.ru_stime
    return seconds, out, peak[0] / 1024


# The CPU seconds (user + system) of the last run of each subcommand: on a busy machine the
# wall-clock time says more about the other processes.
CPU = {}


def main() -> None:
    parser = argparse.ArgumentParser()
    release = os.path.join(ROOT, ".build/release/flashzilla")
    parser.add_argument("--flashzilla", default=release if os.path.exists(release) else os.path.join(ROOT, ".build/debug/flashzilla"))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--notes", type=int, default=50_000)
    args = parser.parse_args()
    helpers = speed()
    work = tempfile.mkdtemp(prefix="flashzilla-sync-large-")
    port = helpers.free_port()
    url = f"http://127.0.0.1:{port}/"
    env = dict(os.environ, SYNC_USER1=f"{USER}:{PASSWORD}", SYNC_BASE=os.path.join(work, "base"), SYNC_HOST="127.0.0.1", SYNC_PORT=str(port))
    server = subprocess.Popen([sys.executable, "-m", "anki.syncserver"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        helpers.wait_for(port, server)
        phone = os.path.join(work, "phone", "collection.anki2")
        os.makedirs(os.path.dirname(phone))
        started = time.perf_counter()
        make_collection(phone, args.notes)
        made = time.perf_counter() - started
        phone_sync(phone, url, upload=True)
        size = os.path.getsize(phone)
        first, first_mb, anki_first, received, anki_sent, sent, anki_received = [], [], [], [], [], [], []
        first_cpu, received_cpu, sent_cpu, sent_answers = [], [], [], []
        for run in range(args.runs):
            home = os.path.join(work, f"home-{run}")
            os.makedirs(home)
            seconds, _, peak = run_measured([args.flashzilla, "sync", "--server", url, "--user", USER, "--home", home], f"{PASSWORD}\n".encode())
            first.append(seconds)
            first_mb.append(peak)
            first_cpu.append(CPU["sync"])
            other = os.path.join(work, f"anki-{run}", "collection.anki2")
            os.makedirs(os.path.dirname(other))
            anki_first.append(phone_sync(other, url, upload=False))

            anki_sent.append(phone_answers(phone, url, 100))
            seconds, out, _ = run_measured([args.flashzilla, "sync", "--json", "--home", home])
            received.append(seconds)
            received_cpu.append(CPU["sync"])
            report = json.loads(out)
            assert report["received"]["answers"] == 100, report

            run_measured([args.flashzilla, "review", "Large", "--screen-reader", "--home", home], b"\ngood\n" * 100 + b"q\n")
            seconds, out, _ = run_measured([args.flashzilla, "sync", "--json", "--home", home])
            sent.append(seconds)
            sent_cpu.append(CPU["sync"])
            report = json.loads(out)
            # Review offers what its own schedule has due (the FSRS replay of the answers), which
            # may be fewer than 100: the figure says how many went.
            sent_answers.append(report["sent"]["answers"])
            anki_received.append(phone_sync(phone, url, upload=True))
            shutil.rmtree(os.path.dirname(other), ignore_errors=True)
        ms = lambda values: round(statistics.median(values) * 1000)
        print(json.dumps({
            "flashzilla": args.flashzilla, "runs": args.runs, "notes": args.notes, "collection_mb": round(size / 1e6, 1),
            "collection_made_s": round(made, 1),
            "first_sync_ms": ms(first), "first_sync_cpu_ms": ms(first_cpu), "first_sync_peak_mb": round(statistics.median(first_mb), 1),
            "anki_full_download_ms": ms(anki_first),
            "receive_100_answers_ms": ms(received), "receive_100_answers_cpu_ms": ms(received_cpu), "anki_send_100_answers_ms": ms(anki_sent),
            "answers_sent": sent_answers, "send_answers_ms": ms(sent), "send_answers_cpu_ms": ms(sent_cpu), "anki_receive_answers_ms": ms(anki_received),
        }, indent=1))
    finally:
        server.kill()
        server.wait()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()

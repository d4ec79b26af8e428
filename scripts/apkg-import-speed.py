#!/usr/bin/env python3
"""Issue 16's speed figure for Anki packages: importing a 50,000-note current-layout
.apkg with about 200,000 review rows, Flashzilla against the real Anki library, side by
side in one run (the issue asks for Flashzilla in at most 0.5x Anki's time).

The package is made with the PyPI `anki` package (Anki's real backend): 50,000 notes
(Basic, "Basic (and reversed card)" and Cloze, so about 85,000 cards) in 20 decks under
one parent, with HTML, then 200,000 review rows written straight into its revlog table
(answering 200,000 cards through the scheduler would take hours; the importers only
copy the rows), exported with `export_anki_package(legacy=False)`.

Each side runs `--runs` times (3) on a fresh target, and the median counts:
- Anki: `import_anki_package` into a new empty collection, with scheduling (history).
- Flashzilla: `flashzilla import FILE --home EMPTY`, the release binary, a fresh process.

Run from the repository root:
    swift build -c release --product flashzilla
    python3 scripts/apkg-import-speed.py [--runs 3] [--keep big.apkg] [--package big.apkg]
"""
import argparse
import random
import shutil
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

from anki.collection import AddNoteRequest, Collection
from anki.import_export_pb2 import ExportAnkiPackageOptions, ImportAnkiPackageOptions, ImportAnkiPackageRequest

NOTES = 50_000
REVIEWS = 200_000
BINARY = Path(".build/release/flashzilla")


def make_package(out: Path, folder: Path) -> None:
    col = Collection(str(folder / "big.anki2"))
    decks = [col.decks.id(f"Big::Part {i:02d}") for i in range(20)]
    kinds = [col.models.by_name("Basic"), col.models.by_name("Basic (and reversed card)"), col.models.by_name("Cloze")]
    rng = random.Random(16)
    requests = []
    for i in range(NOTES):
        kind = kinds[i % 3]
        note = col.new_note(kind)
        note.guid = f"speed-{i:06d}"
        word = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(8))
        if kind["type"] == 1:
            note.fields[0] = f"The word {{{{c1::{word}}}}} is number {{{{c2::{i}}}}}."
            note.fields[1] = f"<i>extra</i> {i}"
        else:
            note.fields[0] = f"<b>{word}</b> &amp; {i}"
            note.fields[1] = f"meaning of {word}<br>line two<div>number {i}</div>"
        note.tags = [f"tag{i % 7}"]
        requests.append(AddNoteRequest(note=note, deck_id=decks[i % len(decks)]))
    col.add_notes(requests)

    card_ids = col.db.list("select id from cards")
    start = int(time.time() * 1000) - REVIEWS * 60_000
    rows = []
    for n in range(REVIEWS):
        cid = card_ids[n % len(card_ids)]
        ease = rng.choice([1, 3, 3, 3, 4])
        rows.append((start + n * 60_000, cid, -1, ease, rng.randint(1, 100), rng.randint(0, 50), 2500, rng.randint(2_000, 20_000), 1))
    col.db.executemany("insert into revlog (id, cid, usn, ease, ivl, lastIvl, factor, time, type) values (?,?,?,?,?,?,?,?,?)", rows)
    col.db.execute("update cards set type = 2, queue = 2, ivl = 10, due = 100, reps = 4")
    options = ExportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True, with_media=True, legacy=False)
    col.export_anki_package(out_path=str(out), options=options, limit=None)
    col.close()


def time_anki(package: Path, folder: Path, run: int) -> float:
    target = folder / f"anki-{run}"
    target.mkdir()
    col = Collection(str(target / "collection.anki2"))
    request = ImportAnkiPackageRequest(package_path=str(package), options=ImportAnkiPackageOptions(
        merge_notetypes=False, with_scheduling=True, with_deck_configs=True))
    start = time.perf_counter()
    col.import_anki_package(request)
    elapsed = time.perf_counter() - start
    cards = col.card_count()
    col.close()
    shutil.rmtree(target)
    assert cards > NOTES, f"Anki imported only {cards} cards"
    return elapsed


def time_flashzilla(package: Path, folder: Path, run: int) -> float:
    home = folder / f"flashzilla-{run}"
    home.mkdir()
    start = time.perf_counter()
    result = subprocess.run([str(BINARY), "import", str(package), "--home", str(home)], capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    shutil.rmtree(home)
    if result.returncode != 0:
        raise SystemExit(f"flashzilla import failed: {result.stderr}")
    if run == 0:
        print("  flashzilla says:", result.stdout.strip().splitlines()[-1])
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--keep", help="also save the generated package here")
    parser.add_argument("--package", help="use this package instead of generating one")
    args = parser.parse_args()
    if not BINARY.exists():
        raise SystemExit("build it first: swift build -c release --product flashzilla")
    folder = Path(tempfile.mkdtemp(prefix="apkg-speed-"))
    try:
        package = Path(args.package) if args.package else folder / "big.apkg"
        if not args.package:
            began = time.perf_counter()
            make_package(package, folder)
            print(f"made {package.name}: {package.stat().st_size / 1e6:.1f} MB, {NOTES} notes, {REVIEWS} review rows "
                  f"({time.perf_counter() - began:.0f} s)")
            if args.keep:
                shutil.copy(package, args.keep)
        anki, ours = [], []
        for run in range(args.runs):
            anki.append(time_anki(package, folder, run))
            ours.append(time_flashzilla(package, folder, run))
        a, f = statistics.median(anki), statistics.median(ours)
        print(f"| importer | median | runs |")
        print(f"|---|---:|---|")
        print(f"| Anki (import_anki_package, with scheduling) | {a * 1000:.0f} ms | {', '.join(f'{x * 1000:.0f}' for x in anki)} |")
        print(f"| flashzilla import | {f * 1000:.0f} ms | {', '.join(f'{x * 1000:.0f}' for x in ours)} |")
        print(f"Flashzilla / Anki: {f / a:.2f}x (target: at most 0.5x)")
    finally:
        shutil.rmtree(folder)


if __name__ == "__main__":
    main()

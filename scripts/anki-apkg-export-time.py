#!/usr/bin/env python3
"""Times the real Anki library exporting 100,000 Basic notes as a package, for comparison
with `flashzilla-bench export-apkg` (the same shape of deck: a numbered 8-word front, a
6-word back, every third note tagged `generated`).

    pip install anki && python3 scripts/anki-apkg-export-time.py [--runs N]

Prints the median / min / max seconds and the package's size for the legacy layout
(`collection.anki2`/`.anki21` in a deflated zip, what Flashzilla writes) and the current
one (zstd-compressed `collection.anki21b`).
"""
import os
import random
import sys
import tempfile
import time

from anki.collection import AddNoteRequest, Collection, DeckIdLimit, ExportAnkiPackageOptions

WORDS = ["river", "mountain", "capital", "Ärger", "über", "naïve", "café", "city", "what", "is", "the",
         "of", "ocean", "北京", "東京", "word", "meaning", "learn", "remember", "question"]


def main() -> None:
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 5
    with tempfile.TemporaryDirectory() as folder:
        col = Collection(os.path.join(folder, "collection.anki2"))
        deck = col.decks.id("Generated 100000")
        basic = col.models.by_name("Basic")
        rng = random.Random(42)
        requests = []
        for i in range(100_000):
            note = col.new_note(basic)
            note["Front"] = f"{i}. " + " ".join(rng.choice(WORDS) for _ in range(8))
            note["Back"] = " ".join(rng.choice(WORDS) for _ in range(6))
            if i % 3 == 0:
                note.tags = ["generated"]
            requests.append(AddNoteRequest(note=note, deck_id=deck))
        col.add_notes(requests)
        for legacy in (True, False):
            out = os.path.join(folder, f"export-{legacy}.apkg")
            options = ExportAnkiPackageOptions(with_scheduling=False, with_deck_configs=False, with_media=False, legacy=legacy)
            times = []
            for _ in range(runs):
                start = time.perf_counter()
                col.export_anki_package(out_path=out, options=options, limit=DeckIdLimit(deck))
                times.append(time.perf_counter() - start)
            times.sort()
            print(f"Anki, {'legacy' if legacy else 'current'} layout: {times[len(times) // 2] * 1000:,.0f} / "
                  f"{times[0] * 1000:,.0f} / {times[-1] * 1000:,.0f} ms, {os.path.getsize(out) / 1e6:.1f} MB")
        col.close()


if __name__ == "__main__":
    main()

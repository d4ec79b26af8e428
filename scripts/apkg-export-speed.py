#!/usr/bin/env python3
"""Issue 29's export speed figure: the 50,000-note package of scripts/apkg-import-speed.py
(make it with `--keep big.apkg`) exported with scheduling, Flashzilla against the real Anki
library (the issue asks for Flashzilla's export in at most Anki's own export time).

- Anki: the package imported into a new collection (with scheduling), then
  `export_anki_package(with_scheduling=True)` of the whole collection, in the legacy layout
  (a deflated `collection.anki21`, the kind Flashzilla writes) and the current one (zstd).
- Flashzilla: `flashzilla-bench export-apkg-scheduled PACKAGE` (release build): the package
  imported into a throw-away home with its history, then its decks exported as one package
  with their notes, the cards' states and marks and every answer.

Run from the repository root:
    swift build -c release --product flashzilla-bench
    python3 scripts/apkg-export-speed.py --package big.apkg [--runs 5]
"""
import argparse
import os
import statistics
import subprocess
import tempfile
import time

from anki.collection import Collection
from anki.import_export_pb2 import ExportAnkiPackageOptions, ImportAnkiPackageOptions, ImportAnkiPackageRequest


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--package", required=True)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        col = Collection(os.path.join(folder, "collection.anki2"))
        col.import_anki_package(ImportAnkiPackageRequest(
            package_path=args.package, options=ImportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True)))
        print(f"Anki: {col.card_count()} cards, {col.db.scalar('SELECT count() FROM revlog')} review rows")
        for legacy in (True, False):
            out = os.path.join(folder, f"export-{legacy}.apkg")
            options = ExportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True, with_media=False, legacy=legacy)
            times = []
            for _ in range(args.runs):
                start = time.perf_counter()
                col.export_anki_package(out_path=out, options=options, limit=None)
                times.append(time.perf_counter() - start)
            print(f"Anki export with scheduling, {'legacy' if legacy else 'current'} layout: median "
                  f"{statistics.median(times) * 1000:,.0f} ms (min {min(times) * 1000:,.0f}, max {max(times) * 1000:,.0f}), "
                  f"{os.path.getsize(out) / 1e6:.1f} MB")
        col.close()
    subprocess.run([".build/release/flashzilla-bench", "export-apkg-scheduled", args.package, "--runs", str(args.runs)], check=True)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Writes Tests/Fixtures/anki/marks.apkg with Anki's real backend (PyPI `anki`), not by hand.

Four Basic notes in the deck "Marks" (GUIDs fz-marks-1…4, fronts gato, perro, casa, mesa):
the first card suspended, the second buried (by the user), the third flagged red (1) and the
fourth left alone, exported with scheduling in the current layout. The import test checks
that Flashzilla takes queue -1 as suspended, -2/-3 as buried and the flags' low 3 bits.

Run from the repository root: .venv/bin/python3 scripts/make-apkg-marks-fixture.py
"""
import shutil
import sqlite3
import tempfile
from pathlib import Path

from anki.collection import Collection
from anki.import_export_pb2 import ExportAnkiPackageOptions

OUT = Path("Tests/Fixtures/anki/marks.apkg")


def main() -> None:
    folder = Path(tempfile.mkdtemp())
    try:
        col = Collection(str(folder / "collection.anki2"))
        deck = col.decks.id("Marks")
        basic = col.models.by_name("Basic")
        cards = []
        for n, (front, back) in enumerate([("gato", "cat"), ("perro", "dog"), ("casa", "house"), ("mesa", "table")], start=1):
            note = col.new_note(basic)
            note.guid = f"fz-marks-{n}"
            note.fields[0], note.fields[1] = front, back
            col.add_note(note, deck)
            cards.append(note.cards()[0].id)
        col.sched.suspend_cards([cards[0]])
        col.sched.bury_cards([cards[1]], manual=True)
        col.set_user_flag_for_cards(1, [cards[2]])
        options = ExportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True, with_media=False, legacy=False)
        col.export_anki_package(out_path=str(OUT), options=options, limit=None)
        col.close()
        # What the package says, as the test expects it (read back from the collection).
        db = sqlite3.connect(folder / "collection.anki2")
        for row in db.execute("select n.guid, c.queue, c.flags from cards c join notes n on n.id = c.nid order by n.guid"):
            print(row)
    finally:
        shutil.rmtree(folder)
    print(f"{OUT}: {OUT.stat().st_size} bytes")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Writes Tests/Fixtures/anki/schedule-v1.apkg and schedule-v2.apkg with the real Anki
backend (PyPI `anki`): two exports of one deck, the second made after more study in Anki
(issue 29: re-importing a newer export adds its new answers and takes its card states).

- v1: eight Basic notes in the deck "Schedule"; five new cards answered Good through
  Anki's scheduler (each then learning, due in ten minutes).
- v2: the same collection after four more answers (Good, through the scheduler), one of
  the first five reset ("forget") and then given a due date three days on (a review card
  with no answer since its reset), exported again.

GUIDs are fixed (sched-01 …); ids and times are those of the run. Run from the repository
root: python3 scripts/make-anki-schedule-fixtures.py
"""
import tempfile
from pathlib import Path

from anki.collection import Collection
from anki.import_export_pb2 import ExportAnkiPackageOptions

OUT = Path("Tests/Fixtures/anki")


def export(col: Collection, name: str) -> None:
    options = ExportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True, with_media=False, legacy=False)
    col.export_anki_package(out_path=str(OUT / name), options=options, limit=None)


def answer(col: Collection, times: int) -> list[int]:
    answered = []
    for _ in range(times):
        card = col.sched.getCard()
        if card is None:
            break
        col.sched.answerCard(card, 3)
        answered.append(card.id)
    return answered


def main() -> None:
    folder = Path(tempfile.mkdtemp(prefix="anki-schedule-"))
    col = Collection(str(folder / "collection.anki2"))
    deck = col.decks.id("Schedule")
    basic = col.models.by_name("Basic")
    for i in range(1, 9):
        note = col.new_note(basic)
        note["Front"], note["Back"] = f"question {i}", f"answer {i}"
        note.guid = f"sched-{i:02d}"
        col.add_note(note, deck)
    col.decks.select(deck)
    first = answer(col, 5)
    export(col, "schedule-v1.apkg")
    answer(col, 4)
    col.sched.forgetCards([first[0]])
    col.sched.set_due_date([first[0]], "3")
    export(col, "schedule-v2.apkg")
    col.close()


if __name__ == "__main__":
    main()

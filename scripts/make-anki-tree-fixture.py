#!/usr/bin/env python3
"""Writes Tests/Fixtures/anki/deck-tree.apkg with the real Anki backend (PyPI `anki`): a
nested collection for issue 33's deck tree, whose deck list counts (`deck_due_tree()`)
Flashzilla's `due` must match, parents included.

- Lang: 5 new cards of its own (a parent with a deck file in Flashzilla).
- Lang::Spanish: no cards (Flashzilla has no file for it: a virtual parent).
- Lang::Spanish::Vocab: 60 notes; 20 answered Good twice (review cards), 5 answered Good
  once (learning), 35 new: more than the 20 new a day it allows, so each parent shows its
  own limit over its children's sum.
- Lang::Spanish::Grammar: 15 notes, 3 answered Good twice, 2 once.
- Lang::French: 8 notes, 2 answered Good once.
- Art: 4 new cards, no children.

Every answer is then moved 10 days back (the review log's ids, the cards' due times and
days, the decks' "studied today" counters cleared), so the learning and review cards are
due whenever the tests run and no deck has studied anything "today". GUIDs are fixed
(tree-…). Run from the repository root: python3 scripts/make-anki-tree-fixture.py
"""
import tempfile
from pathlib import Path

from anki.collection import Collection
from anki.scheduler.v3 import CardAnswer
from anki.import_export_pb2 import ExportAnkiPackageOptions

OUT = Path("Tests/Fixtures/anki/deck-tree.apkg")


DAYS_BACK = 10


def good(col: Collection, card_id: int, times: int) -> None:
    for _ in range(times):
        card = col.get_card(card_id)
        card.start_timer()
        states = col._backend.get_scheduling_states(card.id)
        col.sched.answer_card(col.sched.build_answer(card=card, states=states, rating=CardAnswer.GOOD))


def add(col: Collection, deck: str, count: int, reviews: int = 0, learning: int = 0) -> None:
    deck_id = col.decks.id(deck)
    basic = col.models.by_name("Basic")
    cards = []
    for i in range(1, count + 1):
        note = col.new_note(basic)
        slug = deck.replace("::", "-").lower()
        note["Front"], note["Back"] = f"{deck} question {i}", f"{deck} answer {i}"
        note.guid = f"tree-{slug}-{i:03d}"
        col.add_note(note, deck_id)
        cards.extend(note.card_ids())
    for cid in cards[:reviews]:
        good(col, cid, 2)
    for cid in cards[reviews:reviews + learning]:
        good(col, cid, 1)


def move_back(col: Collection) -> None:
    """Everything answered today happened DAYS_BACK days ago."""
    col.db.execute("UPDATE revlog SET id = id - ?", DAYS_BACK * 86_400_000)
    col.db.execute("UPDATE cards SET due = due - ? WHERE queue IN (1, 4)", DAYS_BACK * 86_400)  # learning: a Unix time
    col.db.execute("UPDATE cards SET due = due - ? WHERE queue IN (2, 3)", DAYS_BACK)  # review: a day number
    for deck in col.decks.all():
        for key in ("newToday", "revToday", "lrnToday", "timeToday"):
            if key in deck:
                deck[key] = [0, 0]
        col.decks.save(deck)


def main() -> None:
    folder = Path(tempfile.mkdtemp(prefix="anki-tree-"))
    col = Collection(str(folder / "collection.anki2"))
    add(col, "Lang", 5)
    col.decks.id("Lang::Spanish")
    add(col, "Lang::Spanish::Vocab", 60, reviews=20, learning=5)
    add(col, "Lang::Spanish::Grammar", 15, reviews=3, learning=2)
    add(col, "Lang::French", 8, learning=2)
    add(col, "Art", 4)
    move_back(col)
    options = ExportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True, with_media=False, legacy=False)
    col.export_anki_package(out_path=str(OUT), options=options, limit=None)
    col.close()


if __name__ == "__main__":
    main()

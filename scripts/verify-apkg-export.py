#!/usr/bin/env python3
"""Checks a `flashzilla export --format apkg` package with the real Anki library.

    python3 scripts/verify-apkg-export.py OUT.apkg EXPECTED.json [LATER.apkg LATER.json]

EXPECTED.json: {"deck": "Languages::Spanish", "cards": [{"prompt": "…", "answer": "…",
"tags": ["t1"]}, …]}, the cards in the deck's order. LATER: an export of the same deck
after some cards were edited, and what it holds.

The PyPI `anki` package is Anki's own backend (pip install anki). In a fresh collection in a
temporary folder the script:
1. reads the package's notes as written and compares their sort field and checksum with what
   Anki computes for the same first field;
2. imports the package as Anki's File › Import does, then checks the note count, that every
   card is a new Basic card in the deck of the expected name, each note's fields (read back
   from Anki's HTML), its tags, and that Anki renders the card's question and answer from them;
3. exports the deck again as Anki's "Notes in Plain Text" (with HTML) and reads that back:
   prompt, answer and tags must be the same (the round trip through Anki);
4. imports the package a second time: no note may be added (the GUIDs are stable);
5. with LATER, imports that too: no note may be added, and the notes must now hold LATER's
   text (Anki updates a note whose GUID it has when the package's copy is newer).

Exits 1 with one line per mismatch, 0 and a one-line summary when everything matches.
"""
import csv
import html
import io
import json
import os
import re
import sqlite3
import sys
import tempfile
import zipfile

import anki.lang
from anki.collection import Collection, DeckIdLimit
from anki.import_export_pb2 import ImportAnkiPackageOptions, ImportAnkiPackageRequest
from anki.utils import field_checksum, strip_html_media

problems: list[str] = []


def check(condition: bool, message: str) -> None:
    if not condition:
        problems.append(message)


def text_of_field(field: str) -> str:
    """Anki field HTML as the card's text: the inverse of Flashzilla's export."""
    field = field.replace("&nbsp;", " ")
    field = re.sub(r"<br\s*/?>", "\n", field)
    return html.unescape(field)


def anki_tags(tags: list[str]) -> list[str]:
    """Tags as Anki keeps them: a space inside one becomes `_` on export, and Anki sorts them."""
    return sorted(re.sub(r"\s", "_", tag.strip()) for tag in tags if tag.strip())


def check_raw_package(package: str, folder: str) -> None:
    with zipfile.ZipFile(package) as archive:
        names = archive.namelist()
        check("collection.anki2" in names, f"no collection.anki2 in the zip: {names}")
        check(json.loads(archive.read("media")) == {}, "the media map is not {}")
        archive.extract("collection.anki2", folder)
    db = sqlite3.connect(os.path.join(folder, "collection.anki2"))
    try:
        version = db.execute("SELECT ver FROM col").fetchone()[0]
        check(version == 11, f"schema version {version}, expected 11")
        for guid, fields, sort_field, checksum in db.execute("SELECT guid, flds, sfld, csum FROM notes"):
            front = fields.split("\x1f")[0]
            expected_sort = strip_html_media(front)
            check(str(sort_field) == expected_sort, f"note {guid}: sort field {sort_field!r}, Anki computes {expected_sort!r}")
            check(checksum == field_checksum(front), f"note {guid}: checksum {checksum}, Anki computes {field_checksum(front)}")
    finally:
        db.close()


def import_package(col: Collection, package: str):
    options = ImportAnkiPackageOptions(with_scheduling=True, with_deck_configs=False)
    return col.import_anki_package(ImportAnkiPackageRequest(package_path=package, options=options)).log


def check_imported(col: Collection, deck: str, cards: list[dict]) -> None:
    note_ids = col.find_notes("")
    check(len(note_ids) == len(cards), f"{len(note_ids)} notes in Anki, expected {len(cards)}")
    deck_id = col.decks.id_for_name(deck)
    check(deck_id is not None, f"no deck named {deck!r} in Anki; decks: {[d.name for d in col.decks.all_names_and_ids()]}")
    # The deck's order is the new-card queue's: by due position.
    anki_cards = sorted((col.get_card(cid) for cid in col.find_cards("")), key=lambda card: card.due)
    for index, (card, want) in enumerate(zip(anki_cards, cards), start=1):
        note = card.note()
        where = f"card {index} ({want['prompt']!r})"
        check(note.note_type()["name"].startswith("Basic"), f"{where}: note type {note.note_type()['name']!r}")
        check(col.decks.name(card.did) == deck, f"{where}: in deck {col.decks.name(card.did)!r}, expected {deck!r}")
        check(card.type == 0 and card.queue == 0, f"{where}: not a new card (type {card.type}, queue {card.queue})")
        check(text_of_field(note["Front"]) == want["prompt"], f"{where}: front {text_of_field(note['Front'])!r}, expected {want['prompt']!r}")
        check(text_of_field(note["Back"]) == want["answer"], f"{where}: back {text_of_field(note['Back'])!r}, expected {want['answer']!r}")
        check(sorted(note.tags) == anki_tags(want["tags"]), f"{where}: tags {note.tags}, expected {anki_tags(want['tags'])}")
        question, answer = card.question(), card.answer()
        check(note["Front"] in question, f"{where}: Anki's question {question!r} does not show the front {note['Front']!r}")
        check("<hr id=answer>" + note["Back"] in answer, f"{where}: Anki's answer {answer!r} does not show the back {note['Back']!r}")


def check_round_trip(col: Collection, deck: str, cards: list[dict], folder: str) -> None:
    """Anki's own plain-text export of the imported deck gives back every prompt, answer and tag."""
    deck_id = col.decks.id_for_name(deck)
    if deck_id is None:
        return
    out = os.path.join(folder, "notes.txt")
    col.export_note_csv(out_path=out, limit=DeckIdLimit(deck_id), with_html=True, with_tags=True,
                        with_deck=False, with_notetype=False, with_guid=False)
    with open(out, encoding="utf-8") as file:
        body = "".join(line for line in file if not line.startswith("#"))
    rows = list(csv.reader(io.StringIO(body), delimiter="\t"))
    # Anki writes notes in creation order (note id): the same as the deck's, since the ids
    # follow the cards' creation times; compare as sets of rows to depend on neither.
    got = sorted((text_of_field(r[0]), text_of_field(r[1]), sorted(r[2].split())) for r in rows)
    want = sorted((c["prompt"], c["answer"], anki_tags(c["tags"])) for c in cards)
    check(got == want, f"Anki's plain-text export differs:\n  got  {got}\n  want {want}")


def main() -> int:
    if len(sys.argv) not in (3, 5):
        print("usage: " + __doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    package = os.path.abspath(sys.argv[1])
    with open(sys.argv[2], encoding="utf-8") as file:
        expected = json.load(file)
    deck, cards = expected["deck"], expected["cards"]
    anki.lang.set_lang("en")  # strip_html_media and field_checksum use Anki's i18n backend

    with tempfile.TemporaryDirectory() as folder:
        raw, fresh = os.path.join(folder, "package"), os.path.join(folder, "anki")
        os.mkdir(raw)
        os.mkdir(fresh)
        check_raw_package(package, raw)
        col = Collection(os.path.join(fresh, "collection.anki2"))
        try:
            first = import_package(col, package)
            check(len(first.new) == len(cards), f"the first import added {len(first.new)} notes, expected {len(cards)}")
            check_imported(col, deck, cards)
            check_round_trip(col, deck, cards, fresh)
            notetypes = len(col.models.all_names_and_ids())
            second = import_package(col, package)
            check(len(second.new) == 0, f"importing the same package again added {len(second.new)} notes")
            check(len(col.find_notes("")) == len(cards), "importing the same package again changed the note count")
            check(len(col.models.all_names_and_ids()) == notetypes, "importing the same package again added a note type")
            if len(sys.argv) == 5:
                with open(sys.argv[4], encoding="utf-8") as file:
                    later = json.load(file)
                update = import_package(col, os.path.abspath(sys.argv[3]))
                check(len(update.new) == 0, f"importing the later export added {len(update.new)} notes instead of updating")
                check(len(update.updated) > 0, "importing the later export updated no note")
                check_imported(col, later["deck"], later["cards"])
        finally:
            col.close()

    if problems:
        for problem in problems:
            print(f"verify-apkg-export: {problem}", file=sys.stderr)
        return 1
    print(f"verify-apkg-export: Anki imported {len(cards)} notes into {deck!r}; fields, tags, rendering and re-import match")
    return 0


if __name__ == "__main__":
    sys.exit(main())

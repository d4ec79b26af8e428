#!/usr/bin/env python3
"""The Anki side of the export round trip (issue 29), with Anki's real backend (PyPI `anki`).
Tests/FlashzillaEndToEndTests/ApkgRoundTripEndToEndTests.swift runs it at test time, so the
answers given in Anki are of the same day as the ones given in Flashzilla.

    anki-round-trip.py make DIR          a collection DIR/collection.anki2 (deck "Round Trip":
                                         Basic with HTML, Basic (and reversed card), Cloze, tags,
                                         a red flag, a suspended card, answers) and its export
                                         DIR/original.apkg, with scheduling
    anki-round-trip.py into-same DIR PKG PKG imported into DIR/collection.anki2
    anki-round-trip.py into-empty PKG    PKG imported into a new collection

Each prints JSON: the note types (id, name), the notes (guid: fields, tags), the cards (guid,
ord, type, queue, flags), the review log (guid, ord, ease, id) and the deck list's counts
(`deck_due_tree`), and for an import Anki's own log of it (new, updated, duplicate notes).
"""
import json
import os
import sys
import tempfile

from anki.collection import Collection
from anki.import_export_pb2 import ExportAnkiPackageOptions, ImportAnkiPackageOptions, ImportAnkiPackageRequest

DECK = "Round Trip"


def make(folder: str) -> dict:
    col = Collection(os.path.join(folder, "collection.anki2"))
    deck = col.decks.id(DECK)

    def add(kind: str, guid: str, fields: list, tags: list):
        note = col.new_note(col.models.by_name(kind))
        note.guid = guid
        for i, value in enumerate(fields):
            note.fields[i] = value
        note.tags = tags
        col.add_note(note, deck)
        return note

    # Added in this order, so Anki's new-card order (and Flashzilla's) starts with el gato.
    add("Basic", "fz-rt-gato", ["<b>el gato</b>", "the cat"], ["animals"])
    add("Basic", "fz-rt-casa", ["la casa", "the <i>house</i>"], ["home", "lang::es"])
    add("Basic (and reversed card)", "fz-rt-perro", ["el perro", "the dog"], ["animals"])
    add("Cloze", "fz-rt-madrid", ["{{c1::Madrid}} is the capital of {{c2::Spain}}", ""], ["geography"])
    suspended = add("Basic", "fz-rt-mesa", ["la mesa", "the table"], [])
    flagged = add("Basic", "fz-rt-libro", ["el libro", "the book"], [])
    sun = add("Basic", "fz-rt-sol", ["el sol", "the sun"], [])
    add("Basic", "fz-rt-luna", ["la luna", "the moon"], [])
    col.sched.suspend_cards([suspended.cards()[0].id])
    col.set_user_flag_for_cards(1, [flagged.cards()[0].id])
    # Answers in Anki: the flagged card Easy (a review card, due in days), and the sun Again
    # then Good (learning, due in minutes).
    for card_id, eases in [(flagged.cards()[0].id, [4]), (sun.cards()[0].id, [1, 3])]:
        for ease in eases:
            card = col.get_card(card_id)
            card.start_timer()
            col.sched.answerCard(card, ease)
    # The notes as if written yesterday: an edit made here afterwards is the newer one, as
    # Anki's import wants it, even within the second the test made them.
    col.db.execute("UPDATE notes SET mod = mod - 86400")
    options = ExportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True, with_media=False, legacy=False)
    col.export_anki_package(out_path=os.path.join(folder, "original.apkg"), options=options, limit=None)
    result = describe(col)
    col.close()
    return result


def import_into(col: Collection, package: str) -> dict:
    options = ImportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True)
    log = col.import_anki_package(ImportAnkiPackageRequest(package_path=package, options=options)).log
    return {"new": len(log.new), "updated": len(log.updated), "duplicate": len(log.duplicate),
            "conflicting": len(log.conflicting), "missing_notetype": len(log.missing_notetype)}


def describe(col: Collection) -> dict:
    notetypes = sorted([[m["id"], m["name"]] for m in col.models.all()])
    notes = {}
    for nid in col.find_notes(""):
        note = col.get_note(nid)
        notes[note.guid] = {"fields": list(note.fields), "tags": sorted(note.tags), "notetype": note.mid}
    cards = []
    for cid in sorted(col.find_cards("")):
        card = col.get_card(cid)
        cards.append({"guid": card.note().guid, "ord": card.ord, "type": card.type, "queue": card.queue,
                      "flags": card.user_flag(), "deck": col.decks.name(card.did)})
    revlog = [{"guid": guid, "ord": ord, "ease": ease, "id": rid}
              for rid, guid, ord, ease in col.db.all(
                  "SELECT r.id, n.guid, c.ord, r.ease FROM revlog r JOIN cards c ON c.id = r.cid JOIN notes n ON n.id = c.nid "
                  "WHERE r.type < 4 AND r.ease > 0 ORDER BY r.id")]
    counts = {}

    def walk(node, path):
        for child in node.children:
            name = "::".join(path + [child.name])
            counts[name] = {"new": child.new_count, "learning": child.learn_count, "review": child.review_count}
            walk(child, path + [child.name])
    walk(col.sched.deck_due_tree(), [])
    return {"notetypes": notetypes, "notes": notes, "cards": cards, "revlog": revlog, "counts": counts}


def main() -> None:
    command = sys.argv[1]
    if command == "make":
        result = make(sys.argv[2])
    elif command == "into-same":
        col = Collection(os.path.join(sys.argv[2], "collection.anki2"))
        before = describe(col)
        log = import_into(col, sys.argv[3])
        result = {"before": before, "after": describe(col), "log": log}
        col.close()
    elif command == "into-empty":
        folder = tempfile.mkdtemp(prefix="anki-round-trip-")
        col = Collection(os.path.join(folder, "collection.anki2"))
        log = import_into(col, sys.argv[2])
        result = {"after": describe(col), "log": log}
        col.close()
    else:
        raise SystemExit(f"unknown command {command}")
    print(json.dumps(result))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Writes Tests/Fixtures/anki/deck-options.apkg (the current layout, collection.anki21b,
deck options as protobuf rows of `deck_config`) and deck-options-legacy.apkg (legacy=True:
collection.anki21, deck options as the `col.dconf` JSON) with Anki's real backend (PyPI
`anki`), not by hand.

Three decks of one Basic note each:
- "Options::Custom" uses the preset "Custom": 7 new and 77 reviews a day, learning steps
  2 and 15.5 minutes, relearning 5, desired retention 0.85, maximum interval 400 days, leech
  threshold 5 with the action "suspend", bury new, review and interday learning siblings,
  new cards gathered by descending position (2).
- "Options::Override" uses "Custom" too, with limits and retention of its own over it
  (3 new, 33 reviews a day, retention 0.8: Anki's "This deck" limits).
- "Options::Plain" keeps Anki's Default preset.

Run from the repository root: .venv/bin/python3 scripts/make-apkg-deck-options-fixtures.py
"""
import json
import shutil
import tempfile
from pathlib import Path

from anki.collection import Collection
from anki.import_export_pb2 import ExportAnkiPackageOptions

OUT = Path("Tests/Fixtures/anki")


def make(col) -> None:
    basic = col.models.by_name("Basic")
    preset = col.decks.add_config_returning_id("Custom")
    conf = col.decks.get_config(preset)
    conf["new"]["perDay"] = 7
    conf["rev"]["perDay"] = 77
    conf["new"]["delays"] = [2.0, 15.5]
    conf["lapse"]["delays"] = [5.0]
    conf["desiredRetention"] = 0.85
    conf["rev"]["maxIvl"] = 400
    conf["lapse"]["leechFails"] = 5
    conf["lapse"]["leechAction"] = 0
    conf["new"]["bury"] = True
    conf["rev"]["bury"] = True
    conf["buryInterdayLearning"] = True
    conf["newGatherPriority"] = 2
    col.decks.update_config(conf)
    for name, front in [("Options::Custom", "custom"), ("Options::Override", "override"), ("Options::Plain", "plain")]:
        deck_id = col.decks.id(name)
        deck = col.decks.get(deck_id)
        if name != "Options::Plain":
            deck["conf"] = preset
        if name == "Options::Override":
            deck["newLimit"] = 3
            deck["reviewLimit"] = 33
            deck["desiredRetention"] = 80
        col.decks.save(deck)
        note = col.new_note(basic)
        note.guid = f"fz-options-{front}"
        note.fields[0], note.fields[1] = front, front + " back"
        col.add_note(note, deck_id)


def main() -> None:
    for legacy, name in [(False, "deck-options.apkg"), (True, "deck-options-legacy.apkg")]:
        folder = Path(tempfile.mkdtemp())
        try:
            col = Collection(str(folder / "collection.anki2"))
            make(col)
            options = ExportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True, with_media=False, legacy=legacy)
            out = OUT / name
            col.export_anki_package(out_path=str(out), options=options, limit=None)
            # What the package holds, as Anki reads it back (the test expects these).
            for deck in sorted(col.decks.all_names_and_ids(), key=lambda d: d.name):
                conf = col.decks.config_dict_for_deck_id(deck.id)
                own = col.decks.get(deck.id)
                print(name, deck.name, json.dumps({
                    "new": conf["new"]["perDay"], "rev": conf["rev"]["perDay"], "learn": conf["new"]["delays"],
                    "relearn": conf["lapse"]["delays"], "retention": conf["desiredRetention"], "maxIvl": conf["rev"]["maxIvl"],
                    "leech": [conf["lapse"]["leechFails"], conf["lapse"]["leechAction"]], "bury": [conf["new"]["bury"], conf["rev"]["bury"]],
                    "gather": conf["newGatherPriority"], "deckLimits": [own.get("newLimit"), own.get("reviewLimit"), own.get("desiredRetention")]}))
            col.close()
            print(f"{out}: {out.stat().st_size} bytes")
        finally:
            shutil.rmtree(folder)


if __name__ == "__main__":
    main()

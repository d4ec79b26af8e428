#!/usr/bin/env python3
"""What Anki's own backend makes of notes of given note types: reads a JSON file (the
argument) {"noteTypes": [{name, kind, fields, templates: [{name, front, back}], css}],
"notes": [{"noteType": name, "fields": [...]}]} and prints, per note, a JSON line with its
cards' ords and questions as plain text (tags removed). Used by CardKindNoteTypesAnkiTests
(Flashzilla's stock note types for its card kinds, as Anki reads them)."""
import json
import os
import re
import sys
import tempfile

from anki.collection import Collection
from anki.models import MODEL_CLOZE


def plain(side):
    side = re.sub(r"<style>.*?</style>", "", side, flags=re.S)
    side = re.sub(r"<[^>]+>", "", side)
    return side.strip()


def main():
    spec = json.load(open(sys.argv[1], encoding="utf-8"))
    collection = Collection(os.path.join(tempfile.mkdtemp(), "collection.anki2"))
    models = {}
    for note_type in spec["noteTypes"]:
        model = collection.models.new(note_type["name"] + " (flashzilla)")
        if note_type.get("kind") == "cloze":
            model["type"] = MODEL_CLOZE
        for field in note_type["fields"]:
            collection.models.add_field(model, collection.models.new_field(field))
        for template in note_type["templates"]:
            added = collection.models.new_template(template["name"])
            added["qfmt"], added["afmt"] = template["front"], template["back"]
            collection.models.add_template(model, added)
        model["css"] = note_type.get("css", "")
        collection.models.add(model)
        models[note_type["name"]] = collection.models.by_name(note_type["name"] + " (flashzilla)")
    for spec_note in spec["notes"]:
        note = collection.new_note(models[spec_note["noteType"]])
        for index, value in enumerate(spec_note["fields"]):
            note.fields[index] = value
        collection.add_note(note, collection.decks.id("Default"))
        cards = sorted(note.cards(), key=lambda c: c.ord)
        print(json.dumps({"cards": [{"ord": c.ord, "question": plain(c.question())} for c in cards]}, ensure_ascii=False))
    collection.close()


if __name__ == "__main__":
    main()

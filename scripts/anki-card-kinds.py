#!/usr/bin/env python3
"""The Anki side of the card kinds' round trip (issue 34), with Anki's real backend (PyPI
`anki`). Tests/FlashzillaEndToEndTests/CardKindsAnkiRoundTripTests.swift runs it.

    anki-card-kinds.py PKG OUT    PKG (exported by Flashzilla) imported into a new, empty
                                  collection, then the collection exported again to OUT, with
                                  scheduling, as Anki's File > Export does

Prints JSON: Anki's import log (new notes), each note type that has notes (name, Anki's
stock kind, and whether its fields, templates and style are those of the collection's own
stock note type of that kind), each note (guid: note type name, fields, its cards' ords),
and the review log (guid, ord, ease, ivl, lastIvl) oldest first.
"""
import json
import os
import sys
import tempfile

from anki.collection import Collection
from anki.import_export_pb2 import ExportAnkiPackageOptions, ImportAnkiPackageOptions, ImportAnkiPackageRequest


def shape(model: dict) -> dict:
    return {"fields": [f["name"] for f in model["flds"]], "templates": [[t["qfmt"], t["afmt"]] for t in model["tmpls"]],
            "css": model["css"], "type": model["type"]}


def main() -> None:
    package, out = sys.argv[1], sys.argv[2]
    col = Collection(os.path.join(tempfile.mkdtemp(prefix="anki-card-kinds-"), "collection.anki2"))
    # The collection's own stock note types, by kind, before the import adds any.
    stock = {m.get("originalStockKind", 0): shape(m) for m in col.models.all()}
    options = ImportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True)
    log = col.import_anki_package(ImportAnkiPackageRequest(package_path=package, options=options)).log
    notetypes = []
    for model in col.models.all():
        if col.models.use_count(model) == 0:
            continue
        kind = model.get("originalStockKind", 0)
        notetypes.append({"name": model["name"], "stockKind": kind, "asStock": stock.get(kind) == shape(model)})
    notes = {}
    for nid in col.find_notes(""):
        note = col.get_note(nid)
        notes[note.guid] = {"notetype": note.note_type()["name"], "fields": list(note.fields),
                            "ords": sorted(card.ord for card in note.cards())}
    revlog = [{"guid": guid, "ord": ord, "ease": ease, "ivl": ivl, "lastIvl": last}
              for guid, ord, ease, ivl, last in col.db.all(
                  "SELECT n.guid, c.ord, r.ease, r.ivl, r.lastIvl FROM revlog r JOIN cards c ON c.id = r.cid "
                  "JOIN notes n ON n.id = c.nid ORDER BY r.id")]
    export = ExportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True, with_media=False, legacy=False)
    col.export_anki_package(out_path=out, options=export, limit=None)
    col.close()
    print(json.dumps({"new": len(log.new), "notetypes": sorted(notetypes, key=lambda t: t["name"]), "notes": notes, "revlog": revlog}))


if __name__ == "__main__":
    main()

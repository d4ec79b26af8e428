#!/usr/bin/env python3
"""Writes the Anki package fixtures in Tests/Fixtures/anki/ with real tools, not by hand.

The PyPI `anki` package (Anki's real backend) builds one collection and exports it:

- current.apkg: the current layout (collection.anki21b, zstd, protobuf meta and media list)
- legacy.apkg: the legacy layout (collection.anki21, JSON media map)
- current.colpkg, legacy.colpkg: the whole collection, as "Export collection" writes it
- no-media.apkg: the current layout without media or scheduling

The collection holds every built-in note type (Basic, Basic (and reversed card), Basic
(optional reversed card) with the reverse filled and not, Basic (type in the answer),
Cloze with a hint and several numbers), a custom Japanese note type with two templates
(a conditional section, furigana, kana and text filters), a deck with three subdecks, a
note in the top deck, media (a tiny PNG and bytes standing for an MP3) and a few reviews
answered through the scheduler, so the package carries review history (revlog).

genanki writes oldest.apkg, the oldest layout (collection.anki2), with its own media.

current-rendering.json: Anki's own rendering of every card of current.apkg (question and
answer HTML, from the real backend), which the tests compare with Flashzilla's text.

Malformed packages for the error tests (each derived from the ones above or made with
Python's zipfile): truncated.apkg, not-a-zip.apkg, not-anki.apkg (a zip holding a SQLite
database that is no Anki collection), unknown-meta.apkg (a meta version this reader does
not know), evil-media.apkg (media names that try to leave the media folder),
bomb-declared.apkg (an entry declaring 3 GiB), bomb-lying.apkg (an entry declaring 1,000
bytes that inflates to 16 MiB), zstd-bomb.apkg (a current-layout collection whose zstd
stream unpacks to 64 MiB of zeros; the `zstd` command compresses it), deep-template.apkg
(the legacy package with Basic's front nesting `{{#Front}}` 40,000 deep: issue 31).

GUIDs are fixed so the cards, and the tests quoting them, are the same on every run; ids
and timestamps inside the files still change.

Run from the repository root: pip install anki genanki && python3 scripts/make-apkg-fixtures.py
"""
import json
import shutil
import sqlite3
import struct
import subprocess
import tempfile
import zipfile
import zlib
from pathlib import Path

import genanki
from anki.collection import Collection
from anki.import_export_pb2 import ExportAnkiPackageOptions

OUT = Path("Tests/Fixtures/anki")


def tiny_png() -> bytes:
    """A 1×1 red PNG."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)
    pixels = zlib.compress(b"\x00\xff\x00\x00")
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")


# Not a real MP3 (a frame header and silence): the importer copies media, it never plays it.
SOUND = b"\xff\xfb\x90\x00" + bytes(200)

JAPANESE_FRONT = "{{Expression}}"
JAPANESE_BACK = ("{{FrontSide}}\n\n<hr id=answer>\n\n{{furigana:Reading}}<br>{{Meaning}}"
                 "{{#Notes}}<div class=notes>Notes: {{text:Notes}}</div>{{/Notes}}")
RECALL_FRONT = "{{Meaning}}{{^Notes}} <i>(no notes)</i>{{/Notes}}"
RECALL_BACK = "{{FrontSide}}\n\n<hr id=answer>\n\n{{kanji:Reading}} ({{kana:Reading}})"


def japanese_notetype(col: Collection) -> dict:
    models = col.models
    model = models.new("Japanese (recognition & recall)")
    for name in ["Expression", "Reading", "Meaning", "Notes"]:
        models.add_field(model, models.new_field(name))
    for name, front, back in [("Recognition", JAPANESE_FRONT, JAPANESE_BACK), ("Recall", RECALL_FRONT, RECALL_BACK)]:
        template = models.new_template(name)
        template["qfmt"] = front
        template["afmt"] = back
        models.add_template(model, template)
    models.add(model)
    return models.by_name("Japanese (recognition & recall)")


def build_collection(folder: Path) -> Collection:
    col = Collection(str(folder / "collection.anki2"))
    languages = col.decks.id("Languages")
    spanish = col.decks.id("Languages::Spanish")
    japanese = col.decks.id("Languages::Japanese")
    french = col.decks.id("Languages::French")
    geography = col.decks.id("Geography")
    japanese_type = japanese_notetype(col)
    png = col.media.write_data("tiny.png", tiny_png())
    mp3 = col.media.write_data("perro sound.mp3", SOUND)

    count = 0

    def add(notetype, deck: int, fields: list[str], tags: list[str]) -> None:
        nonlocal count
        count += 1
        model = notetype if isinstance(notetype, dict) else col.models.by_name(notetype)
        note = col.new_note(model)
        note.guid = f"fz-apkg-{count:02d}"
        for i, value in enumerate(fields):
            note.fields[i] = value
        note.tags = tags
        col.add_note(note, deck)

    # 01-03: Basic
    add("Basic", geography, ["Capital of <b>France</b>?", "Paris"], ["europe", "capitals"])
    add("Basic", geography, [f'Flag of Japan?<img src="{png}">', "Red disc&nbsp;on white"], ["asia"])
    add("Basic", languages, ["Languages in this deck?", "Spanish<br>Japanese<br>French"], [])
    # 04: Basic (and reversed card)
    add("Basic (and reversed card)", spanish, ["el perro", f"the dog[sound:{mp3}]"], ["animals"])
    # 05-06: Basic (optional reversed card), with and without the reverse
    add("Basic (optional reversed card)", spanish, ["la casa", "the house", "y"], [])
    add("Basic (optional reversed card)", spanish, ["el gato", "the cat", ""], ["animals"])
    # 07: Basic (type in the answer)
    add("Basic (type in the answer)", french, ["bonjour", "hello"], [])
    # 08-09: Cloze
    add("Cloze", spanish, ["{{c1::Madrid}} is the capital of {{c2::Spain::country}}, since {{c3::1561}}.", "Felipe II"], ["cloze"])
    add("Cloze", french, ["{{c1::Paris}} is on the {{c1::Seine}}.", ""], [])
    # 10-11: the custom note type, with and without notes
    add(japanese_type, japanese, ["日本語", "日本語[にほんご]", "Japanese (language)", "<b>very</b> common"], ["jlpt"])
    add(japanese_type, japanese, ["猫", "猫[ねこ]", "cat", ""], [])
    # 12: an empty front: no card Flashzilla can show
    add("Basic", french, ["", "an empty front"], [])

    # A few reviews through the real scheduler, so the package has review history.
    col.decks.select(geography)
    for ease in [3, 1, 3, 4]:
        card = col.sched.getCard()
        if card is None:
            break
        col.sched.answerCard(card, ease)
    return col


def anki_rendering(col: Collection) -> None:
    """What Anki itself shows for every card: the tests' reference for the template renderer."""
    cards = []
    for card_id in sorted(col.find_cards("")):
        card = col.get_card(card_id)
        note = card.note()
        output = card.render_output()
        question, answer = output.question_text, output.answer_text
        # Anki shows a play button for each sound; put the file's name back for comparing.
        for side, tags in [("q", output.question_av_tags), ("a", output.answer_av_tags)]:
            for i, tag in enumerate(tags):
                marker, sound = f"[anki:play:{side}:{i}]", f"[sound:{tag.filename}]"
                question, answer = question.replace(marker, sound), answer.replace(marker, sound)
        cards.append({"guid": note.guid, "ord": card.ord, "question": question, "answer": answer})
    (OUT / "current-rendering.json").write_text(json.dumps(cards, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def export_packages(col: Collection, folder: Path) -> None:
    def apkg(name: str, legacy: bool, media: bool = True, scheduling: bool = True) -> None:
        options = ExportAnkiPackageOptions(with_scheduling=scheduling, with_deck_configs=scheduling,
                                           with_media=media, legacy=legacy)
        col.export_anki_package(out_path=str(OUT / name), options=options, limit=None)

    apkg("current.apkg", legacy=False)
    apkg("legacy.apkg", legacy=True)
    apkg("no-media.apkg", legacy=False, media=False, scheduling=False)
    # Exporting the collection closes it (a full sync's close): reopen for the second.
    path = col.path
    col.export_collection_package(str(OUT / "current.colpkg"), include_media=True, legacy=False)
    col = Collection(path)
    col.export_collection_package(str(OUT / "legacy.colpkg"), include_media=True, legacy=True)


def genanki_package(folder: Path) -> None:
    basic = genanki.Model(
        1607392319, "Basic (genanki)",
        fields=[{"name": "Front"}, {"name": "Back"}],
        templates=[{"name": "Card 1", "qfmt": "{{Front}}", "afmt": "{{FrontSide}}<hr id=answer>{{Back}}"}])
    reversed_model = genanki.Model(
        1607392320, "Basic (and reversed card) (genanki)",
        fields=[{"name": "Front"}, {"name": "Back"}],
        templates=[
            {"name": "Card 1", "qfmt": "{{Front}}", "afmt": "{{FrontSide}}<hr id=answer>{{Back}}"},
            {"name": "Card 2", "qfmt": "{{Back}}", "afmt": "{{FrontSide}}<hr id=answer>{{Front}}"},
        ])
    cloze = genanki.Model(
        1607392321, "Cloze (genanki)", model_type=genanki.Model.CLOZE,
        fields=[{"name": "Text"}, {"name": "Extra"}],
        templates=[{"name": "Cloze", "qfmt": "{{cloze:Text}}", "afmt": "{{cloze:Text}}<br>{{Extra}}"}])
    top = genanki.Deck(2059400110, "Oldest")
    sub = genanki.Deck(2059400111, "Oldest::Sub")
    top.add_note(genanki.Note(model=basic, fields=["one", '1<img src="tiny.png">'], guid="fz-old-1", tags=["numbers"]))
    top.add_note(genanki.Note(model=reversed_model, fields=["dos", "two"], guid="fz-old-2"))
    sub.add_note(genanki.Note(model=cloze, fields=["{{c1::Three}} and {{c2::four}}", "counting"], guid="fz-old-3"))
    png = folder / "tiny.png"
    png.write_bytes(tiny_png())
    package = genanki.Package([top, sub])
    package.media_files = [str(png)]
    package.write_to_file(str(OUT / "oldest.apkg"))


def malformed_packages(folder: Path) -> None:
    good = (OUT / "current.apkg").read_bytes()
    (OUT / "truncated.apkg").write_bytes(good[: len(good) // 2])
    (OUT / "not-a-zip.apkg").write_bytes(b"This is a text file with an .apkg name.\n")

    plain = folder / "plain.sqlite"
    db = sqlite3.connect(plain)
    db.execute("create table people (name text)")
    db.execute("insert into people values ('Ada')")
    db.commit()
    db.close()
    with zipfile.ZipFile(OUT / "not-anki.apkg", "w") as z:
        z.write(plain, "collection.anki2")
        z.writestr("media", "{}")

    # The current package with its meta saying version 99 (protobuf: field 1, varint 99).
    with zipfile.ZipFile(OUT / "current.apkg") as source, zipfile.ZipFile(OUT / "unknown-meta.apkg", "w") as z:
        for item in source.infolist():
            data = source.read(item.filename)
            z.writestr(item.filename, bytes([0x08, 99]) if item.filename == "meta" else data)

    # The legacy package with media names that try to leave the media folder.
    with zipfile.ZipFile(OUT / "legacy.apkg") as source, zipfile.ZipFile(OUT / "evil-media.apkg", "w", zipfile.ZIP_DEFLATED) as z:
        media = {}
        for item in source.infolist():
            if item.filename == "media":
                continue
            z.writestr(item.filename, source.read(item.filename))
        names = ["../evil.png", "/tmp/absolute.png", "sub/../../up.png", "nul\u0000byte.png", "..", "tiny.png"]
        for i, name in enumerate(names):
            media[str(100 + i)] = name
            z.writestr(str(100 + i), tiny_png())
        z.writestr("media", json.dumps(media))

    zip_bombs(folder)
    deep_template(folder)


def deep_template(folder: Path) -> None:
    """The legacy package with Basic's front template nesting {{#Front}} 40,000 deep, which
    overflowed the importer's stack (issue 31): now refused, naming the note type."""
    depth = 40_000
    front = "{{#Front}}" * depth + "{{Front}}" + "{{/Front}}" * depth
    database = folder / "deep.sqlite"
    with zipfile.ZipFile(OUT / "legacy.apkg") as source, zipfile.ZipFile(OUT / "deep-template.apkg", "w", zipfile.ZIP_DEFLATED) as z:
        for item in source.infolist():
            data = source.read(item.filename)
            if item.filename.startswith("collection.anki2"):
                database.write_bytes(data)
                db = sqlite3.connect(database)
                models = json.loads(db.execute("select models from col").fetchone()[0])
                for model in models.values():
                    if model["name"] == "Basic":
                        model["tmpls"][0]["qfmt"] = front
                db.execute("update col set models = ?", (json.dumps(models),))
                db.commit()
                db.close()
                data = database.read_bytes()
                database.unlink()
            z.writestr(item.filename, data)


def patch_sizes(path: Path, declared: int) -> None:
    """Makes the zip's single entry declare `declared` uncompressed bytes, in its local
    header (offset 22) and its central directory record (offset 24)."""
    data = bytearray(path.read_bytes())
    local = data.index(b"PK\x03\x04")
    central = data.index(b"PK\x01\x02")
    struct.pack_into("<I", data, local + 22, declared)
    struct.pack_into("<I", data, central + 24, declared)
    path.write_bytes(bytes(data))


def zip_bombs(folder: Path) -> None:
    zeros = bytes(16 << 20)
    for name, declared in [("bomb-declared.apkg", 3 << 30), ("bomb-lying.apkg", 1000)]:
        with zipfile.ZipFile(OUT / name, "w", zipfile.ZIP_DEFLATED) as z:
            z.writestr("collection.anki2", zeros)
        patch_sizes(OUT / name, declared)

    raw = folder / "zeros"
    raw.write_bytes(bytes(64 << 20))
    subprocess.run(["zstd", "-q", "-19", "-f", str(raw), "-o", str(folder / "zeros.zst")], check=True)
    with zipfile.ZipFile(OUT / "zstd-bomb.apkg", "w") as z:
        z.writestr("meta", bytes([0x08, 3]))
        z.writestr("collection.anki21b", (folder / "zeros.zst").read_bytes())


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    folder = Path(tempfile.mkdtemp())
    try:
        col = build_collection(folder)
        anki_rendering(col)
        export_packages(col, folder)
        genanki_package(folder)
        malformed_packages(folder)
    finally:
        shutil.rmtree(folder)
    for path in sorted(OUT.iterdir()):
        print(f"{path}: {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Writes the import fixtures in Tests/Fixtures/import/ with real tools, not by hand:

- anki-notes.txt, anki-notes-plain.txt: Anki's own "Notes in Plain Text" export (the PyPI
  `anki` package is Anki's real backend): a collection in a temporary folder with Basic,
  "Basic (and reversed card)" and Cloze notes, tags and subdecks, exported with and
  without HTML, with the GUID, note type, deck and tags columns.
- quizlet-tab.txt, quizlet-comma.txt, quizlet-semicolon.txt: Quizlet's export shapes (term
  and definition separated by a tab or a comma, cards by a line break or a semicolon).
- capitals.csv, tricky.csv, semicolons.csv, capitals.tsv: Python's csv module (RFC 4180
  quoting: commas, doubled quotes, line breaks inside fields).

Run from the repository root: pip install anki && python3 scripts/make-import-fixtures.py
"""
import csv
import shutil
import tempfile
from pathlib import Path

from anki.collection import Collection

OUT = Path("Tests/Fixtures/import")


def anki_exports() -> None:
    folder = Path(tempfile.mkdtemp())
    try:
        col = Collection(str(folder / "collection.anki2"))
        spanish = col.decks.id("Languages::Spanish")
        geography = col.decks.id("Geography")

        count = 0

        def add(notetype: str, deck: int, fields: list[str], tags: list[str]) -> None:
            nonlocal count
            count += 1
            note = col.new_note(col.models.by_name(notetype))
            # Anki makes random GUIDs; fixed ones (with characters Anki uses, a quote among
            # them) keep the fixtures, and the tests quoting them, the same on every run.
            note.guid = f'g{count}"#`~'
            for i, value in enumerate(fields):
                note.fields[i] = value
            note.tags = tags
            col.add_note(note, deck)

        add("Basic", geography, ["Capital of <b>France</b>?", "Paris"], ["europe", "capitals"])
        add("Basic", geography, ["Capital of Japan, &amp; its prefecture?", "Tokyo<br>東京"], ["asia"])
        add("Basic", geography, ["Longest river?", 'The Nile<div>(<i>"about"</i> 6,650&nbsp;km)</div>'], [])
        add("Basic (and reversed card)", spanish, ["el perro", "the dog"], ["animals"])
        add("Basic (and reversed card)", spanish, ["la casa", "the house<img src=\"casa.png\">"], [])
        add("Cloze", spanish, ["{{c1::Madrid}} is the capital of {{c2::Spain::country}}.", "Since 1561"], ["cloze"])
        add("Cloze", geography, ["The {{c1::Danube}} flows into the {{c3::Black Sea}}.[sound:danube.mp3]", ""], [])
        add("Basic", spanish, ["", "an empty front"], [])
        col.export_note_csv(out_path=str(OUT / "anki-notes.txt"), limit=None, with_html=True, with_tags=True,
                            with_deck=True, with_notetype=True, with_guid=True)
        col.export_note_csv(out_path=str(OUT / "anki-notes-plain.txt"), limit=None, with_html=False, with_tags=True,
                            with_deck=False, with_notetype=False, with_guid=False)
        col.close()
    finally:
        shutil.rmtree(folder)


def rows(name: str, rows: list[list[str]], **dialect) -> None:
    with open(OUT / name, "w", newline="", encoding="utf-8") as f:
        csv.writer(f, **dialect).writerows(rows)


def quizlet(name: str, pairs: list[tuple[str, str]], between: str, cards: str) -> None:
    (OUT / name).write_text(cards.join(term + between + definition for term, definition in pairs), encoding="utf-8")


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    anki_exports()
    capitals = [["France", "Paris", "europe"], ["Japan", "Tokyo", "asia"], ["Peru", "Lima", "americas south"]]
    rows("capitals.csv", capitals)
    rows("capitals.tsv", capitals, delimiter="\t")
    rows("semicolons.csv", [["Italy", "Rome"], ["Spain", "Madrid, since 1561"]], delimiter=";")
    rows("tricky.csv", [
        ["comma, inside", "a \"quoted\" word", "t1 t2"],
        ["line\nbreak", "tab\there", ""],
        ["  ", "an empty front"],
        ["Ünïcödé 日本語 🎉", "crlf\r\ninside", "x"],
    ])
    pairs = [("hola", "hello"), ("adiós", "goodbye"), ("gracias", "thank you")]
    quizlet("quizlet-tab.txt", pairs, "\t", "\n")
    quizlet("quizlet-comma.txt", pairs, ",", "\n")
    quizlet("quizlet-semicolon.txt", pairs, "\t", ";")


if __name__ == "__main__":
    main()

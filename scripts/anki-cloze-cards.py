#!/usr/bin/env python3
"""What Anki's own backend makes of cloze texts: reads a JSON array of texts (from the file
named as the argument, else stdin) and
prints, for each, a JSON line {"text", "cards": [{"ord", "question", "answer", "hidden"}]}:
each card's sides as plain text (tags removed, entities resolved, the style sheet and the
empty Extra's line break left out) and the words its answer marks as the asked deletion.
Used by ClozeAnkiTests (Flashzilla's cloze parser against Anki's)."""
import html.parser
import json
import os
import re
import sys
import tempfile

from anki.collection import Collection


class Sides(html.parser.HTMLParser):
    """Plain text, and the text of each outermost <span class="cloze">."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.text, self.hidden, self.depth, self.cloze_at = [], [], 0, None

    def handle_starttag(self, tag, attrs):
        if tag == "span":
            self.depth += 1
            if dict(attrs).get("class") == "cloze" and self.cloze_at is None:
                self.cloze_at = (self.depth, len("".join(self.text)))

    def handle_endtag(self, tag):
        if tag == "span":
            if self.cloze_at and self.cloze_at[0] == self.depth:
                self.hidden.append("".join(self.text)[self.cloze_at[1]:])
                self.cloze_at = None
            self.depth -= 1

    def handle_data(self, data):
        self.text.append(data)


def plain(side):
    side = re.sub(r"<style>.*?</style>", "", side, flags=re.S)
    side = re.sub(r"<br>\n?$", "", side)
    parser = Sides()
    parser.feed(side)
    parser.close()
    return "".join(parser.text), parser.hidden


def main():
    folder = tempfile.mkdtemp()
    collection = Collection(os.path.join(folder, "collection.anki2"))
    cloze = collection.models.by_name("Cloze")
    texts = json.load(open(sys.argv[1], encoding="utf-8") if len(sys.argv) > 1 else sys.stdin)
    for text in texts:
        note = collection.new_note(cloze)
        note["Text"] = text
        collection.add_note(note, collection.decks.id("Default"))
        cards = []
        for card in sorted(note.cards(), key=lambda c: c.ord):
            question, _ = plain(card.question())
            answer, hidden = plain(card.answer())
            # A number with no deletion: Anki's card says so instead of asking anything.
            if "No cloze" in question:
                continue
            cards.append({"ord": card.ord, "question": question, "answer": answer, "hidden": hidden})
        print(json.dumps({"text": text, "cards": cards}, ensure_ascii=False))
    collection.close()


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""What the real Anki backend (PyPI `anki`) shows of an Anki package, as JSON.

    python3 scripts/anki-real-cards.py PACKAGE.apkg|PACKAGE.colpkg

Imports the package into a fresh collection in a temporary folder, as Anki's File › Import
does (a .colpkg replaces the collection), and prints one JSON object:

    {"refused": null or Anki's reason,
     "revlog": answers in the collection's review log (ease 1-4, not manual),
     "cards": [{"deck", "question", "answer", "tags", "reviews", "status", "media",
                "type", "queue", "due_date", "due_time", "reps", "lapses"}, …],
     "now": the Unix time the counts were taken at,
     "counts": {deck name: {"new", "learning", "review"}, …} (decks without subdecks),
     "tree_counts": the same for every deck, parents counted with their children}

`reviews` counts the card's answers, `media` the package's files it shows.

Each card's schedule (issue 29): `type` is Anki's (0 new, 1 learning, 2 review, 3
relearning), `queue` Anki's queue (negative: suspended or buried); a card due on a day has `due_date` (its local date, Anki's day rollover
applied), one due at a time in the day (learning) `due_time` (Unix seconds); `reps` and
`lapses` are Anki's. `counts` are the deck list's (`deck_due_tree`: learning cards within
the learn-ahead, the fresh collection's limits of 20 new and 200 reviews a day) at `now`.

`question` and `answer` are the card's rendered HTML as text, by `text_of` below, the rule
AnkiRealPackagesEndToEndTests also applies to Flashzilla's cards: what Anki's HTML hides
(`<script>`, `<style>`, an element styled `display:none`, a `<button>`) goes, tags go, an image is
`[image: name]`, a sound `[sound: name]`, ruby's reading follows its base in brackets, and
every run of white space (line breaks too) is one space. `answer` is the part after
`<hr id=answer>` (or after the question, when the back starts with `{{FrontSide}}`), as
Flashzilla keeps it; `[[type:Field]]` is nothing on the question and what was to be typed
on the answer. A `<style>` sheet's top-level rules that hide a plain `#id` or `.class`
(`#popup-container { display: none }`) hide the elements they name. `status` is
"shown" for a card Anki can show, "empty-front" for one whose front Anki calls blank,
"missing-cloze" for a cloze number with no deletion, and "template-error" for a card Anki
shows only as its template's error message.

Also `python3 scripts/anki-real-cards.py --text TEXTS.json` prints the JSON list of strings
in TEXTS.json each normalised by `normalise` (Flashzilla's side of the comparison: its cards
are text already).
"""
import datetime
import html.parser
import json
import os
import re
import sys
import tempfile
import time

# Rows of the review log that are answers (rescheduling and manual rows are not).
ANSWERS = "ease BETWEEN 1 AND 4 AND type < 4"
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"}
BLOCK = {"div", "p", "li", "ul", "ol", "tr", "table", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "hr", "br"}


def hidden_selectors(html_text: str) -> set[str]:
    """`#id` and `.class` that a `<style>` sheet's top-level rule hides (`display: none`);
    compound selectors and rules inside `@media` are not looked at (Flashzilla's rule too)."""
    found: set[str] = set()
    for sheet in re.findall(r"<style[^>]*>(.*?)</style>", html_text, re.DOTALL | re.IGNORECASE):
        sheet = re.sub(r"/\*.*?\*/", "", sheet, flags=re.DOTALL)
        depth, start = 0, 0
        selector = ""
        for i, c in enumerate(sheet):
            if c == "{":
                if depth == 0:
                    selector, start = sheet[start:i], i + 1
                depth += 1
            elif c == "}" and depth > 0:
                depth -= 1
                if depth == 0:
                    body = re.sub(r"\s", "", sheet[start:i].lower())
                    if "display:none" in body and not selector.strip().startswith("@"):
                        found.update(part.strip() for part in selector.split(",")
                                     if re.fullmatch(r"[#.][A-Za-z0-9_-]+", part.strip()))
                    start = i + 1
    return found


class Text(html.parser.HTMLParser):
    """HTML as the text a learner reads (see the module's comment)."""

    def __init__(self, hidden: set[str]) -> None:
        super().__init__(convert_charrefs=True)
        self.hidden_by_sheet = hidden
        self.out: list[str] = []
        # Open elements: (name, hidden).
        self.open: list[tuple[str, bool]] = []

    def hidden(self) -> bool:
        return any(hidden for _, hidden in self.open)

    def handle_starttag(self, tag: str, attrs: list) -> None:
        attributes = {name: value or "" for name, value in attrs}
        style = re.sub(r"\s", "", attributes.get("style", "").lower())
        # A button is a control of the template's script (Image Occlusion's "Toggle Masks"), no text.
        hides = tag in ("script", "style", "rp", "button") or "display:none" in style \
            or f"#{attributes.get('id', '')}" in self.hidden_by_sheet \
            or any(f".{name}" in self.hidden_by_sheet for name in attributes.get("class", "").split())
        if not self.hidden():
            if tag in BLOCK:
                self.out.append(" ")
            elif tag == "img" and attributes.get("src"):
                self.out.append(f"[image: {attributes['src']}]")
            elif tag == "rt" and not hides:
                self.out.append("(")
        if tag not in VOID:
            self.open.append((tag, hides))

    def handle_endtag(self, tag: str) -> None:
        if not any(name == tag for name, _ in self.open):
            return
        while self.open:
            name, _ = self.open.pop()
            if name == tag:
                break
        if not self.hidden():
            if tag in BLOCK:
                self.out.append(" ")
            elif tag == "rt":
                self.out.append(")")

    def handle_data(self, data: str) -> None:
        if not self.hidden():
            self.out.append(data)


def normalise(text: str) -> str:
    """White space as one space (a no-break space too), none at the ends; `[sound:x]` as `[sound: x]`."""
    text = re.sub(r"\[sound:\s*([^\]]*?)\s*\]", r"[sound: \1]", text)
    return re.sub(r"\s+", " ", text).strip()


def text_of(fragment: str, hidden: set[str]) -> str:
    parser = Text(hidden)
    parser.feed(fragment)
    parser.close()
    return normalise("".join(parser.out))


def answer_part(question: str, answer: str, template: str) -> str:
    """What follows `<hr id=answer>`, or, when the back template starts with `{{FrontSide}}`,
    the answer without the question it repeats."""
    marker = re.search(r"<hr[^>]*\bid\s*=\s*[\"']?answer\b[^>]*>", answer, re.IGNORECASE)
    if marker:
        return answer[marker.end():]
    without_style = re.compile(r"^\s*<style>.*?</style>", re.DOTALL)
    question, answer = without_style.sub("", question), without_style.sub("", answer)
    if re.match(r"\s*\{\{\s*FrontSide\s*\}\}", template) and answer.startswith(question):
        return answer[len(question):]
    return answer


def playing(rendered: str, tags: list) -> str:
    """`[anki:play:q:0]` back to the sound it plays (text-to-speech shows nothing)."""
    def sound(match: re.Match) -> str:
        index = int(match.group(1))
        tag = tags[index] if index < len(tags) else None
        return f"[sound:{tag.filename}]" if tag is not None and hasattr(tag, "filename") else ""
    return re.sub(r"\[anki:play:[qa]:(\d+)\]", sound, rendered)


def typed(rendered: str, card, side: str) -> str:
    """`[[type:Field]]`, the box Anki's screen puts in for typing: nothing on the question; on
    the answer, what was to be typed (the field, or this card's deletions of a cloze field)."""
    note = card.note()

    def answer(match: re.Match) -> str:
        if side == "question":
            return ""
        name = match.group(2)
        if name not in note.keys():
            return ""
        if not match.group(1):
            return note[name]
        deletions = re.findall(r"\{\{c(\d+)::(.*?)(?:::[^}]*)?\}\}", note[name], re.DOTALL)
        return ", ".join(text for number, text in deletions if int(number) == card.ord + 1)
    return re.sub(r"\[\[type:(cloze:)?([^\]]*)\]\]", answer, rendered)


def read(package: str) -> dict:
    from anki.collection import Collection
    from anki.import_export_pb2 import ImportAnkiPackageOptions, ImportAnkiPackageRequest

    folder = tempfile.mkdtemp(prefix="anki-real-")
    path = os.path.join(folder, "collection.anki2")
    col = Collection(path)
    try:
        if package.endswith(".colpkg"):
            col.close()
            col._backend.import_collection_package(col_path=path, backup_path=package,
                                                   media_folder=os.path.join(folder, "media"),
                                                   media_db=os.path.join(folder, "media.db"))
            col = Collection(path)
        else:
            options = ImportAnkiPackageOptions(with_scheduling=True, with_deck_configs=False)
            col.import_anki_package(ImportAnkiPackageRequest(package_path=package, options=options))
    except Exception as error:  # Anki's refusal, in its words
        return {"refused": str(error), "revlog": 0, "cards": []}
    tr = col.tr
    cards = []
    # Day numbers as dates: today is `sched.today`, its date the local date on which that
    # study day began (`day_cutoff` is when the next one begins). Not "now less the rollover
    # hours": a collection whose days begin at another hour than the rollover (an old one,
    # counted from `crt`) would then be a day off for that hour of each day.
    now = time.time()
    today = col.sched.today
    today_date = datetime.datetime.fromtimestamp(col.sched.day_cutoff - 86_400).date()
    for cid in col.find_cards(""):
        card = col.get_card(cid)
        question, answer = card.question(), card.answer()
        if tr.card_template_rendering_empty_front() in question:
            status = "empty-front"
        elif tr.card_template_rendering_missing_cloze(number=card.ord + 1) in question:
            status = "missing-cloze"
        elif tr.card_template_rendering_front_side_problem() in question or tr.card_template_rendering_back_side_problem() in answer:
            status = "template-error"
        else:
            status = "shown"
        # The note type's CSS is in both sides' `<style>`; the answer part may have lost it.
        hidden = hidden_selectors(question) | hidden_selectors(answer)
        shown = text_of(typed(playing(question, card.question_av_tags()), card, "question"), hidden)
        back = answer_part(question, answer, card.template()["afmt"])
        answered = text_of(typed(playing(back, card.answer_av_tags()), card, "answer"), hidden)
        # The package's media files the card shows (its markers name them).
        names = re.findall(r"\[(?:image|sound): ([^\]]+)\]", shown + " " + answered)
        media = sorted({name for name in names if os.path.exists(os.path.join(col.media.dir(), name))})
        home = card.odid or card.did
        due = card.odue if card.odid and card.odue else card.due
        due_date = due_time = None
        if card.type != 0:
            if due >= 1_000_000_000:
                due_time = due
            else:
                due_date = (today_date + datetime.timedelta(days=due - today)).isoformat()
        cards.append({
            "type": card.type,
            "queue": card.queue,
            "due_date": due_date,
            "due_time": due_time,
            "reps": card.reps,
            "lapses": card.lapses,
            "deck": col.decks.name(home),
            "question": shown,
            "answer": answered,
            "tags": sorted(card.note().tags),
            "reviews": col.db.scalar(f"SELECT count() FROM revlog WHERE cid = ? AND {ANSWERS}", cid),
            "status": status,
            "media": media,
        })
    # Answers: what Flashzilla takes of the log (rescheduling and manual rows are no answers).
    revlog = col.db.scalar(f"SELECT count() FROM revlog WHERE {ANSWERS}")
    counts, tree_counts = {}, {}

    def walk(node, path):
        for child in node.children:
            name = "::".join(path + [child.name])
            row = {"new": child.new_count, "learning": child.learn_count, "review": child.review_count}
            tree_counts[name] = row
            if not child.children:  # a parent's counts take in its children's; compared by tree_counts
                counts[name] = row
            walk(child, path + [child.name])
    walk(col.sched.deck_due_tree(), [])
    col.close()
    return {"refused": None, "revlog": revlog, "cards": cards, "now": now, "counts": counts, "tree_counts": tree_counts}


if __name__ == "__main__":
    if sys.argv[1:2] == ["--text"]:
        with open(sys.argv[2], encoding="utf-8") as texts:
            print(json.dumps([normalise(t) for t in json.load(texts)], ensure_ascii=False))
    else:
        print(json.dumps(read(sys.argv[1]), ensure_ascii=False, indent=1))

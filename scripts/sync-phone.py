#!/usr/bin/env python3
"""The "other device" of the sync tests: the real Anki backend (PyPI `anki`) as a phone.

    python3 scripts/sync-phone.py upload SERVER USER PASSWORD FOLDER
    python3 scripts/sync-phone.py download SERVER USER PASSWORD FOLDER
    python3 scripts/sync-phone.py answer SERVER USER PASSWORD FOLDER [N]
    python3 scripts/sync-phone.py unmark SERVER USER PASSWORD FOLDER
    python3 scripts/sync-phone.py picture SERVER USER PASSWORD FOLDER
    python3 scripts/sync-phone.py delete SERVER USER PASSWORD FOLDER FRONT
    python3 scripts/sync-phone.py media SERVER USER PASSWORD FOLDER
    python3 scripts/sync-phone.py receive SERVER USER PASSWORD FOLDER
    python3 scripts/sync-phone.py options SERVER USER PASSWORD FOLDER NEW,REVIEWS,RETENTION
    python3 scripts/sync-phone.py answer-fronts SERVER USER PASSWORD FOLDER FRONT=EASE[;FRONT=EASE…]
    python3 scripts/sync-phone.py edit-add-delete SERVER USER PASSWORD FOLDER
    python3 scripts/sync-phone.py act-on-questions SERVER USER PASSWORD FOLDER QUESTION=ACT[;QUESTION=ACT…]
    python3 scripts/sync-phone.py decks SERVER USER PASSWORD FOLDER CHANGE[;CHANGE…]

`upload` makes a collection in FOLDER as a learner on a phone would (20 Basic notes, 2
"Basic (and reversed card)" notes, 1 Cloze note with two deletions; 5 answers; 1 card
suspended), logs in to the sync server at SERVER and syncs: the server's collection is
empty, so Anki's client does a full upload. It prints, as JSON, the cards as Anki's own
backend lists them (deck, question and answer as text by scripts/anki-real-cards.py's rule,
tags, queue), the number of answers in its review log and what Anki's scheduler has due now
(`due`: new, learning, review).

`download` is Anki's client downloading the server's collection into an empty one in
FOLDER (a full download, as a new device does); it prints {"seconds": …, "cards": …}
(the benchmark's yardstick for `flashzilla sync`).

`answer` opens the collection `upload` (or `receive`) left in FOLDER, answers N more cards (3 when not
given: Good, Again, Easy, …) as the v3 scheduler gives them, and syncs (a normal sync, the
server having the collection). It prints the review log's size and what is due, as `upload`.
With N = 0 it only syncs (the phone fetching what others sent).

`unmark` opens that collection, takes every suspension and flag off (as the browser's
Toggle Suspend and Flag > None do), flags the card of "phone question 20" green, and syncs;
it prints as `answer` does.

`picture` opens that collection, adds a Basic note whose front shows a picture (gato.png, a
2×2 PNG made here) and whose back plays a sound (gato.mp3, a few bytes: media sync does not
look inside), syncs the collection and then the media (as Anki does, in the background:
waited for), and prints as `answer` does, with "media": each file's name and SHA-1.

`delete` opens that collection, deletes the notes whose Front is FRONT (as the browser's
Delete does), syncs, and prints as `answer` does.

`media` opens that collection, syncs it and then its media, and prints as `answer` does,
with "media": every file of the phone's media folder by name and SHA-1.

`options` opens that collection, gives the Phone deck options of its own (as the deck
options screen's "Add preset" does) with NEW new cards and REVIEWS reviews a day and the
desired retention RETENTION, and syncs; it prints as `answer` does. In place of
NEW,REVIEWS,RETENTION a JSON object may set any of the options as `answer` prints them
("new", "reviews", "retention", "learn" and "relearn" in minutes, "maxIvl", "leechFails",
"leechAction" 0 suspend / 1 tag, "buryNew", "buryReviews", "buryInterday", "gather": the new-card gather
priority).

`answer-fronts` opens that collection, answers the card of each note whose Front is FRONT
with EASE (1 Again … 4 Easy), whatever the queue would show, and syncs; it prints as `answer`
does.

`edit-add-delete` opens that collection and, as a learner would before one sync, edits the
note "phone question 3" (its Back becomes "edited on the phone"), adds a Basic note ("added
on the phone" / "añadido en el teléfono", tagged "new"), deletes the note "phone question 4",
answers 2 cards (as `answer`), and syncs; it prints as `answer` does.

`act-on-questions` opens that collection and, for each card whose question (as the cards
are listed) is QUESTION, answers it when ACT is an ease (1 Again … 4 Easy), whatever the
queue would show, or gives it flag N (as Flag in the reviewer does) when ACT is `flagN`;
then syncs and prints as `answer` does. Any card, whatever its note type (a reversed
note's second card, a cloze's second deletion).

`decks` opens that collection and changes its decks as the deck list does: `delete:NAME`
deletes the deck NAME with its cards, `rename:OLD=NEW` renames it (`::` in NEW makes
parents), `move:FRONT=NAME` moves the cards of the notes whose Front is FRONT into the deck
NAME (made if missing), as the browser's Change Deck does; then syncs and prints as `answer` does.

`receive` is a new device: an empty collection in FOLDER takes the server's by a full
download (as Anki asks for when the server has one), syncs the media, and prints as `media`
does. `answer` and the others then work on it.
"""
import hashlib
import importlib.util
import json
import os
import struct
import sys
import time
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))


def real_cards():
    spec = importlib.util.spec_from_file_location("anki_real_cards", os.path.join(HERE, "anki-real-cards.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def fill(col) -> None:
    deck = col.decks.id("Phone")
    basic = col.models.by_name("Basic")
    for number in range(1, 21):
        note = col.new_note(basic)
        note["Front"], note["Back"] = f"phone question {number}", f"phone answer {number}"
        note.tags = ["phone"]
        col.add_note(note, deck)
    both = col.models.by_name("Basic (and reversed card)")
    for word, meaning in [("gato", "cat"), ("perro", "dog")]:
        note = col.new_note(both)
        note["Front"], note["Back"] = word, meaning
        col.add_note(note, deck)
    cloze = col.models.by_name("Cloze")
    note = col.new_note(cloze)
    note["Text"] = "The {{c1::Seine}} flows through {{c2::Paris}}"
    col.add_note(note, deck)
    # Five answers, as the v3 scheduler gives the deck's cards, and one card suspended.
    col.decks.select(deck)
    for ease in [3, 4, 1, 3, 4]:
        card = col.sched.getCard()
        card.start_timer()
        col.sched.answerCard(card, ease)
    untouched = col.find_cards("is:new")
    col.sched.suspend_cards([untouched[-1]])


def answer(col, count: int) -> None:
    # The deck `upload` made; a collection received from elsewhere stays on its current deck.
    phone = col.decks.id_for_name("Phone")
    if phone:
        col.decks.select(phone)
    for ease in ([3, 1, 4] * count)[:count]:
        card = col.sched.getCard()
        card.start_timer()
        col.sched.answerCard(card, ease)


def change_decks(col, changes: str) -> None:
    for change in changes.split(";"):
        kind, _, what = change.partition(":")
        if kind == "delete":
            col.decks.remove([col.decks.id_for_name(what)])
        elif kind == "move":
            front, _, name = what.partition("=")
            col.set_deck(col.find_cards(f'"front:{front}"'), col.decks.id(name))
        elif kind == "rename":
            old, _, new = what.partition("=")
            col.decks.rename(col.decks.id_for_name(old), new)
        else:
            sys.exit(f"unknown deck change: {change}")


def delete(col, front: str) -> None:
    col.remove_notes(col.find_notes(f'"front:{front}"'))


def media_files(col) -> dict:
    folder = col.media.dir()
    return {name: hashlib.sha1(open(os.path.join(folder, name), "rb").read()).hexdigest()
            for name in sorted(os.listdir(folder)) if os.path.isfile(os.path.join(folder, name))}


def unmark(col) -> None:
    suspended = col.find_cards("is:suspended")
    col.sched.unsuspend_cards(suspended)
    col.set_user_flag_for_cards(0, col.find_cards("-flag:0"))
    col.set_user_flag_for_cards(3, col.find_cards('"front:phone question 20"'))


def tiny_png() -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    rows = b"".join(b"\x00" + bytes([200, 80, 40] * 2) for _ in range(2))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 2, 2, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def picture(col) -> dict:
    files = {"gato.png": tiny_png(), "gato.mp3": b"ID3\x03\x00\x00\x00\x00\x00\x00 not really a song"}
    for name, data in files.items():
        written = col.media.write_data(name, data)
        assert written == name, written
    note = col.new_note(col.models.by_name("Basic"))
    note["Front"], note["Back"] = '<img src="gato.png"> gato', "the cat [sound:gato.mp3]"
    col.add_note(note, col.decks.id("Phone"))
    return {name: hashlib.sha1(data).hexdigest() for name, data in files.items()}


def sync_media(col, server: str, user: str, password: str) -> None:
    auth = col.sync_login(username=user, password=password, endpoint=server)
    col.sync_media(auth)
    deadline = time.time() + 60
    while col.media_sync_status().active:
        if time.time() > deadline:
            sys.exit("media sync did not finish in 60 s")
        time.sleep(0.1)


def cards(col) -> list:
    rule = real_cards()
    listed = []
    for cid in col.find_cards(""):
        card = col.get_card(cid)
        question, answer = card.question(), card.answer()
        template = card.template()["afmt"]
        listed.append({
            "deck": col.decks.name(card.did),
            "question": rule.text_of(question, set()),
            "answer": rule.text_of(rule.answer_part(question, answer, template), set()),
            "tags": sorted(card.note().tags),
            "queue": card.queue,
            "flag": card.user_flag(),
            "note": card.nid,
            "notetype": card.note_type()["name"],
            "fields": card.note().fields,
            "answers": col.db.scalar("SELECT count() FROM revlog WHERE cid = ?", cid),
        })
    return listed


def answer_fronts(col, pairs: str) -> None:
    for pair in pairs.split(";"):
        front, ease = pair.rsplit("=", 1)
        note = col.find_notes(f'"Front:{front}"')[0]
        card = col.get_note(note).cards()[0]
        card.start_timer()
        col.sched.answerCard(card, int(ease))


def act_on_questions(col, pairs: str) -> None:
    rule = real_cards()
    by_question = {rule.text_of(col.get_card(cid).question(), set()): cid for cid in col.find_cards("")}
    for pair in pairs.split(";"):
        question, act = pair.rsplit("=", 1)
        card = col.get_card(by_question[question])
        if act.startswith("flag"):
            col.set_user_flag_for_cards(int(act[len("flag"):]), [card.id])
        else:
            card.start_timer()
            col.sched.answerCard(card, int(act))


def edit_add_delete(col) -> None:
    edited = col.get_note(col.find_notes('"Front:phone question 3"')[0])
    edited["Back"] = "edited on the phone"
    col.update_note(edited)
    note = col.new_note(col.models.by_name("Basic"))
    note["Front"], note["Back"] = "added on the phone", "añadido en el teléfono"
    note.tags = ["new"]
    col.add_note(note, col.decks.id("Phone"))
    col.remove_notes(col.find_notes('"Front:phone question 4"'))
    answer(col, 2)


# Each option as `answer` prints it: where Anki's legacy deck config keeps it.
OPTION_PLACES = {"new": ("new", "perDay"), "reviews": ("rev", "perDay"), "retention": (None, "desiredRetention"),
                 "learn": ("new", "delays"), "relearn": ("lapse", "delays"), "maxIvl": ("rev", "maxIvl"),
                 "leechFails": ("lapse", "leechFails"), "leechAction": ("lapse", "leechAction"), "buryNew": ("new", "bury"),
                 "buryReviews": ("rev", "bury"), "buryInterday": (None, "buryInterdayLearning"),
                 "gather": (None, "newGatherPriority")}


def option_values(conf) -> dict:
    return {name: (conf[part] if part else conf).get(key) for name, (part, key) in OPTION_PLACES.items()}


def set_options(col, values: str) -> None:
    if values.startswith("{"):
        chosen = json.loads(values)
    else:
        new, reviews, retention = values.split(",")
        chosen = {"new": int(new), "reviews": int(reviews), "retention": float(retention)}
    deck = col.decks.by_name("Phone")
    conf = col.decks.add_config_returning_id("Phone's own")
    config = col.decks.get_config(conf)
    for name, value in chosen.items():
        part, key = OPTION_PLACES[name]
        (config[part] if part else config)[key] = value
    col.decks.update_config(config)
    deck["conf"] = conf
    col.decks.save(deck)


def deck_due(col) -> dict:
    """What Anki's deck list shows due in each deck, by full name (read only: no deck is selected)."""
    due = {}

    def walk(node, prefix: str) -> None:
        for child in node.children:
            name = prefix + child.name
            due[name] = {"new": child.new_count, "learning": child.learn_count, "review": child.review_count}
            walk(child, name + "::")

    walk(col.sched.deck_due_tree(), "")
    return due


def login_and_sync(col, server: str, user: str, password: str, upload: bool) -> None:
    auth = col.sync_login(username=user, password=password, endpoint=server)
    output = col.sync_collection(auth, sync_media=False)
    # The server or this side is empty: Anki asks for a full sync one way.
    if output.required != output.NO_CHANGES:
        col.close_for_full_sync()
        col.full_upload_or_download(auth=auth, server_usn=None, upload=upload)
        col.reopen(after_full_sync=True)


def main() -> None:
    if len(sys.argv) not in (6, 7) or sys.argv[1] not in ("upload", "download", "answer", "unmark", "picture", "delete", "media", "receive", "options", "answer-fronts", "edit-add-delete", "act-on-questions", "decks"):
        sys.exit(__doc__)
    from anki.collection import Collection
    action, server, user, password, folder = sys.argv[1:6]
    os.makedirs(folder, exist_ok=True)
    col = Collection(os.path.join(folder, "collection.anki2"))
    try:
        if action in ("upload", "answer", "unmark", "picture", "delete", "media", "receive", "options", "answer-fronts", "edit-add-delete", "act-on-questions", "decks"):
            media = {}
            if action == "upload":
                fill(col)
            elif action == "unmark":
                unmark(col)
            elif action == "picture":
                media = picture(col)
            elif action == "delete":
                delete(col, sys.argv[6])
            elif action in ("media", "receive"):
                pass
            elif action == "options":
                set_options(col, sys.argv[6])
            elif action == "answer-fronts":
                answer_fronts(col, sys.argv[6])
            elif action == "edit-add-delete":
                edit_add_delete(col)
            elif action == "decks":
                change_decks(col, sys.argv[6])
            elif action == "act-on-questions":
                act_on_questions(col, sys.argv[6])
            else:
                answer(col, int(sys.argv[6]) if len(sys.argv) == 7 else 3)
            login_and_sync(col, server, user, password, upload=action != "receive")
            if media or action in ("media", "receive"):
                sync_media(col, server, user, password)
            if action in ("media", "receive"):
                media = media_files(col)
            revlog = col.db.scalar("SELECT count() FROM revlog")
            new, learning, review = col.sched.counts()
            notetypes = sorted(entry.name for entry in col.models.all_names_and_ids())
            options = {}
            for deck in col.decks.all_names_and_ids():
                conf = col.decks.config_dict_for_deck_id(deck.id)
                options[deck.name] = {**option_values(conf), "conf": conf["id"], "retention": conf.get("desiredRetention", 0.9)}
            print(json.dumps({"cards": cards(col), "revlog": revlog, "notetypes": notetypes, "options": options, "due": {"new": new, "learning": learning, "review": review},
                              "deckDue": deck_due(col), "media": media,
                              "answers": [{"id": row[0], "ease": row[1]} for row in col.db.all("SELECT id, ease FROM revlog ORDER BY id")]}))
        else:
            started = time.perf_counter()
            login_and_sync(col, server, user, password, upload=False)
            seconds = time.perf_counter() - started
            print(json.dumps({"seconds": seconds, "cards": col.card_count()}))
    finally:
        col.close()


if __name__ == "__main__":
    main()

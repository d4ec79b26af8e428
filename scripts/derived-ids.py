#!/usr/bin/env python3
"""Derived ids for decks and cards without one, computed independently of Flashzilla.

The rule (docs/deck-format.md, "Ids"): a version 8 UUID whose other bits are the
MurmurHash3 x64-128 digest (the `mmh3` package, seed 0) of
  deck: DECK_NAMESPACE bytes + the file name's UTF-8
  card: deck id bytes + u32 LE len(prompt) + prompt + u32 LE len(answer) + answer + u32 LE occurrence

Use:
  scripts/derived-ids.py DECK.json            # print each card's id as Flashzilla derives it
  scripts/derived-ids.py --fixture OUT.json   # write the test fixture Tests/Fixtures/derived-ids.json

Needs `pip install mmh3`.
"""
import json
import os
import struct
import sys
import uuid

import mmh3

DECK_NAMESPACE = uuid.UUID("C9355E38-3A70-4A31-84F7-6A0B4014B70E")


def _uuid8(data: bytes) -> uuid.UUID:
    digest = bytearray(mmh3.hash_bytes(data, 0, True))  # h1 then h2, little-endian
    digest[6] = (digest[6] & 0x0F) | 0x80  # version 8
    digest[8] = (digest[8] & 0x3F) | 0x80  # RFC 9562 variant
    return uuid.UUID(bytes=bytes(digest))


def deck_id(file_name: str) -> uuid.UUID:
    return _uuid8(DECK_NAMESPACE.bytes + file_name.encode("utf-8"))


def card_id(deck: uuid.UUID, prompt: str, answer: str, occurrence: int = 0) -> uuid.UUID:
    p, a = prompt.encode("utf-8"), answer.encode("utf-8")
    return _uuid8(deck.bytes + struct.pack("<I", len(p)) + p + struct.pack("<I", len(a)) + a
                  + struct.pack("<I", occurrence))


def ids_for_deck(path: str):
    """(deck id, [card ids]) as Flashzilla assigns them: given ids kept (first of a repeat),
    the rest derived from the trimmed text, skipping ids already taken."""
    with open(path, encoding="utf-8-sig") as f:
        deck = json.load(f)
    did = uuid.UUID(deck["id"]) if deck.get("id") else deck_id(os.path.basename(path))
    cards = deck.get("cards") or []
    ids, taken, needing = [None] * len(cards), set(), []
    for i, card in enumerate(cards):
        given = card.get("id")
        if given and uuid.UUID(given) not in taken:
            ids[i] = uuid.UUID(given)
            taken.add(ids[i])
        else:
            needing.append(i)
    for i in needing:
        # Python's strip() is close to, not exactly, Flashzilla's trimming (White_Space and
        # zero-width characters): fine for ordinary text.
        prompt, answer = cards[i]["prompt"].strip(), cards[i]["answer"].strip()
        occurrence = 0
        while (candidate := card_id(did, prompt, answer, occurrence)) in taken:
            occurrence += 1
        ids[i] = candidate
        taken.add(candidate)
    return did, ids


def fixture():
    """Cases that exercise every tail length of the hash and non-ASCII text."""
    deck_names = ["test.json", "world-capitals.json", "español.json", "", "a" * 40 + ".json"]
    decks = [{"fileName": n, "id": str(deck_id(n)).upper()} for n in deck_names]
    base = deck_id("test.json")
    texts = [("p", "a"), ("", ""), ("What is the capital of Scotland?", "Edinburgh"),
             ("漢字", "かんじ 🎉"), ("e\u0301", "\u00e9"), ("tab\there", "line\nbreak"), ("\u0000", "\"\\")]
    texts += [("x" * n, "y" * (31 - n)) for n in range(0, 32, 3)]
    cards = []
    for prompt, answer in texts:
        for occurrence in (0, 1, 70000):
            cards.append({"deck": str(base).upper(), "prompt": prompt, "answer": answer, "occurrence": occurrence,
                          "id": str(card_id(base, prompt, answer, occurrence)).upper()})
    from importlib.metadata import version
    return {"generator": "scripts/derived-ids.py with mmh3 " + version("mmh3"),
            "decks": decks, "cards": cards}


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--fixture":
        with open(sys.argv[2], "w", encoding="utf-8") as out:
            json.dump(fixture(), out, indent=1, ensure_ascii=False)
            out.write("\n")
    elif len(sys.argv) == 2:
        did, ids = ids_for_deck(sys.argv[1])
        print(f"deck\t{str(did).upper()}")
        for i, cid in enumerate(ids):
            print(f"cards[{i}]\t{str(cid).upper()}")
    else:
        sys.exit(__doc__)

#!/usr/bin/env python3
"""Print the default deck options of a new Anki collection (Anki's own backend, PyPI
`anki`) under the names Flashzilla's deck file gives them (docs/deck-format.md, "Review
options and Anki's deck options"), in Flashzilla's units: steps in seconds. With a
package and a deck name: the options that deck has once Anki imports the package (with
its deck options) into a new collection.

Usage: anki-deck-options.py [PACKAGE DECK]  (prints JSON)"""
import json
import os
import sys
import tempfile

from anki.collection import Collection
from anki.import_export_pb2 import ImportAnkiPackageOptions, ImportAnkiPackageRequest

# Anki's newGatherPriority numbers (DeckConfig.Config.NewCardGatherPriority) as Flashzilla's orders.
GATHER = {0: "added", 1: "added", 2: "latest", 4: "random"}
# Anki's lapse.leechAction: 0 suspend, 1 tag only.
LEECH = {0: "suspend", 1: "tag"}


def main():
    folder = tempfile.mkdtemp()
    col = Collection(os.path.join(folder, "collection.anki2"))
    try:
        deck_id = 1
        if len(sys.argv) == 3:
            options = ImportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True)
            col.import_anki_package(ImportAnkiPackageRequest(package_path=sys.argv[1], options=options))
            deck_id = col.decks.id_for_name(sys.argv[2])
        conf = col.decks.config_dict_for_deck_id(deck_id)
        print(json.dumps({
            "newCardsPerDay": conf["new"]["perDay"],
            "reviewsPerDay": conf["rev"]["perDay"],
            "learningSteps": [minutes * 60 for minutes in conf["new"]["delays"]],
            "relearningSteps": [minutes * 60 for minutes in conf["lapse"]["delays"]],
            "desiredRetention": conf["desiredRetention"],
            "maximumInterval": conf["rev"]["maxIvl"],
            "leechThreshold": conf["lapse"]["leechFails"],
            "leechAction": LEECH[conf["lapse"]["leechAction"]],
            "buryNew": conf["new"]["bury"],
            "buryReviews": conf["rev"]["bury"],
            "buryInterdayLearning": conf["buryInterdayLearning"],
            "newCardOrder": GATHER[conf["newGatherPriority"]],
        }, sort_keys=True))
    finally:
        col.close()


if __name__ == "__main__":
    main()

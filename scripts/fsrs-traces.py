#!/usr/bin/env python3
"""Review traces computed by py-fsrs, for checking Flashzilla's FSRS-6 scheduler.

Each card is a new card reviewed 3-15 times (all four ratings; on time, late by days
to weeks, early, and again the same day) by py-fsrs's `Scheduler` with fuzzing off,
under one of a few configurations (the defaults, other retentions, other parameters,
other learning steps, a lower maximum interval). The file is JSON Lines:

  line 1: {"fsrs_version", "configs": [...], "fuzz": [...]}
     configs: parameters, desired_retention, learning_steps and relearning_steps (seconds),
              maximum_interval (days)
     fuzz: rows [interval, maximum interval, shortest, longest] (days): the shortest and
           longest interval py-fsrs's fuzz can make of an interval (its random() forced
           to 0 and to the largest double under 1)
  then one line per card:
     {"card", "config", "reviews": [{"time", "rating", "retrievability"}],
      "states": [{"state", "step", "stability", "difficulty", "due"}]}
     retrievability: py-fsrs's get_card_retrievability just before that review;
     states[i]: the card after reviews[i].

Times are whole seconds, written as 2026-01-08T14:47:00Z. Numbers are Python's repr,
so they read back as the same doubles.

Use:
  scripts/fsrs-traces.py > Tests/Fixtures/fsrs-traces.jsonl

Needs `pip install fsrs` (the version used is recorded in line 1).
"""
import importlib.metadata
import json
import random
import sys
from datetime import datetime, timedelta, timezone

import fsrs
import fsrs.scheduler
from fsrs import Card, Rating, Scheduler, State

DEFAULTS = list(fsrs.scheduler.DEFAULT_PARAMETERS)
LOWER = fsrs.scheduler.LOWER_BOUNDS_PARAMETERS
UPPER = fsrs.scheduler.UPPER_BOUNDS_PARAMETERS


def perturbed(rng, spread, decay=None):
    """The default parameters moved by up to `spread` (relative), kept in py-fsrs's bounds."""
    out = []
    for value, low, high in zip(DEFAULTS, LOWER, UPPER):
        moved = value * (1 + rng.uniform(-spread, spread))
        out.append(round(min(max(moved, low), high), 4))
    if decay is not None:
        out[20] = decay
    return out


def minutes(*values):
    return [int(v * 60) for v in values]


def configurations(rng):
    """(name, cards, parameters, retention, learning steps, relearning steps, maximum interval)."""
    return [
        ("defaults", 120, DEFAULTS, 0.9, minutes(1, 10), minutes(10), 36500),
        ("retention 0.8", 40, DEFAULTS, 0.8, minutes(1, 10), minutes(10), 36500),
        ("custom parameters, retention 0.95", 40, perturbed(rng, 0.3), 0.95, minutes(1, 10), minutes(10), 36500),
        ("custom parameters, decay 0.5, retention 0.85", 40, perturbed(rng, 0.5, decay=0.5), 0.85, minutes(1, 10), minutes(10), 36500),
        ("parameters near the bounds, retention 0.99", 30, [LOWER[i] if i % 2 else UPPER[i] * 0.9 for i in range(21)], 0.99,
         minutes(1, 10), minutes(10), 36500),
        ("no learning or relearning steps", 30, DEFAULTS, 0.9, [], [], 36500),
        ("one learning step, three relearning steps, maximum 100 days", 30, perturbed(rng, 0.2), 0.9,
         minutes(1), minutes(5, 30, 120), 100),
        ("steps up to a day, retention 0.7, maximum 365 days", 30, DEFAULTS, 0.7, minutes(1, 10, 60, 1440),
         minutes(10, 1440), 365),
    ]


def scheduler_for(config):
    _, _, parameters, retention, learning, relearning, maximum = config
    return Scheduler(
        parameters=parameters,
        desired_retention=retention,
        learning_steps=[timedelta(seconds=s) for s in learning],
        relearning_steps=[timedelta(seconds=s) for s in relearning],
        maximum_interval=maximum,
        enable_fuzzing=False,
    )


def stamp(moment):
    assert moment.microsecond == 0, moment
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def next_review_time(rng, card, start):
    """When the next review happens: on time, late, early or the same day."""
    if card.last_review is None:
        return start
    last, due = card.last_review, card.due
    mode = rng.choices(["on time", "late", "early", "same day", "day boundary"], [40, 25, 15, 12, 8])[0]
    if mode == "on time":
        moment = due + timedelta(seconds=rng.choice([0, rng.randrange(1, 3600)]))
    elif mode == "late":
        moment = due + timedelta(days=rng.randrange(1, 60), seconds=rng.randrange(0, 86400))
    elif mode == "early":
        span = (due - last).total_seconds()
        moment = last + timedelta(seconds=max(1, int(span * rng.uniform(0.1, 0.9))))
    elif mode == "same day":
        moment = last + timedelta(seconds=rng.randrange(30, 6 * 3600))
    else:  # just before and exactly at one whole day since the last review
        moment = last + timedelta(seconds=86400 + rng.choice([-1, 0]))
    return moment


def trace(rng, card_number, config_index, scheduler):
    card = Card(card_id=card_number, due=datetime(2026, 1, 1, tzinfo=timezone.utc))
    start = datetime(2026, 1, 1, tzinfo=timezone.utc) + timedelta(seconds=rng.randrange(0, 300 * 86400))
    reviews, states = [], []
    for _ in range(rng.randint(3, 15)):
        moment = next_review_time(rng, card, start)
        rating = Rating(rng.choices([1, 2, 3, 4], [20, 15, 50, 15])[0])
        retrievability = scheduler.get_card_retrievability(card, moment)
        card, _ = scheduler.review_card(card, rating, moment)
        reviews.append({"time": stamp(moment), "rating": int(rating), "retrievability": float(retrievability)})
        states.append({
            "state": {State.Learning: "learning", State.Review: "review", State.Relearning: "relearning"}[card.state],
            "step": card.step,
            "stability": card.stability,
            "difficulty": card.difficulty,
            "due": stamp(card.due),
        })
    return {"card": card_number, "config": config_index, "reviews": reviews, "states": states}


def fuzz_table():
    """py-fsrs's fuzz bounds: its random() forced to 0 and to the largest double below 1."""
    rows = []
    intervals = list(range(1, 2001)) + list(range(2250, 36500, 250)) + [36499, 36500]
    for maximum in (36500, 365, 100):
        scheduler = Scheduler(maximum_interval=maximum, enable_fuzzing=True)
        for days in intervals:
            if days > maximum:
                continue
            ends = []
            for forced in (0.0, 1.0 - 2.0 ** -53):
                fsrs.scheduler.random = lambda forced=forced: forced
                ends.append(scheduler._get_fuzzed_interval(interval=timedelta(days=days)).days)
            rows.append([days, maximum, ends[0], ends[1]])
    fsrs.scheduler.random = random.random
    return rows


def main():
    rng = random.Random(20261124)
    configs = configurations(rng)
    header = {
        "fsrs_version": importlib.metadata.version("fsrs"),
        "configs": [
            {"name": c[0], "parameters": c[2], "desired_retention": c[3], "learning_steps": c[4],
             "relearning_steps": c[5], "maximum_interval": c[6]}
            for c in configs
        ],
        "fuzz": fuzz_table(),
    }
    out = sys.stdout
    out.write(json.dumps(header, separators=(",", ":")) + "\n")
    card_number = 0
    for index, config in enumerate(configs):
        scheduler = scheduler_for(config)
        for _ in range(config[1]):
            card_number += 1
            out.write(json.dumps(trace(rng, card_number, index, scheduler), separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()

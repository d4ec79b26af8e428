#!/bin/sh
# Issue 19's measurement: ROUNDS rounds of 4 simultaneous `flashzilla add` on one deck,
# in a throw-away home. Prints how many adds failed and how many cards the file holds
# (every add should succeed, and the file should hold them all).
#   scripts/concurrent-adds.sh [BINARY] [ROUNDS]     (defaults: .build/debug/flashzilla, 40)
set -u
BIN=${1:-.build/debug/flashzilla}
ROUNDS=${2:-40}
HOME_DIR=$(mktemp -d)
trap 'rm -rf "$HOME_DIR"' EXIT
mkdir "$HOME_DIR/decks"   # no sample decks
"$BIN" new-deck Race --home "$HOME_DIR" >/dev/null || exit 1
FAILED=0
LOG="$HOME_DIR/failures"
: > "$LOG"
for n in $(seq 1 "$ROUNDS"); do
    for k in 1 2 3 4; do
        ( "$BIN" add Race --prompt "r${n}k${k}" --answer x --home "$HOME_DIR" >/dev/null 2>>"$LOG" || echo "r${n}k${k}" >> "$HOME_DIR/failed" ) &
    done
    wait
done
[ -f "$HOME_DIR/failed" ] && FAILED=$(wc -l < "$HOME_DIR/failed")
CARDS=$(grep -c '"prompt": "r[0-9]*k[0-9]"' "$HOME_DIR/decks/race.json")
LEFT=$(ls -A "$HOME_DIR/decks" | grep -vc '^race.json$')
echo "adds: $((ROUNDS * 4)), refused: $FAILED, reported added but missing: $((ROUNDS * 4 - FAILED - CARDS)), cards in the file: $CARDS, other files in decks/: $LEFT"
sort "$LOG" | sed 's/r[0-9]*k[0-9]/rNkM/g' | uniq -c | head -5
[ "$FAILED" -eq 0 ] && [ "$CARDS" -eq $((ROUNDS * 4)) ] && [ "$LEFT" -eq 0 ]

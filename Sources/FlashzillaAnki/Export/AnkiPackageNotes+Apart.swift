import Foundation

extension AnkiPackageNotes {
    /// Moves this deck's card and note ids off those another deck of the same package took
    /// (`used`, updated): each deck's ids are unique only among its own, and in one collection
    /// a card or note id must stand for one row. A moved id takes the next free millisecond.
    /// Made before the cards' rows, which take their ids from here.
    mutating func keepIDsApart(cards usedCards: inout Set<Int64>, notes usedNotes: inout Set<Int64>) {
        func free(_ id: Int64, in used: inout Set<Int64>) -> Int64 {
            var id = id
            while used.contains(id) { id += 1 }
            used.insert(id)
            return id
        }
        var noteMoves: [Int64: Int64] = [:]
        for k in notes.indices {
            let moved = free(notes[k].id, in: &usedNotes)
            if moved != notes[k].id { noteMoves[notes[k].id] = moved }
            notes[k].id = moved
        }
        for k in cardIDs.indices {
            cardIDs[k] = free(cardIDs[k], in: &usedCards)
            if let note = noteMoves[noteOfCard[k]] { noteOfCard[k] = note }
        }
    }
}

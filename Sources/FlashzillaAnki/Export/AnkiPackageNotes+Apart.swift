import Foundation

extension AnkiPackageNotes {
    /// Moves this deck's card and note ids off those another deck of the same package took
    /// (`taken`, updated): each deck's ids are unique only among its own, and in one collection
    /// a card or note id must stand for one row. A moved id takes the next free millisecond.
    /// Made before the cards' rows, which take their ids from here.
    mutating func keepIDsApart(cards takenCards: inout TakenIDs, notes takenNotes: inout TakenIDs) {
        var noteMoves: [Int64: Int64] = [:]
        for k in notes.indices {
            let moved = takenNotes.take(notes[k].id)
            if moved != notes[k].id { noteMoves[notes[k].id] = moved }
            notes[k].id = moved
        }
        for k in cardIDs.indices {
            cardIDs[k] = takenCards.take(cardIDs[k])
            if let note = noteMoves[noteOfCard[k]] { noteOfCard[k] = note }
        }
    }
}

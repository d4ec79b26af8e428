import Foundation

extension CardEntries {
    /// The ids the card at `ord` of the entry `entry` may have, whatever the entry's kind
    /// (its Anki note's card number is the entry's ord): a reversed or typed entry's first
    /// card has the entry's id, the others ids derived from it (`cards(of:)`). The kinds'
    /// ids never meet, so at most one of them is a card here.
    public static func possibleCardIDs(entry: UUID, ord: Int) -> [UUID] {
        var ids = [derivedID(entry: entry, kind: "cloze", ord: ord)]
        if ord == 0 { ids.insert(entry, at: 0) }
        if ord == 1 { ids.append(derivedID(entry: entry, kind: "reversed", ord: 1)) }
        return ids
    }
}

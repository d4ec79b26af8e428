import Foundation

extension DeckMerge {
    /// Notes (or note types) merged one by one, by `key`, as deck fields are: one added,
    /// changed or removed on one side takes that change; changed on both sides to different
    /// things, the file's stays and `conflict` is told. The order is theirs, then mine's
    /// new ones in my order.
    static func mergeKeyed<T: Hashable>(base: [T], mine: [T], theirs: [T], key: KeyPath<T, String>,
                                        conflict: (T) -> Void) -> [T] {
        // The usual cases cost a comparison: nothing changed here, or nothing there.
        if mine == base { return theirs }
        if theirs == base { return mine }
        let baseByKey = Dictionary(base.map { ($0[keyPath: key], $0) }, uniquingKeysWith: { _, last in last })
        let mineByKey = Dictionary(mine.map { ($0[keyPath: key], $0) }, uniquingKeysWith: { _, last in last })
        var merged: [T] = []
        merged.reserveCapacity(max(theirs.count, mine.count))
        var seen = Set<String>()
        for their in theirs {
            let id = their[keyPath: key]
            seen.insert(id)
            let was = baseByKey[id], mineNow = mineByKey[id]
            switch (was, mineNow) {
            case (nil, nil): merged.append(their)  // added there
            case (nil, let added?):  // added on both sides
                if added != their { conflict(their) }
                merged.append(their)
            case (let was?, nil):  // deleted here: gone unless changed there
                if their != was { conflict(their); merged.append(their) }
            case (let was?, let mineNow?):
                if mineNow == was || mineNow == their { merged.append(their) } else if their == was { merged.append(mineNow) } else {
                    conflict(their)
                    merged.append(their)
                }
            }
        }
        for item in mine where !seen.contains(item[keyPath: key]) {
            let id = item[keyPath: key]
            // Deleted there: stays deleted unless changed here; added here: kept.
            if let was = baseByKey[id], was == item { continue }
            merged.append(item)
        }
        return merged
    }
}

import Foundation

extension DeckMerge {
    /// The deck's own fields, each merged on its own: a field changed on one side takes
    /// that change; changed on both sides to different values, the file's value stays and
    /// the field is named in the second result. Match records keep the best of both.
    static func mergeFields(base: Deck, mine: Deck, theirs: Deck) -> (Deck, [String]) {
        var conflicts: [String] = []
        func pick<T: Equatable>(_ name: String, _ field: (Deck) -> T) -> T {
            let (b, m, t) = (field(base), field(mine), field(theirs))
            if m == b || m == t { return t }
            if t == b { return m }
            conflicts.append(name)
            return t
        }
        var deck = theirs
        deck.cards = []
        deck.id = pick("id") { $0.id }
        deck.name = pick("name") { $0.name }
        deck.color = pick("colour") { $0.color }
        deck.settings.timeLimit = pick("time limit") { $0.settings.timeLimit }
        deck.settings.sessionSize = pick("cards per session") { $0.settings.sessionSize }
        deck.settings.shuffle = pick("shuffle") { $0.settings.shuffle }
        deck.settings.requeueWrong = pick("wrong cards back") { $0.settings.requeueWrong }
        deck.settings.pairs = pick("Match pairs") { $0.settings.pairs }
        // Review's options, each on its own as the deck editor changes them.
        deck.settings.newCardsPerDay = pick("new cards per day") { $0.settings.newCardsPerDay }
        deck.settings.reviewsPerDay = pick("reviews per day") { $0.settings.reviewsPerDay }
        deck.settings.leechAction = pick("leech action") { $0.settings.leechAction }
        deck.settings.review.learningSteps = pick("learning steps") { $0.settings.review.learningSteps }
        deck.settings.review.relearningSteps = pick("relearning steps") { $0.settings.review.relearningSteps }
        deck.settings.review.desiredRetention = pick("desired retention") { $0.settings.review.desiredRetention }
        deck.settings.review.maximumInterval = pick("maximum interval") { $0.settings.review.maximumInterval }
        deck.settings.review.leechThreshold = pick("leech threshold") { $0.settings.review.leechThreshold }
        deck.settings.review.buryNew = pick("bury new siblings") { $0.settings.review.buryNew }
        deck.settings.review.buryReviews = pick("bury review siblings") { $0.settings.review.buryReviews }
        deck.settings.review.buryInterdayLearning = pick("bury day learning siblings") { $0.settings.review.buryInterdayLearning }
        deck.settings.review.newCardOrder = pick("new-card order") { $0.settings.review.newCardOrder }
        let keys = Set(base.unknownFields.keys).union(mine.unknownFields.keys).union(theirs.unknownFields.keys)
        for key in keys.sorted() {
            deck.unknownFields[key] = pick(key) { $0.unknownFields[key] }
        }
        deck.noteTypes = mergeKeyed(base: base.noteTypes, mine: mine.noteTypes, theirs: theirs.noteTypes, key: \.id) {
            conflicts.append("note type \($0.name)")
        }
        deck.notes = mergeKeyed(base: base.notes, mine: mine.notes, theirs: theirs.notes, key: \.guid) {
            conflicts.append("note \($0.guid)")
        }
        deck.matchRecord = bestOfBoth(base: base.matchRecord, mine: mine.matchRecord, theirs: theirs.matchRecord)
        return (deck, conflicts)
    }

    /// A record broken on either side stands: the higher score, the shorter time.
    static func bestOfBoth(base: MatchRecord, mine: MatchRecord, theirs: MatchRecord) -> MatchRecord {
        var record = theirs
        if mine.bestScore != base.bestScore, let score = mine.bestScore {
            record.bestScore = max(score, theirs.bestScore ?? score)
        }
        if mine.bestTime != base.bestTime, let time = mine.bestTime {
            record.bestTime = min(time, theirs.bestTime ?? time)
        }
        return record
    }
}

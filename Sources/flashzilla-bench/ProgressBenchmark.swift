import Foundation
import FlashzillaCore
import FlashzillaProgress

/// `flashzilla-bench progress [--runs N] [--keep PATH]`: issue 15's database figures on
/// 50 decks / 100,000 cards / about 1,000,000 review rows (generated: three years of history): the
/// chooser's due counts, recording one answer, streaming the whole log, bytes per row.
enum ProgressBenchmark {
    static let decks = 50, cardsPerDeck = 2_000, reviewsPerCard = 11

    static func run(runs: Int, keep: String?) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fz-progress-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { if keep == nil { try? FileManager.default.removeItem(at: folder) } }
        let url = keep.map { URL(fileURLWithPath: $0) } ?? folder.appendingPathComponent("progress.sqlite")
        let now = Date(timeIntervalSince1970: 1_795_319_407)
        let deckIDs = (0..<decks).map { UUID(uuidString: String(format: "00000000-0000-4000-8000-%012X", $0 + 1))! }

        if !FileManager.default.fileExists(atPath: url.path) {
            let started = ContinuousClock.now
            let store = try ProgressStore(fileURL: url)
            var random = SeededGenerator(seed: 15)
            let scheduler = FSRSScheduler()
            for (d, deck) in deckIDs.enumerated() {
                var batch: [ReviewAnswer] = []
                batch.reserveCapacity(cardsPerDeck * reviewsPerCard)
                for c in 0..<cardsPerDeck {
                    let card = UUID(uuidString: String(format: "%08X-0000-4000-8000-%012X", d, c))!
                    // Three years of history: each answer comes when the card is due (give or take);
                    // enough Again and Hard keep intervals short, so nearly every card gets its ten.
                    var time = now.addingTimeInterval(-3 * 365 * 86_400 + Double(random.next() % (2 * 365 * 86_400)))
                    var state: FSRSCardState?
                    for _ in 0..<reviewsPerCard where time < now {
                        let roll = random.next() % 20
                        let rating: FSRSRating = roll < 4 ? .again : roll < 9 ? .hard : roll == 9 ? .easy : .good
                        let after = scheduler.review(state, of: card, as: rating, at: time)
                        batch.append(ReviewAnswer(deckID: deck, cardID: card, time: time, rating: rating,
                                                  milliseconds: Int(1_000 + random.next() % 9_000), mode: .review, before: state, after: after))
                        state = after
                        time = session(after: after.due.addingTimeInterval(Double(random.next() % 172_800)), &random)
                    }
                }
                try store.record(all: batch)
            }
            print("generated \(decks) decks, \(decks * cardsPerDeck) cards, \(try store.reviewCount()) review rows in \(ContinuousClock.now - started)")
        }

        let open = try Measure.times(runs: runs) { try ProgressStore(fileURL: url) }
        let store = try ProgressStore(fileURL: url)
        let rows = try store.reviewCount()
        let dayStart = now.addingTimeInterval(-3_600)
        let counts = try Measure.times(runs: runs) { try store.dueCounts(now: now, dayStart: dayStart) }
        let due = try store.dueCounts(now: now, dayStart: dayStart)
        var n = 0
        let record = try Measure.times(runs: max(runs, 200)) { () throws -> Int64 in
            n += 1
            let after = FSRSCardState(phase: .review, stability: 3, difficulty: 5, due: now.addingTimeInterval(86_400), lastReview: now,
                                      reviewCount: 11)
            return try store.record(ReviewAnswer(deckID: deckIDs[n % decks], cardID: UUID(), time: now, rating: .good, milliseconds: 2_000,
                                                 mode: .review, before: after, after: after))
        }
        var histories = 0
        let scan = try Measure.times(runs: 3) { () throws -> Int in
            histories = 0
            try store.forEachReviewHistory { _, _, reviews in histories += reviews.isEmpty ? 0 : 1 }
            return histories
        }
        let scheduler = FSRSScheduler()
        let recompute = try Measure.times(runs: 3) { () throws -> Int in
            var states = 0
            try store.forEachReviewHistory { _, card, reviews in states += scheduler.replay(reviews, of: card).count }
            return states
        }
        let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
        let wal = (try? FileManager.default.attributesOfItem(atPath: url.path + "-wal")[.size] as? Int) ?? 0
        print("| what (\(rows) review rows, \(decks * cardsPerDeck) cards, \(decks) decks) | median / min / max |")
        print("|---|---:|")
        print("| open the progress file (inspect, pool, migrations checked) | \(open.formatted) |")
        print("| due counts for every deck (the chooser's first frame) | \(counts.formatted) |")
        print("| record one answer (insert, schedule update, commit) | \(record.formatted) |")
        print("| stream every card's Review history (\(histories) cards) | \(scan.formatted) |")
        print("| recompute every card's state from the whole log (stream + FSRS replay) | \(recompute.formatted) |")
        print("| file size | \(size / 1_000_000) MB + \(wal / 1_000_000) MB WAL: \(size / max(rows, 1)) bytes per review row |")
        print("(due now in deck 1: \(due[deckIDs[0]]?.review ?? 0) review, \(due[deckIDs[0]]?.learning ?? 0) learning, \(due[deckIDs[0]]?.started ?? 0) started)")
    }

    /// Learners review in a daily session, not at the moment a card falls due: an answer
    /// due at `time` is given in that day's session, between 08:00 and 08:45 UTC (or the
    /// next day's, if the session was over), which is how the quarter-hour sums cluster.
    static func session(after time: Date, _ random: inout SeededGenerator) -> Date {
        let day = (time.timeIntervalSince1970 / 86_400).rounded(.down) * 86_400
        var start = day + 8 * 3_600
        if time.timeIntervalSince1970 > start + 2_700 { start += 86_400 }
        return Date(timeIntervalSince1970: start + Double(random.next() % 2_700))
    }

    /// `flashzilla-bench progress-for DECK.json OUT.sqlite`: a history of `reviewsPerCard`
    /// answers for every card of a real deck file (its own ids), for timing Review's start.
    static func history(forDeck path: String, into out: String) throws {
        let url = URL(fileURLWithPath: path)
        let loaded = try DeckStore(homeDirectory: url.deletingLastPathComponent().deletingLastPathComponent()).load(fileURL: url, now: Date())
        let store = try ProgressStore(fileURL: URL(fileURLWithPath: out))
        let now = Date()
        var random = SeededGenerator(seed: 16)
        let scheduler = FSRSScheduler()
        var batch: [ReviewAnswer] = []
        for card in loaded.deck.cards {
            var time = now.addingTimeInterval(-3 * 365 * 86_400 + Double(random.next() % (2 * 365 * 86_400)))
            var state: FSRSCardState?
            for _ in 0..<10 where time < now {
                let roll = random.next() % 20
                let rating: FSRSRating = roll < 4 ? .again : roll < 9 ? .hard : roll == 9 ? .easy : .good
                let after = scheduler.review(state, of: card.id, as: rating, at: time)
                batch.append(ReviewAnswer(deckID: loaded.deck.id, cardID: card.id, time: time, rating: rating, milliseconds: 3_000,
                                          mode: .review, before: state, after: after))
                state = after
                time = session(after: after.due.addingTimeInterval(Double(random.next() % 172_800)), &random)
            }
            if batch.count > 100_000 {
                try store.record(all: batch)
                batch.removeAll(keepingCapacity: true)
            }
        }
        try store.record(all: batch)
        print("\(try store.reviewCount()) review rows for \(loaded.deck.cards.count) cards of \(loaded.deck.name)")
    }
}

/// `flashzilla-bench review-start DECK.json PROGRESS.sqlite`: Review's start, step by step.
enum ReviewStartPhases {
    static func run(deck path: String, progress: String, runs: Int) throws {
        let url = URL(fileURLWithPath: path)
        let store = DeckStore(homeDirectory: url.deletingLastPathComponent().deletingLastPathComponent())
        let now = Date()
        let load = try Measure.times(runs: runs) { try store.load(fileURL: url, now: now) }
        let deck = try store.load(fileURL: url, now: now).deck
        let open = try Measure.times(runs: runs) { try ProgressStore(fileURL: URL(fileURLWithPath: progress)) }
        let progressStore = try ProgressStore(fileURL: URL(fileURLWithPath: progress))
        let states = try Measure.times(runs: runs) { try progressStore.states(deckID: deck.id) }
        let known = try progressStore.states(deckID: deck.id)
        let counts = try Measure.times(runs: runs) { try progressStore.dueCounts(now: now, dayStart: now.addingTimeInterval(-3_600)) }
        let session = Measure.times(runs: runs) {
            ReviewSession(deck: deck, states: known, introducedToday: 0, reviewedToday: 0, now: now)
        }
        print("load \(load.formatted) | open \(open.formatted) | states \(states.formatted) (\(known.count)) | dueCounts \(counts.formatted) | session \(session.formatted)")
    }
}

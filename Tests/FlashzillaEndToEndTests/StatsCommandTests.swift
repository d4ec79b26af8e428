import Foundation
import FlashzillaCore
import FlashzillaProgress
import Testing

/// `flashzilla stats`: the history written with ProgressStore, read back through the built binary.
@Suite struct StatsCommandTests {
    static let deckID = DueCommandTests.deckID
    static let utc = ["TZ": "UTC"]

    func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The deck's five cards, and a way to write answers to them.
    struct History {
        let store: ProgressStore
        let cards: [UUID]

        init(_ fz: FlashzillaBinary) throws {
            let url = fz.decksDirectory.appendingPathComponent("due-test.json")
            cards = try DeckStore(homeDirectory: fz.home).load(fileURL: url, now: Date()).deck.cards.map(\.id)
            store = try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite"))
        }

        /// `before`/`after`: (phase, interval in days); nil before: a new card.
        func answer(_ card: Int, at time: Date, _ rating: FSRSRating = .good, ms: Int, before: (FSRSPhase, Double)? = nil,
                    after: (FSRSPhase, Double)) throws {
            let previous = before.map { phase, days in
                FSRSCardState(phase: phase, stability: 5, difficulty: 5, due: time, lastReview: time.addingTimeInterval(-days * 86_400),
                              reviewCount: 3)
            }
            let next = FSRSCardState(phase: after.0, stability: 5, difficulty: 5, due: time.addingTimeInterval(after.1 * 86_400),
                                     lastReview: time, reviewCount: 4)
            try store.record(ReviewAnswer(deckID: StatsCommandTests.deckID, cardID: cards[card], time: time, rating: rating, milliseconds: ms,
                                          mode: .review, before: previous, after: next))
        }
    }

    @Test func withoutHistoryEverythingIsZeroEveryCardIsNewAndNoFileIsCreated() throws {
        let fz = try DueCommandTests.home()
        defer { fz.cleanUp() }
        let result = try fz.run(["stats", "--json"], environment: Self.utc)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try object(result.stdout)
        #expect(Set(json.keys) == ["today", "streak", "retention", "forecast", "cards", "days", "quizSessions"])
        #expect(json["cards"] as? [String: Int] == ["new": 5, "learning": 0, "relearning": 0, "young": 0, "mature": 0])
        #expect(json["forecast"] as? [Int] == Array(repeating: 0, count: 30))
        #expect((json["days"] as? [Any])?.isEmpty == true)
        #expect(json["streak"] as? Int == 0)
        let today = try #require(json["today"] as? [String: Any])
        #expect(today["reviews"] as? Int == 0 && today["againRate"] is NSNull)
        let day = try #require((json["retention"] as? [String: Any])?["day"] as? [String: Any])
        #expect(day["all"] is NSNull && day["reviews"] as? Int == 0)
        #expect(!FileManager.default.fileExists(atPath: fz.home.appendingPathComponent("progress.sqlite").path))
        let text = try fz.run(["stats", "Due Test"], environment: Self.utc)
        #expect(text.status == 0 && text.stdout.contains("Cards: 5 new, 0 learning"))
        #expect(text.stdout.contains("Activity: no reviews in the last 365 days"))
    }

    @Test func aSmallHistoryGivesTheHandComputedReport() throws {
        let fz = try DueCommandTests.home()
        defer { fz.cleanUp() }
        let history = try History(fz)
        // A fixed-offset zone where it is about 16:00 now: twelve hours from the day's start
        // at 04:00 either way, so the day cannot change while the test runs.
        let hour = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: Date()).hour ?? 0
        let offset = (16 - hour + 36) % 24 - 12
        let zoneName = offset == 0 ? "Etc/GMT" : offset > 0 ? "Etc/GMT-\(offset)" : "Etc/GMT+\(-offset)"
        let zone = try #require(TimeZone(identifier: zoneName))
        let todayStart = StudyDay.start(of: Date(), dayStartsAtHour: 4, timeZone: zone)
        let day: TimeInterval = 86_400
        // Today: a new card Good (learning, due in 10 minutes); a mature card (30-day interval) Again.
        try history.answer(0, at: todayStart.addingTimeInterval(60), ms: 1_250, after: (.learning(step: 1), 600.0 / day))
        try history.answer(1, at: todayStart.addingTimeInterval(120), .again, ms: 2_000, before: (.review, 30),
                           after: (.relearning(step: 0), 600.0 / day))
        // Yesterday: a young card (5-day interval) Good, next due in 10 days. Three days ago: a new card Easy, due in 40.
        try history.answer(2, at: todayStart.addingTimeInterval(-day + 600), ms: 3_000, before: (.review, 5), after: (.review, 10))
        try history.answer(3, at: todayStart.addingTimeInterval(-3 * day + 600), .easy, ms: 700, after: (.review, 40))

        let result = try fz.run(["stats", "Due Test", "--json"], environment: ["TZ": zoneName])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try object(result.stdout)
        let today = try #require(json["today"] as? [String: Any])
        #expect(today["reviews"] as? Int == 2 && today["seconds"] as? Int == 3 && today["againRate"] as? Double == 0.5
                && today["newLearned"] as? Int == 1)
        #expect(json["streak"] as? Int == 2)
        let retention = try #require(json["retention"] as? [String: Any])
        #expect(retention["desired"] as? Double == 0.9)
        let dayRetention = try #require(retention["day"] as? [String: Any])
        #expect(dayRetention["all"] as? Double == 0 && dayRetention["young"] is NSNull && dayRetention["mature"] as? Double == 0
                && dayRetention["reviews"] as? Int == 1)
        let week = try #require(retention["week"] as? [String: Any])
        #expect(week["all"] as? Double == 0.5 && week["young"] as? Double == 1 && week["mature"] as? Double == 0 && week["reviews"] as? Int == 2)
        #expect(json["cards"] as? [String: Int] == ["new": 1, "learning": 1, "relearning": 1, "young": 1, "mature": 1])
        var forecast = Array(repeating: 0, count: 30)
        forecast[0] = 2  // the learning and relearning cards, due in 10 minutes
        forecast[9] = 1  // yesterday + 10 days
        #expect(json["forecast"] as? [Int] == forecast)
        func label(_ date: Date) -> String {
            let day = Calendar(identifier: .gregorian).dateComponents(in: zone, from: date)
            return String(format: "%04d-%02d-%02d", day.year ?? 0, day.month ?? 0, day.day ?? 0)
        }
        let days = try #require(json["days"] as? [[String: Any]])
        #expect(days.map { $0["date"] as? String } == [label(todayStart - 3 * day), label(todayStart - day), label(todayStart)])
        #expect(days.map { $0["reviews"] as? Int } == [1, 1, 2])
        #expect(days.map { $0["seconds"] as? Int } == [1, 3, 3])
    }

    /// One answer at 02:00 UTC on 1 June 2025, another at 01:30 and 02:10 UTC on 29 March
    /// 2026 (03:30 and 04:10 in Berlin, where the clocks had just gone forward).
    func datedHistory(_ fz: FlashzillaBinary) throws {
        let history = try History(fz)
        for (card, time) in [(0, "2025-06-01T02:00:00Z"), (1, "2026-03-29T01:30:00Z"), (2, "2026-03-29T02:10:00Z")] {
            try history.answer(card, at: try #require(ISO8601Timestamp.date(from: time)), ms: 1_000, after: (.review, 400))
        }
    }

    func dates(_ fz: FlashzillaBinary, _ arguments: [String], tz: String) throws -> [String] {
        let result = try fz.run(["stats", "--json"] + arguments, environment: ["TZ": tz])
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try object(result.stdout)["days"] as? [[String: Any]]).compactMap { $0["date"] as? String }
    }

    @Test func daysAreLocalAndStartAtTheDayStartHourAcrossAClockChange() throws {
        let fz = try DueCommandTests.home()
        defer { fz.cleanUp() }
        try datedHistory(fz)
        // UTC, the day starting at 4: 02:00 belongs to the day before.
        #expect(try dates(fz, [], tz: "UTC") == ["2025-05-31", "2026-03-28", "2026-03-28"].uniqued)
        #expect(try dates(fz, ["--day-starts", "0"], tz: "UTC") == ["2025-06-01", "2026-03-29"])
        // Tokyo (UTC+9): 11:00 on 1 June, and both March answers on the 29th (10:30, 11:10).
        #expect(try dates(fz, [], tz: "Asia/Tokyo") == ["2025-06-01", "2026-03-29"])
        // Berlin: 03:30 CEST is still the 28th's study day, 04:10 CEST the 29th's (24 hours from
        // the 28th's start would have been 05:00 CEST).
        #expect(try dates(fz, [], tz: "Europe/Berlin") == ["2025-06-01", "2026-03-28", "2026-03-29"])
        #expect(try dates(fz, ["--since", "2026-03-29"], tz: "Europe/Berlin") == ["2026-03-29"])
    }

    @Test func theScreenReaderHearsTheStatisticsWithoutCreatingTheProgressFile() throws {
        let fz = try DueCommandTests.home()
        defer { fz.cleanUp() }
        let result = try fz.run(["--screen-reader"], input: "stats\nall decks\nq\nquit\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Statistics for Due Test.\n"), "\(result.stdout)")
        #expect(result.stdout.contains("Cards: 5 new, 0 learning, 0 young, 0 mature.\n"), "\(result.stdout)")
        #expect(result.stdout.contains("Statistics for all decks.\n"), "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: fz.home.appendingPathComponent("progress.sqlite").path))
    }

    @Test func aBrokenProgressFileIsNamedAndLeftAlone() throws {
        let fz = try DueCommandTests.home()
        defer { fz.cleanUp() }
        let url = fz.home.appendingPathComponent("progress.sqlite")
        let bytes = Data(String(repeating: "not a database ", count: 100).utf8)
        try bytes.write(to: url)
        let result = try fz.run(["stats", "--json"])
        #expect(result.status == 1 && result.stdout.isEmpty)
        #expect(result.stderr.contains(url.path) && result.stderr.contains("left as it is"))
        #expect(try Data(contentsOf: url) == bytes)
    }

    @Test func badArgumentsAreRefused() throws {
        let fz = try DueCommandTests.home()
        defer { fz.cleanUp() }
        #expect(try fz.run(["stats", "--day-starts", "24"]).status == 64)
        #expect(try fz.run(["stats", "--since", "2026-02-30"]).status == 64)
        #expect(try fz.run(["stats", "No Such Deck"]).status == 1)
    }
}

private extension Array where Element: Hashable {
    /// In order, each once.
    var uniqued: [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}

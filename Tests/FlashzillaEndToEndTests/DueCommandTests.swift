import Foundation
import FlashzillaCore
import FlashzillaProgress
import Testing

/// `flashzilla due`: each deck's Review counts from the deck files and the progress file.
@Suite struct DueCommandTests {
    static let deck = """
        {"name": "Due Test", "id": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "newCardsPerDay": 2, "cards": [
          {"prompt": "one", "answer": "1"}, {"prompt": "two", "answer": "2"}, {"prompt": "three", "answer": "3"},
          {"prompt": "four", "answer": "4"}, {"prompt": "five", "answer": "5"}]}
        """
    static let deckID = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!

    static func home() throws -> FlashzillaBinary {
        let fz = try FlashzillaBinary.withTemporaryHome()
        try FileManager.default.createDirectory(at: fz.decksDirectory, withIntermediateDirectories: true)
        try Data(deck.utf8).write(to: fz.decksDirectory.appendingPathComponent("due-test.json"))
        return fz
    }

    static func objects(_ text: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    }

    @Test func withoutHistoryEveryDeckOffersItsNewCardsAndNoFileIsCreated() throws {
        let fz = try Self.home()
        defer { fz.cleanUp() }
        let result = try fz.run(["due", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = try Self.objects(result.stdout)
        #expect(rows.count == 1)
        #expect(Set(rows[0].keys) == ["name", "new", "learning", "review", "next"])
        #expect(rows[0]["name"] as? String == "Due Test" && rows[0]["new"] as? Int == 2)
        #expect(rows[0]["learning"] as? Int == 0 && rows[0]["review"] as? Int == 0 && rows[0]["next"] is NSNull)
        #expect(!FileManager.default.fileExists(atPath: fz.home.appendingPathComponent("progress.sqlite").path))
        let table = try fz.run(["due"])
        #expect(table.stdout.split(separator: "\n").last?.split(separator: "\t").map(String.init) == ["Due Test", "2", "0", "0", "-"])
    }

    @Test func countsComeFromTheHistory() throws {
        let fz = try Self.home()
        defer { fz.cleanUp() }
        let loaded = try DeckStore(homeDirectory: fz.home).load(fileURL: fz.decksDirectory.appendingPathComponent("due-test.json"), now: Date())
        let cards = loaded.deck.cards.map(\.id)
        let store = try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite"))
        let now = Date()
        let past = now.addingTimeInterval(-3 * 86_400)
        func answer(_ card: UUID, at time: Date, _ after: FSRSCardState) -> ReviewAnswer {
            ReviewAnswer(deckID: Self.deckID, cardID: card, time: time, rating: .good, milliseconds: 900, mode: .review, before: nil, after: after)
        }
        // Card 0 due for review an hour ago, card 1 in learning due now, card 2 due tomorrow: 3 started, days ago.
        try store.record(answer(cards[0], at: past, FSRSCardState(phase: .review, stability: 3, difficulty: 5, due: now.addingTimeInterval(-3_600),
                                                                  lastReview: past, reviewCount: 2)))
        try store.record(answer(cards[1], at: past, FSRSCardState(phase: .learning(step: 1), stability: 1, difficulty: 5, due: now.addingTimeInterval(-5),
                                                                  lastReview: past, reviewCount: 1)))
        let tomorrow = now.addingTimeInterval(86_400)
        try store.record(answer(cards[2], at: past, FSRSCardState(phase: .review, stability: 9, difficulty: 4, due: tomorrow,
                                                                  lastReview: past, reviewCount: 3)))
        // A zone of the test's choosing, not the machine's: ISO 8601 with its offset.
        let kolkata = ["TZ": "Asia/Kolkata"]
        let result = try fz.run(["due", "--json"], environment: kolkata)
        #expect(result.status == 0, "\(result.stderr)")
        let row = try #require(try Self.objects(result.stdout).first)
        #expect(row["new"] as? Int == 2 && row["learning"] as? Int == 1 && row["review"] as? Int == 1)
        let next = try #require(row["next"] as? String)
        #expect(next.hasSuffix("+05:30"), "\(next)")
        #expect(ISO8601DateFormatter().date(from: next) == ISO8601Timestamp.truncated(now.addingTimeInterval(-3_600)))
        // For people: overdue is "now", not a past time.
        let table = try fz.run(["due"], environment: kolkata)
        #expect(table.stdout.split(separator: "\n").last?.split(separator: "\t").map(String.init) == ["Due Test", "2", "1", "1", "now"])
    }

    /// A card due later is shown in the local zone (TZ), with how long until it.
    @Test func aLaterCardIsShownInLocalTime() throws {
        let fz = try Self.home()
        defer { fz.cleanUp() }
        let loaded = try DeckStore(homeDirectory: fz.home).load(fileURL: fz.decksDirectory.appendingPathComponent("due-test.json"), now: Date())
        let store = try ProgressStore(fileURL: fz.home.appendingPathComponent("progress.sqlite"))
        let now = Date()
        let due = now.addingTimeInterval(5 * 86_400)
        try store.record(ReviewAnswer(deckID: Self.deckID, cardID: loaded.deck.cards[0].id, time: now, rating: .good, milliseconds: 900,
                                      mode: .review, before: nil,
                                      after: FSRSCardState(phase: .review, stability: 5, difficulty: 5, due: due, lastReview: now, reviewCount: 1)))
        let table = try fz.run(["due"], environment: ["TZ": "Asia/Kolkata"])
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Kolkata")!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: due)
        let local = String(format: "%04d-%02d-%02d %02d:%02d", c.year!, c.month!, c.day!, c.hour!, c.minute!)
        #expect(table.stdout.split(separator: "\n").last?.split(separator: "\t").last.map(String.init) == "\(local) (in 5 days)")
    }

    @Test func aBrokenProgressFileIsNamedAndLeftAlone() throws {
        let fz = try Self.home()
        defer { fz.cleanUp() }
        let url = fz.home.appendingPathComponent("progress.sqlite")
        let bytes = Data(String(repeating: "not a database ", count: 100).utf8)
        try bytes.write(to: url)
        let result = try fz.run(["due"])
        #expect(result.status == 1)
        #expect(result.stderr.contains(url.path) && result.stderr.contains("left as it is"))
        #expect(try Data(contentsOf: url) == bytes)
    }
}

import FlashzillaCore
import FlashzillaProgress
import Foundation
import Testing

/// Issue 29: every package in Tests/Fixtures/anki-real imported by `flashzilla import` and by
/// the real Anki backend (scripts/anki-real-cards.py), their schedules compared: each card
/// Anki has started is in the same phase (learning, review, relearning), due on the same
/// local date (a review) or at the same second (learning in the day), with the same reps;
/// a card new in Anki has no schedule; and `flashzilla due` counts what Anki's deck list
/// does. Time is not fixed: both sides run at the real now, seconds apart (the packages'
/// cards fell due years ago, so the counts stand still), and the script says its `now` and
/// turns Anki's day numbers into dates by it.
///
/// A deck with a card Anki counts but Flashzilla deliberately has not (a blank front, a
/// cloze number with no deletion), or one Anki has suspended or buried (Anki's queue below
/// 0: not counted by Anki; Flashzilla's suspending and burying come separately), is left
/// out of the counts' comparison.
@Suite struct AnkiRealPackagesScheduleEndToEndTests {
    struct AnkiCard: Decodable {
        var deck: String, question: String, answer: String, tags: [String], status: String
        var type: Int, queue: Int, due_date: String?, due_time: Int?, reps: Int
    }

    struct Counts: Decodable, Equatable {
        var new: Int, learning: Int, review: Int
    }

    struct AnkiSide: Decodable {
        var refused: String?
        var revlog: Int
        var cards: [AnkiCard]
        var counts: [String: Counts]?
    }

    @Test(AnkiLibrary.required, arguments: AnkiRealPackagesEndToEndTests.packages)
    func flashzillaSchedulesAsAnkiDoes(_ name: String) throws {
        let path = AnkiRealPackagesEndToEndTests.folder.appendingPathComponent(name).path
        let anki = try AnkiLibrary.realCards(of: path, as: AnkiSide.self)
        guard anki.refused == nil else { return }  // AnkiRealPackagesEndToEndTests checks the refusal

        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let result = try fz.run(["import", path, "--json"])
        try #require(result.status == 0, "\(result.stderr)")
        try Self.expectSchedulesAsAnki(anki, in: fz, name)
    }

    /// Issue 29: importing a newer export of the same deck adds the answers made in Anki
    /// since (none twice) and takes its card states, also of a card Anki reset and gave a
    /// due date without an answer (scripts/make-anki-schedule-fixtures.py).
    @Test(AnkiLibrary.required) func aNewerExportAddsItsAnswersAndTakesItsStates() throws {
        let folder = AnkiLibrary.repository.appendingPathComponent("Tests/Fixtures/anki")
        let older = folder.appendingPathComponent("schedule-v1.apkg").path, newer = folder.appendingPathComponent("schedule-v2.apkg").path
        let (first, second) = (try AnkiLibrary.realCards(of: older, as: AnkiSide.self), try AnkiLibrary.realCards(of: newer, as: AnkiSide.self))
        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let one = try fz.run(["import", older, "--json"])
        try #require(one.status == 0, "\(one.stderr)")
        try Self.expectSchedulesAsAnki(first, in: fz, "schedule-v1.apkg")
        let two = try fz.run(["import", newer, "--json"])
        try #require(two.status == 0, "\(two.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(two.stdout.utf8)) as? [String: Any])
        #expect(report["reviews"] as? Int == second.revlog - first.revlog, "only the answers made since")
        let progress = try ProgressStore.openForReading(fz.home.appendingPathComponent("progress.sqlite"))
        #expect(try progress.reviewCount() == second.revlog)
        try Self.expectSchedulesAsAnki(second, in: fz, "schedule-v2.apkg")
        // Once more: nothing new.
        let three = try fz.run(["import", newer, "--json"])
        #expect((try JSONSerialization.jsonObject(with: Data(three.stdout.utf8)) as? [String: Any])?["reviews"] as? Int == 0)
        #expect(try progress.reviewCount() == second.revlog)
    }

    /// Every deck of the home against Anki's side: started cards and due counts.
    static func expectSchedulesAsAnki(_ anki: AnkiSide, in fz: FlashzillaBinary, _ name: String) throws {
        let folder = fz.home.appendingPathComponent("decks")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        let progressFile = fz.home.appendingPathComponent("progress.sqlite")
        let progress = FileManager.default.fileExists(atPath: progressFile.path) ? try ProgressStore.openForReading(progressFile) : nil

        // Flashzilla's started cards, by deck: text row and schedule.
        var flashzilla: [String: [[String]]] = [:]
        for file in files {
            let loaded = try DeckStore(homeDirectory: fz.home).load(fileURL: folder.appendingPathComponent(file), now: Date()).deck
            let states = try progress?.states(deckID: loaded.id) ?? CardStates()
            let started = loaded.cards.filter { states[$0.id] != nil }
            let texts = try AnkiRealPackagesEndToEndTests.normalised(started.flatMap {
                [AnkiRealPackagesEndToEndTests.deliberate($0.prompt), AnkiRealPackagesEndToEndTests.deliberate($0.answer)]
            })
            flashzilla[loaded.name] = started.indices.map { i in
                [texts[2 * i], texts[2 * i + 1], started[i].tags.sorted().joined(separator: " "), Self.schedule(states[started[i].id]!)]
            }
        }
        // Every card Anki has started (and shows) is one of them, with the same schedule.
        let started = anki.cards.filter { $0.type != 0 && ($0.status == "shown" || $0.status == "template-error") }
        #expect(flashzilla.values.reduce(0) { $0 + $1.count } == started.count, "\(name): started cards")
        for card in started where card.status == "shown" {
            let row = [card.question, card.answer, card.tags.joined(separator: " "), Self.schedule(card)]
            if let at = flashzilla[card.deck]?.firstIndex(of: row) {
                flashzilla[card.deck]?.remove(at: at)
            } else {
                let sameText = flashzilla[card.deck]?.filter { Array($0.prefix(3)) == Array(row.prefix(3)) }.map(\.[3]) ?? []
                Issue.record("\(name): Anki's \(row) is \(sameText) in Flashzilla")
            }
        }

        // Due counts: `flashzilla due` against Anki's deck list.
        let due = try fz.run(["due", "--json"])
        try #require(due.status == 0, "\(due.stderr)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(due.stdout.utf8)) as? [[String: Any]])
        var mine: [String: Counts] = [:]
        for row in rows {
            mine[row["name"] as? String ?? ""] = Counts(new: row["new"] as? Int ?? -1, learning: row["learning"] as? Int ?? -1,
                                                        review: row["review"] as? Int ?? -1)
        }
        let withoutCard = Set(anki.cards.filter { $0.status == "empty-front" || $0.status == "missing-cloze" || $0.queue < 0 }.map(\.deck))
        var compared = 0
        for (deck, counts) in anki.counts ?? [:] where mine[deck] != nil && !withoutCard.contains(deck) {
            #expect(mine[deck] == counts, "\(name): \(deck)")
            compared += 1
        }
        #expect(compared > 0 || mine.isEmpty || withoutCard.count == Set(anki.cards.map(\.deck)).count, "\(name): no deck compared")
    }

    /// Anki's side: type, then its local due date or due second, then reps.
    static func schedule(_ card: AnkiCard) -> String {
        let due = card.due_date.map { "date \($0)" } ?? card.due_time.map { "time \($0)" } ?? "none"
        return "type \(card.type), \(due), reps \(card.reps)"
    }

    /// Flashzilla's: a review card's date in local time, a learning card's second.
    static func schedule(_ state: FSRSCardState) -> String {
        let type: Int, due: String
        switch state.phase {
        case .learning: type = 1
        case .review: type = 2
        case .relearning: type = 3
        }
        if state.phase == .review {
            let day = Calendar.current.dateComponents([.year, .month, .day], from: state.due)
            due = String(format: "date %04d-%02d-%02d", day.year ?? 0, day.month ?? 0, day.day ?? 0)
        } else {
            due = "time \(Int(state.due.timeIntervalSince1970))"
        }
        return "type \(type), \(due), reps \(state.reviewCount)"
    }
}

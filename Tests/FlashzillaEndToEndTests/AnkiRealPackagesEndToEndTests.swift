import FlashzillaCore
import FlashzillaProgress
import Foundation
import Testing

/// Issue 29: every package in Tests/Fixtures/anki-real (made by other people) imported by
/// `flashzilla import` and by the real Anki backend (scripts/anki-real-cards.py), compared.
///
/// Exactly: a package Anki refuses is refused and nothing is written; each deck's cards are
/// the cards Anki can show (not those Anki calls empty: a blank front, a cloze number with no
/// deletion), plus those Anki shows only as their template's error message (Flashzilla
/// renders them as best it can); the answers in the review history are the log's; each
/// deck's media are the package's files its cards show. Every card Anki shows has a card of
/// the same question, answer and tags in the same deck, both sides normalised the same way
/// (the script's `text_of`: hidden HTML, scripts and buttons gone, white space as one
/// space), where Flashzilla deliberately differs: an empty back is `(empty back)`, and an
/// Image Occlusion card ends in a line saying which mask is asked; both are taken off first.
@Suite struct AnkiRealPackagesEndToEndTests {
    static let folder = AnkiLibrary.repository.appendingPathComponent("Tests/Fixtures/anki-real")

    static var packages: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".apkg") || $0.hasSuffix(".colpkg") }.sorted()
    }

    struct AnkiCard: Decodable {
        var deck: String, question: String, answer: String, tags: [String], status: String, media: [String], reviews: Int
    }

    struct AnkiSide: Decodable {
        var refused: String?
        var revlog: Int
        var cards: [AnkiCard]
    }

    @Test func thereArePackagesToCompare() {
        #expect(Self.packages.count >= 11)
    }

    @Test(AnkiLibrary.required, arguments: packages)
    func flashzillaShowsWhatAnkiShows(_ name: String) throws {
        let path = Self.folder.appendingPathComponent(name).path
        let anki = try AnkiLibrary.realCards(of: path, as: AnkiSide.self)

        let fz = try FlashzillaBinary.withTemporaryHome()
        defer { fz.cleanUp() }
        let result = try fz.run(["import", path, "--json"])
        if let reason = anki.refused {
            #expect(result.status == 1, "Anki refuses \(name) (\(reason)); Flashzilla: \(result.stdout)")
            #expect(result.stderr.contains("Anki refuses it too"), "\(result.stderr)")
            #expect(ImportExportEndToEndTests.snapshot(fz).isEmpty)
            return
        }
        try #require(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let decks = try #require(report["decks"] as? [[String: Any]])
        let studied = anki.cards.filter { $0.status == "shown" || $0.status == "template-error" }
        // Every answer of the log, but those of cards Anki calls empty (which give no card).
        #expect(report["reviews"] as? Int == studied.reduce(0) { $0 + $1.reviews }, "answers imported")
        #expect(anki.revlog - (report["reviews"] as? Int ?? 0) == anki.cards.filter { $0.status != "shown" && $0.status != "template-error" }.reduce(0) { $0 + $1.reviews })

        var expectedCounts: [String: Int] = [:], expectedMedia: [String: Set<String>] = [:]
        for card in studied {
            expectedCounts[card.deck, default: 0] += 1
            expectedMedia[card.deck, default: []].formUnion(card.media)
        }
        let counts = Dictionary(uniqueKeysWithValues: decks.map { ($0["name"] as? String ?? "", $0["cards"] as? Int ?? -1) })
        #expect(counts == expectedCounts, "cards by deck")
        let media = Dictionary(uniqueKeysWithValues: decks.map { ($0["name"] as? String ?? "", $0["media"] as? Int ?? -1) })
        #expect(media == expectedMedia.mapValues(\.count), "media files by deck")

        // Every card Anki shows is one of Flashzilla's, text and tags (as many times as Anki has it).
        var flashzilla: [String: [[String]]] = [:]
        for deck in decks {
            let file = try #require(deck["file"] as? String)
            let loaded = try DeckStore(homeDirectory: fz.home).load(fileURL: URL(fileURLWithPath: file), now: Date()).deck
            let texts = try Self.normalised(loaded.cards.flatMap { [Self.deliberate($0.prompt), Self.deliberate($0.answer)] })
            flashzilla[loaded.name] = loaded.cards.indices.map { [texts[2 * $0], texts[2 * $0 + 1], loaded.cards[$0].tags.sorted().joined(separator: " ")] }
        }
        for card in anki.cards where card.status == "shown" {
            let row = [card.question, card.answer, card.tags.joined(separator: " ")]
            if let at = flashzilla[card.deck]?.firstIndex(of: row) {
                flashzilla[card.deck]?.remove(at: at)
            } else {
                Issue.record("\(name): no card in \(card.deck) for Anki's \(row)")
            }
        }
    }

    /// The text without what Flashzilla says where Anki's screen shows something else: the
    /// empty back's words, and the occlusion asked.
    static func deliberate(_ text: String) -> String {
        if text == "(empty back)" { return "" }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !($0.hasPrefix("(mask") && $0.hasSuffix(")")) }.joined(separator: "\n")
    }

    /// Normalised by the script's own rule, so that both sides compare alike.
    static func normalised(_ texts: [String]) throws -> [String] {
        let input = String(decoding: try JSONEncoder().encode(texts), as: UTF8.self)
        let script = AnkiLibrary.repository.appendingPathComponent("scripts/anki-real-cards.py").path
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("anki-real-\(UUID().uuidString).json")
        try Data(input.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try AnkiLibrary.python([script, "--text", file.path])
        try #require(run.status == 0, "\(run.stderr)")
        return try JSONDecoder().decode([String].self, from: Data(run.stdout.utf8))
    }
}

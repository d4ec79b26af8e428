import FlashzillaCore
import Foundation
import Testing
@testable import FlashzillaImport

/// Export then import gives back every prompt, answer and tag list.
@Suite struct ExportRoundTripTests {
    static let texts: [(String, String, [String])] = [
        ("plain", "text", []),
        ("comma, inside", "a \"quoted\" word", ["t1", "t2"]),
        ("tab\there", "line\nbreak\nand\r\ncrlf", ["x"]),
        ("#not a header: really", "\"starts with a quote", []),
        ("Ünïcödé 日本語 🎉", "trailing quote\"", ["é", "日本"]),
        ("<b>not html</b> &amp;", "[sound:x.mp3]", []),
        ("semi;colon|pipe", "comma,,double", ["a-b_c"]),
    ]

    static func deck() throws -> Deck {
        Deck(name: "Round", cards: try texts.map { try Card(prompt: $0.0, answer: $0.1, tags: $0.2, createdAt: Date(timeIntervalSince1970: 0)) })
    }

    @Test(arguments: ExportFormat.allCases)
    func exportThenImportIsTheIdentity(format: ExportFormat) throws {
        let deck = try Self.deck()
        let bytes = DeckExporter.bytes(deck, format: format)
        let name = format == .csv ? "round.csv" : format == .tsv ? "round.tsv" : "round.txt"
        let file = try TextImporter.parse(bytes, displayName: name)
        let cards = file.groups.flatMap(\.cards)
        #expect(cards.map(\.prompt) == deck.cards.map(\.prompt))
        #expect(cards.map(\.answer) == deck.cards.map(\.answer))
        #expect(cards.map(\.tags) == deck.cards.map(\.tags))
        #expect(file.skipped.isEmpty)
    }

    @Test func csvIsRFC4180AndAnkiTextHasItsHeaders() throws {
        var deck = Deck(name: "D")
        deck.cards = [try Card(prompt: "a, b", answer: "say \"hi\"", tags: ["t1", "t2"], createdAt: Date()),
                      try Card(prompt: "x", answer: "y", createdAt: Date())]
        #expect(String(decoding: DeckExporter.bytes(deck, format: .csv), as: UTF8.self) == "\"a, b\",\"say \"\"hi\"\"\",t1 t2\r\nx,y,\r\n")
        #expect(String(decoding: DeckExporter.bytes(deck, format: .tsv), as: UTF8.self) == "a, b\t\"say \"\"hi\"\"\"\tt1 t2\nx\ty\t\n")
        #expect(String(decoding: DeckExporter.bytes(deck, format: .ankiText), as: UTF8.self)
            == "#separator:tab\n#html:false\n#columns:Front\tBack\tTags\n#tags column:3\na, b\t\"say \"\"hi\"\"\"\tt1 t2\nx\ty\t\n")
    }
}

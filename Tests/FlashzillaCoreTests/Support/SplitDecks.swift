import Foundation
@testable import FlashzillaCore

/// Decks of every shape people and Flashzilla write, to read in two halves (`DeckSplitReader`).
enum SplitDecks {
    static let cardCount = 600

    /// Prompt and answer of card `i`: some need escapes, some are not ASCII, and every
    /// 97th repeats card 3's text (derived ids with later occurrences, in both halves).
    static func text(_ i: Int) -> (prompt: String, answer: String) {
        if i % 97 == 3 { return ("Term 3 \"quoted\"", "line\none δέλτα") }
        return ("Term \(i) \(i % 5 == 0 ? "北京" : "alpha")", "answer \(i)\(i % 7 == 0 ? " \\ slash" : "")")
    }

    static func quoted(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }

    /// A card object on one line (or as `line` replaces it).
    static func cardLine(_ i: Int) -> String {
        let (p, a) = text(i)
        return "{\"prompt\": \(quoted(p)), \"answer\": \(quoted(a))}"
    }

    /// Pretty-printed with sorted keys (members after `cards`), as by a script.
    static func pretty(indent: String = "  ", newline: String = "\n", bom: Bool = false) -> [UInt8] {
        let i1 = indent, i2 = indent + indent, i3 = i2 + indent
        let cards = (0..<cardCount).map { i in
            let (p, a) = text(i)
            return "\(i2){\(newline)\(i3)\"answer\" : \(quoted(a)),\(newline)\(i3)\"prompt\" : \(quoted(p))\(newline)\(i2)}"
        }
        let body = "{\(newline)\(i1)\"cards\" : [\(newline)" + cards.joined(separator: ",\(newline)")
            + "\(newline)\(i1)],\(newline)\(i1)\"name\" : \"Hand\",\(newline)\(i1)\"shuffle\" : false\(newline)}\(newline)"
        return (bom ? [0xEF, 0xBB, 0xBF] : []) + Array(body.utf8)
    }

    /// One card per line, deck members before `cards` (and `after` them, if given).
    static func onePerLine(line: (Int) -> String = cardLine, after: String = "") -> [UInt8] {
        let lines = (0..<cardCount).map(line)
        return Array(("{\"name\": \"Hand\", \"shuffle\": false, \"cards\": [\n" + lines.joined(separator: ",\n") + "\n]\(after)}\n").utf8)
    }

    static func oneLine() -> [UInt8] {
        Array(("{\"name\":\"Hand\",\"cards\":[" + (0..<cardCount).map(cardLine).joined(separator: ",") + "],\"shuffle\":true}").utf8)
    }

    /// As Flashzilla writes it: ids and dates, members before and after `cards`; one id repeated in each half.
    static func written(repeatingIDs: Bool = true) -> [UInt8] {
        var cards = (0..<cardCount).map { i in
            let (p, a) = text(i)
            return try! Card(id: UUID(), prompt: p, answer: a, tags: i % 4 == 0 ? ["t"] : [], createdAt: Fixtures.nowInFile)
        }
        if repeatingIDs {
            cards[20].id = cards[10].id
            cards[cardCount - 20].id = cards[cardCount - 30].id
        }
        return Array(FlashzillaDeckCodec().encode(Deck(id: Fixtures.deckID, name: "Written", cards: cards)))
    }

    static let shapes: [(name: String, bytes: [UInt8])] = [
        ("written", written()),
        ("pretty", pretty()),
        ("CRLF", pretty(newline: "\r\n")),
        ("BOM", pretty(bom: true)),
        ("tabs", pretty(indent: "\t")),
        ("one card per line", onePerLine()),
        ("one line", oneLine()),
    ]
}

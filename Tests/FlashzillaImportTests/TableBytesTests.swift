import Testing
@testable import FlashzillaCore
@testable import FlashzillaImport

/// Tables are read as bytes and their cards made straight from them: the result is the
/// one the String path gives (`ParsedFile.add(prompt:answer:…)`), whatever the text's ends.
@Suite struct TableBytesTests {
    static let pieces = [" ", "\t", "\u{A0}", "\u{3000}", "\u{200B}", "\u{85}", "a", "Z", "é", "漢", "🎉", "\u{301}", ",", "\"", "\n", "\r\n"]

    /// One field as CSV writes it: quoted when it holds a quote, a comma or a line break.
    func quoted(_ field: String) -> String {
        // By scalars: a combining mark after a comma makes one Character of both.
        guard field.unicodeScalars.contains(where: { $0 == "\"" || $0 == "," || $0 == "\n" || $0 == "\r" }) else { return field }
        var doubled = String.UnicodeScalarView()
        for scalar in field.unicodeScalars { doubled.append(scalar); if scalar == "\"" { doubled.append(scalar) } }
        return "\"" + String(doubled) + "\""
    }

    @Test func seededRowsGiveTheCardsTheStringPathGives() throws {
        var random = SeededGenerator(seed: 1_627)
        for _ in 0..<300 {
            var text = "", expected = ParsedFile(file: "t.csv"), line = 1
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                func field() -> String { (0..<Int.random(in: 0...5, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined() }
                let prompt = "p" + field(), answer = field(), tags = Bool.random(using: &random) ? "one two" : ""
                text += [prompt, answer, tags].map(quoted).joined(separator: ",") + "\n"
                expected.add(prompt: prompt, answer: answer, tags: tags.spaceSeparatedTags, line: line)
                line += 1 + (prompt + answer).unicodeScalars.filter { $0 == "\n" }.count
            }
            let read = try parsed(text)
            #expect(read.rows == expected.rows, "\(text.debugDescription)")
            #expect(read.skipped.map(\.reason) == expected.skipped.map(\.reason), "\(text.debugDescription)")
            for (got, want) in zip(read.groups.flatMap(\.cards), expected.groups.flatMap(\.cards)) {
                #expect(got.withTextUTF8 { Array($0) + [0] + Array($1) } == want.withTextUTF8 { Array($0) + [0] + Array($1) })
            }
        }
    }

    @Test func aCardMadeFromBytesEqualsOneMadeFromStrings() throws {
        let read = try parsed("北京, capital of China ,geo\n")
        #expect(read.groups[0].cards == [ImportedCard(prompt: "北京", answer: "capital of China", tags: ["geo"], line: 1)])
    }

    @Test func linesOfUnicodeWhiteSpaceAreBlank() throws {
        #expect(try records("a,b\n\u{3000}\n\"  \"\nc,d\n") == [["a", "b"], ["c", "d"]])
        #expect(try records("\"a\"\"\",\"b,\"\n\"\"\"c\",d") == [["a\"", "b,"], ["\"c", "d"]])
    }
}

import Testing
@testable import FlashzillaImport

/// Which separators a file uses, when the command line does not say.
@Suite struct FormatDetectionTests {
    @Test func csvFixturesWithCommasSemicolonsAndTabs() throws {
        #expect(try ImportFixtures.parse("capitals.csv").rows == [
            ["-", "France", "Paris", "europe"], ["-", "Japan", "Tokyo", "asia"], ["-", "Peru", "Lima", "americas south"],
        ])
        #expect(try ImportFixtures.parse("capitals.tsv").rows == ImportFixtures.parse("capitals.csv").rows)
        #expect(try ImportFixtures.parse("semicolons.csv").rows == [["-", "Italy", "Rome", ""], ["-", "Spain", "Madrid, since 1561", ""]])
        #expect(try parsed("a\tb, c\td\n", name: "tabs.csv").rows == [["-", "a", "b, c", "d"]])
    }

    @Test func theTrickyCSVFixtureKeepsEveryCharacter() throws {
        let file = try ImportFixtures.parse("tricky.csv")
        #expect(file.rows == [
            ["-", "comma, inside", "a \"quoted\" word", "t1 t2"],
            ["-", "line\nbreak", "tab\there", ""],
            ["-", "Ünïcödé 日本語 🎉", "crlf\r\ninside", "x"],
        ])
        #expect(file.skipped.map(\.line) == [4])
        #expect(file.groups[0].cards.map(\.line) == [1, 2, 5])
    }

    @Test func quizletExportsWithEachSeparator() throws {
        let expected = [["-", "hola", "hello", ""], ["-", "adiós", "goodbye", ""], ["-", "gracias", "thank you", ""]]
        for name in ["quizlet-tab.txt", "quizlet-comma.txt", "quizlet-semicolon.txt"] {
            #expect(try ImportFixtures.parse(name).rows == expected, "\(name)")
        }
        // Quizlet does not quote: a quote is text.
        #expect(try parsed("\"hi\"\tsaid \"x\n", name: "q.txt").rows == [["-", "\"hi\"", "said \"x", ""]])
    }

    @Test func customSeparatorsFromTheCommandLine() throws {
        #expect(try parsed("a - b\nc - d", name: "x.txt", field: " - ").rows == [["-", "a", "b", ""], ["-", "c", "d", ""]])
        #expect(try parsed("a=b|c=d\ne|", name: "x.txt", field: "=", card: "|").rows == [["-", "a", "b", ""], ["-", "c", "d\ne", ""]])
        #expect(try parsed("a\tb;c\td", name: "x.txt", field: "tab", card: "semicolon").rows.count == 2)
        // A .csv keeps its quoting with a given separator.
        #expect(try parsed("\"a;b\";c", name: "x.csv", field: ";").rows == [["-", "a;b", "c", ""]])
    }

    @Test func ankiHeadersWinOverTheExtension() {
        #expect(TextFormat.detect(fileName: "a.csv", text: Array("#separator:Comma\na,b".utf8)[...]) == .ankiText)
        #expect(TextFormat.detect(fileName: "a.txt", text: Array("#hashtag,b".utf8)[...]) != .ankiText)
    }
}

import Testing
@testable import FlashzillaImport

/// RFC 4180 and its relatives, byte by byte.
@Suite struct DelimitedReaderTests {
    @Test func quotedFieldsHoldSeparatorsQuotesAndLineBreaks() throws {
        let text = "a,\"b, c\",\"say \"\"hi\"\"\"\r\n\"two\nlines\",\"\",x\n"
        #expect(try records(text) == [["a", "b, c", "say \"hi\""], ["two\nlines", "", "x"]])
    }

    @Test func recordsKnowTheLineTheyStartOn() throws {
        let rows = try DelimitedReader.records(Array("a,b\n\n\"c\nd\",e\nf,g".utf8)[...], .csv)
        #expect(rows.map(\.line) == [1, 3, 5])
        #expect(rows.last?.fields == ["f", "g"])
    }

    @Test func crlfEndsRecordsAndALastLineNeedsNoBreak() throws {
        #expect(try records("a,b\r\nc,d") == [["a", "b"], ["c", "d"]])
        #expect(try records("a,b\r\n\r\n") == [["a", "b"]])
        #expect(try records("a,,\n") == [["a", "", ""]])
    }

    @Test func anUnterminatedQuoteNamesTheLineWhereItOpened() {
        #expect(throws: DelimitedReader.Problem.unterminatedQuote(line: 2)) {
            try records("a,b\nc,\"never\nclosed,\nat all\n")
        }
    }

    @Test func textAfterAClosingQuoteIsKeptAndQuotesInsideUnquotedFieldsAreText() throws {
        #expect(try records("\"a\"b,c\nd\"e\",f") == [["ab", "c"], ["d\"e\"", "f"]])
    }

    @Test func customAndMultiByteSeparatorsWithoutQuoting() throws {
        let delimiters = Delimiters(field: Array(" :: ".utf8), record: Array("§".utf8), quoted: false)
        #expect(try records("\"a\" :: b§c :: d\ne§", delimiters) == [["\"a\"", "b"], ["c", "d\ne"]])
        let tsv = Delimiters.tsv
        #expect(try records("a\tb, c\t\"q\tq\"\n", tsv) == [["a", "b, c", "q\tq"]])
    }
}

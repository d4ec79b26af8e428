import Testing
@testable import FlashzillaImport

/// Bad files are refused with the file and the line, before any card is made.
@Suite struct TextFileProblemTests {
    @Test func invalidUTF8NamesItsLine() {
        let bytes: [UInt8] = Array("a,b\nc,d\ne,".utf8) + [0xE9] + Array("t\u{E9}\n".utf8)  // Latin-1 é
        #expect(throws: ImportError(file: "words.csv", line: 3, message: "not UTF-8 text (save the file as UTF-8 and import it again)")) {
            try TextImporter.parse(bytes, displayName: "words.csv")
        }
        // Overlong forms and encoded surrogates are not UTF-8 either.
        for bad: [UInt8] in [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] {
            #expect(throws: ImportError.self) { try TextImporter.parse(Array("x,".utf8) + bad, displayName: "b.csv") }
        }
    }

    @Test func utf16IsNotUTF8() {
        let utf16: [UInt8] = [0xFF, 0xFE] + "a,b".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(throws: ImportError.self) { try TextImporter.parse(utf16, displayName: "u.csv") }
    }

    @Test func aByteOrderMarkIsFine() throws {
        let file = try TextImporter.parse([0xEF, 0xBB, 0xBF] + Array("hola,hello\n".utf8), displayName: "bom.csv")
        #expect(file.rows == [["-", "hola", "hello", ""]])
    }

    @Test func emptyFilesAreRefused() {
        for text in ["", "\n\n", " \r\n", "\u{FEFF}"] {
            #expect(throws: ImportError(file: "e.csv", line: nil, message: "empty file")) { try parsed(text, name: "e.csv") }
        }
    }

    @Test func anUnterminatedQuoteIsAnErrorOnItsFirstLine() {
        #expect(throws: ImportError(file: "q.csv", line: 3, message: "a quoted field opened on this line is never closed (a missing \")")) {
            try parsed("a,b\nc,d\ne,\"f\ng,h\n", name: "q.csv")
        }
        let error = ImportError(file: "q.csv", line: 3, message: "m")
        #expect(error.description == "q.csv:3: m")
    }

    @Test func ankiTextErrorsCountTheHeaderLines() {
        let error = #expect(throws: ImportError.self) { try parsed("#separator:tab\n#html:false\na\t\"b\n", name: "a.txt") }
        #expect(error?.line == 3)
        #expect(throws: ImportError.self) { try parsed("#separator:tab\n#tags column:zero\na\tb\n", name: "a.txt") }
    }

    @Test func emptySidesAreSkippedWithTheirLines() throws {
        let file = try parsed("a,b\n  ,x\nc,\nd,e\n,\"\"\n")
        #expect(file.rows.map { $0[1] } == ["a", "d"])
        #expect(file.skipped.map(\.line) == [2, 3, 5])
        #expect(file.skipped.map(\.reason) == ["empty front", "empty back", "empty front"])
    }
}

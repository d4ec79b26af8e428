import FlashzillaCore
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

    /// Large files are checked on another thread while they are read: the error is the same,
    /// wherever the bad byte is, and it wins over what the reader made of the bytes.
    @Test(arguments: [
        (badLine: 2, kind: "in a prompt"), (badLine: 9_000, kind: "in a prompt"), (badLine: 19_999, kind: "in a quoted field"),
        (badLine: 4_000, kind: "before an unterminated quote"), (badLine: 4_000, kind: "an Anki text file"),
    ])
    func invalidUTF8InALargeFileNamesItsLine(badLine: Int, kind: String) {
        var bytes: [UInt8] = kind == "an Anki text file" ? Array("#separator:tab\n".utf8) : []
        let firstRow = bytes.isEmpty ? 1 : 2
        for line in firstRow...20_000 {
            let row = kind == "an Anki text file" ? "prompt \(line)\tanswer \(line)\n" : "prompt \(line),\"answer, \(line)\"\n"
            if line == badLine, kind == "in a prompt" {
                bytes += [0x70, 0xE9] + Array(row.utf8.dropFirst(1))  // Latin-1 é after the first letter
            } else if line == badLine {
                bytes += Array(row.utf8.dropLast(2)) + [0xE9, 0x22, 0x0A]  // Latin-1 é before the closing quote
            } else {
                bytes += Array(row.utf8)
            }
            if kind == "before an unterminated quote", line == 10_000 { bytes += Array("x,\"never closed\n".utf8) }
        }
        #expect(bytes.count > UTF8Check.threadFrom)
        #expect(throws: ImportError(file: "big.csv", line: badLine, message: "not UTF-8 text (save the file as UTF-8 and import it again)")) {
            try TextImporter.parse(bytes, displayName: "big.csv")
        }
    }

    /// Seeded random bytes (separators, quotes, line breaks, tabs, `#` headers and bytes
    /// that are not UTF-8) read on the reader's side of a large file's check: every one is
    /// the UTF-8 error, never a crash.
    @Test func randomBytesInALargeFileAreTheUTF8Error() {
        var random = SeededGenerator(seed: 905)
        let pieces: [[UInt8]] = [[0x2C], [0x22], [0x0A], [0x0D, 0x0A], [0x09], [0x3B], Array("#separator:tab\n".utf8),
                                 Array("#html:true\n".utf8), [0x20], [0xC3], [0xA9], [0xE6, 0xBC], [0xFF], [0xF0, 0x9F, 0x8E, 0x89]]
        for _ in 0..<8 {
            var bytes: [UInt8] = Array("x,y\n".utf8)
            while bytes.count <= UTF8Check.threadFrom {
                bytes += Array("card".utf8) + pieces.randomElement(using: &random)! + pieces.randomElement(using: &random)!
            }
            bytes += [0xFF]
            for name in ["r.csv", "r.txt", "r.tsv"] {
                do {
                    _ = try TextImporter.parse(bytes, displayName: name)
                    Issue.record("\(name): no error")
                } catch {
                    #expect(error.message.hasPrefix("not UTF-8 text"))
                }
            }
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

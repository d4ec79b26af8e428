import Foundation
import Testing
@testable import FlashzillaCore

/// The binary search over a sorted file, checked against a linear scan.
@Suite struct WordNetLineFileTests {
    /// Writes `text` to a temporary file and opens it.
    static func file(_ text: String) throws -> (SortedLineFile, URL) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sorted-lines-\(UUID().uuidString)")
        try Data(text.utf8).write(to: url)
        return (try #require(SortedLineFile(path: url.path)), url)
    }

    /// Each line's offset and bytes, read the slow way.
    static func lines(_ text: String) -> [(offset: Int, bytes: [UInt8])] {
        var result: [(Int, [UInt8])] = []
        var offset = 0
        for line in Array(text.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            if offset >= text.utf8.count { break }
            result.append((offset, Array(line)))
            offset += line.count + 1
        }
        return result
    }

    /// The offset of the first line ≥ target by looking at every line.
    static func linearLowerBound(_ lines: [(offset: Int, bytes: [UInt8])], size: Int, _ target: String) -> Int {
        let target = Array(target.utf8)
        return lines.first { !$0.bytes.lexicographicallyPrecedes(target) }?.offset ?? size
    }

    @Test func findsEveryKeyAndEveryGapInALargeFileWithAHeader() throws {
        var generator = SeededGenerator(seed: 6)
        var keys = Set<String>()
        while keys.count < 2000 {
            let length = Int.random(in: 1...9, using: &generator)
            keys.insert(String((0..<length).map { _ in "abcdez_-'.".randomElement(using: &generator)! }))
        }
        let sorted = keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        // Some lines far longer than one read, as in data.noun.
        let lines = sorted.enumerated().map { i, key in key + " n 1 " + String(repeating: "x", count: i % 97 == 0 ? 3000 : i % 40) }
        let text = WordNetFixture.header.map { $0 + "\n" }.joined() + lines.map { $0 + "\n" }.joined()
        let (file, url) = try Self.file(text)
        defer { try? FileManager.default.removeItem(at: url) }
        let all = Self.lines(text)

        for key in sorted {
            let line = try #require(try file.line(forKey: Array(key.utf8)))
            #expect(String(decoding: line, as: UTF8.self).hasPrefix(key + " n 1 "))
        }
        for _ in 0..<500 {
            let probe = String((0..<Int.random(in: 1...6, using: &generator)).map { _ in "abcdez_-'.".randomElement(using: &generator)! })
            #expect(try file.lowerBound(Array(probe.utf8)) == Self.linearLowerBound(all, size: file.size, probe), "\(probe)")
            if !keys.contains(probe) { #expect(try file.line(forKey: Array(probe.utf8)) == nil) }
        }
        #expect(try file.lowerBound(Array("!".utf8)) == WordNetFixture.header.map { $0.utf8.count + 1 }.reduce(0, +))
        #expect(try file.lowerBound(Array("~".utf8)) == file.size)
    }

    @Test func smallAndOddFiles() throws {
        for text in ["", "only 1\n", "only 1", "a 1\nb 2\nc 3", "  header\n", "  header\nb 2\n"] {
            let (file, url) = try Self.file(text)
            defer { try? FileManager.default.removeItem(at: url) }
            for probe in ["", "a", "b", "c", "only", "z"] {
                #expect(try file.lowerBound(Array(probe.utf8)) == Self.linearLowerBound(Self.lines(text), size: file.size, probe), "\(text.debugDescription) \(probe)")
            }
        }
        let (file, url) = try Self.file("a 1\nb 2\nc 3")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try file.line(forKey: Array("c".utf8)).map { String(decoding: $0, as: UTF8.self) } == "c 3")
        #expect(try file.line(forKey: Array("b".utf8)).map { String(decoding: $0, as: UTF8.self) } == "b 2")
    }

    @Test func linesWithAPrefixAreAllFound() throws {
        let text = "goose%1:05:00:: 1 3\ngoose%1:18:00:: 2 0\ngoose%2:35:00:: 1 1\ngoose_egg%1:13:00:: 1 0\ngoosefoot%1:20:00:: 1 0\n"
        let (file, url) = try Self.file(text)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try file.lines(withPrefix: Array("goose%".utf8)).count == 3)
        #expect(try file.lines(withPrefix: Array("geese%".utf8)).isEmpty)
        #expect(try file.lines(withPrefix: Array("goosefoot%".utf8)).count == 1)
    }

    @Test func directoriesAndMissingFilesDoNotOpen() {
        #expect(SortedLineFile(path: FileManager.default.temporaryDirectory.path) == nil)
        #expect(SortedLineFile(path: "/nonexistent/\(UUID().uuidString)") == nil)
    }
}

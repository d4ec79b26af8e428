import Foundation
import Testing
@testable import FlashzillaCore

@Suite("JSONWriter")
struct JSONWriterTests {
    @Test("pretty-printed with two spaces, sorted keys and a trailing newline")
    func layout() {
        let value = JSONValue.object([
            "name": .string("Capitals"),
            "cards": .array([.object(["prompt": .string("Scotland?"), "answer": .string("Edinburgh")]), .array([]), .object([:])]),
            "sessionSize": .null,
            "shuffle": .bool(true),
            "timeLimit": .number("100"),
        ])
        #expect(JSONWriter.string(value) == """
        {
          "cards": [
            {
              "answer": "Edinburgh",
              "prompt": "Scotland?"
            },
            [],
            {}
          ],
          "name": "Capitals",
          "sessionSize": null,
          "shuffle": true,
          "timeLimit": 100
        }

        """)
        #expect(JSONWriter.string(.number("1")) == "1\n")
        #expect(JSONWriter.string(.array([])) == "[]\n")
    }

    @Test("keys are sorted by UTF-8 bytes (code points), not by String < or UTF-16")
    func keyOrder() {
        let keys = ["b", "a", "B", "é", "z", "aa", "", "\u{FF61}", "😀", "A"]
        let members = Dictionary(uniqueKeysWithValues: keys.map { ($0, JSONValue.null) })
        let order = JSONWriter.sortedMembers(members).map(\.key)
        #expect(order == ["", "A", "B", "a", "aa", "b", "z", "é", "\u{FF61}", "😀"])
    }

    @Test("strings escape quotes, backslashes, controls and U+2028/9, and nothing else")
    func escaping() {
        let text = "q\"b\\s/\u{8}\u{C}\n\r\t\u{0}\u{1}\u{1F}\u{7F}\u{2028}\u{2029}é日😀"
        #expect(JSONWriter.string(.string(text)) ==
            #""q\"b\\s/\b\f\n\r\t\u0000\u0001\u001f"# + "\u{7F}" + #"\u2028\u2029"# + "é日😀\"\n")
        #expect(JSONWriter.string(.object(["k\"\n": .string("")])) == "{\n  \"k\\\"\\n\": \"\"\n}\n")
    }

    @Test("numbers are written from their lexeme; a lexeme that is not a JSON number is written as null")
    func numbers() {
        let lexemes = ["0", "-0", "1.50e3", "2E+2", "123456789012345678901234567890"]
        #expect(JSONWriter.string(.array(lexemes.map(JSONValue.number))) == "[\n" + lexemes.map { "  \($0)" }.joined(separator: ",\n") + "\n]\n")
        for bad in ["NaN", "Infinity", "01", "1.", "+1", "", " 1", "1 ", "0x10", "1e"] {
            #expect(JSONWriter.string(.number(bad)) == "null\n", "\(bad)")
        }
    }

    @Test("output does not depend on how the dictionary was built")
    func deterministic() {
        var a: [String: JSONValue] = [:]
        var b: [String: JSONValue] = [:]
        let keys = (0..<200).map { "key\($0)" }
        for key in keys { a[key] = .string(key) }
        for key in keys.reversed() { b[key] = .string(key) }
        b.reserveCapacity(1000)
        #expect(JSONWriter.bytes(.object(a)) == JSONWriter.bytes(.object(b)))
    }

    @Test("write → read gives the same value, and writing again the same bytes", arguments: 0..<50)
    func roundTrip(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let value = JSONValue.random(using: &generator, depth: 5)
        let bytes = JSONWriter.bytes(value)
        let read = try JSONReader.parse(bytes)
        #expect(read == value)
        #expect(JSONWriter.bytes(read) == bytes)
    }

    @Test("the writer's output is what JSONSerialization reads too", arguments: 0..<10)
    func foundationReadsOurOutput(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed &+ 1000)
        let value = JSONValue.random(using: &generator, depth: 4, foundationSafe: true)
        let theirs = try JSONSerialization.jsonObject(with: JSONWriter.data(value), options: [.fragmentsAllowed])
        #expect(value.matches(foundation: theirs))
    }
}

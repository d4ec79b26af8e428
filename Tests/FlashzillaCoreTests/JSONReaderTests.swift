import Foundation
import Testing
@testable import FlashzillaCore

@Suite("JSONReader")
struct JSONReaderTests {
    // MARK: Values

    @Test("all value kinds, with number lexemes kept exactly")
    func values() throws {
        let text = #" { "a": [1, -0, 1.50e3, 2E+2, 0.5e-1], "b": {"c": null}, "t": true, "f": false, "s": "x" } "#
        #expect(try JSONReader.parse(text) == .object([
            "a": .array([.number("1"), .number("-0"), .number("1.50e3"), .number("2E+2"), .number("0.5e-1")]),
            "b": .object(["c": .null]),
            "t": .bool(true), "f": .bool(false), "s": .string("x"),
        ]))
    }

    @Test("any value may be the top level", arguments: [
        ("\"x\"", JSONValue.string("x")), ("12", .number("12")), ("null", .null), ("true", .bool(true)),
        (" [] ", .array([])), ("\n{}\r\n", .object([:])),
    ])
    func topLevelScalars(text: String, value: JSONValue) throws {
        #expect(try JSONReader.parse(text) == value)
    }

    @Test("escapes decode, including \\u0000 and surrogate pairs")
    func escapes() throws {
        let text = #"["\"\\\/\b\f\n\r\t", "\u0000\u00e9\u20AC", "\uD83D\uDE00", "a\u0041b", "日本語 ✓"]"#
        #expect(try JSONReader.parse(text) == .array([
            .string("\"\\/\u{8}\u{C}\n\r\t"), .string("\u{0}é€"), .string("😀"), .string("aAb"), .string("日本語 ✓"),
        ]))
    }

    @Test("duplicate keys: the last one wins")
    func duplicateKeys() throws {
        #expect(try JSONReader.parse(#"{"a": 1, "b": 2, "a": 3}"#) == .object(["a": .number("3"), "b": .number("2")]))
    }

    @Test("a leading byte order mark is skipped; columns on line 1 do not count it")
    func byteOrderMark() throws {
        #expect(try JSONReader.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8)) == .object([:]))
        let error = try #require(syntaxError([0xEF, 0xBB, 0xBF] + Array("[1 2]".utf8)))
        #expect(error.description == "1:4: expected ',' or ']' after array element, found '2'")
        #expect(error.offset == 6)
        // Elsewhere a BOM is just an unexpected character.
        #expect(syntaxError("[\u{FEFF}1]")?.description == "1:2: expected a value, found '\u{FEFF}' (U+FEFF)")
    }

    @Test("[UInt8], Data, String and non-contiguous collections all parse")
    func inputKinds() throws {
        let text = #"{"k": ["v", 1]}"#
        let expected = JSONValue.object(["k": .array([.string("v"), .number("1")])])
        #expect(try JSONReader.parse(Array(text.utf8)) == expected)
        #expect(try JSONReader.parse(Data(text.utf8)) == expected)
        #expect(try JSONReader.parse(text) == expected)
        #expect(try JSONReader.parse(Array(text.utf8).lazy.map { $0 }) == expected)
        #expect(try JSONReader.parse(text.utf8) == expected)
    }

    // MARK: Errors, with their exact positions and wording

    @Test("syntax errors say where and what was expected", arguments: [
        (#"{"a": 1 "b": 2}"#, 8, "1:9: expected ',' or '}' after object member, found '\"'"),
        ("[1, 2,]", 6, "1:7: expected a value, found ']'"),
        (#"{"a": 1,}"#, 8, "1:9: expected a string key after ',', found '}'"),
        ("{,}", 1, "1:2: expected a string key or '}', found ','"),
        (#"{"a" 1}"#, 5, "1:6: expected ':' after object key, found '1'"),
        ("[1 2]", 3, "1:4: expected ',' or ']' after array element, found '2'"),
        ("01", 1, "1:2: leading zeros are not allowed in numbers, found '1'"),
        ("-", 1, "1:2: expected a digit after '-', found end of input"),
        ("1.", 2, "1:3: expected a digit after '.', found end of input"),
        ("1e+", 3, "1:4: expected a digit in the exponent, found end of input"),
        ("NaN", 0, "1:1: expected a value, found 'N'"),
        ("[Infinity]", 1, "1:2: expected a value, found 'I'"),
        ("[1,\n  tru]", 9, "2:6: expected 'true', found ']'"),
        ("{} x", 3, "1:4: expected end of input after the top-level value, found 'x'"),
        ("", 0, "1:1: expected a value, found end of input"),
        ("  \n ", 4, "2:2: expected a value, found end of input"),
        ("[\r\n1,\r\n]", 7, "3:1: expected a value, found ']'"),
        (#"{"é": x}"#, 7, "1:7: expected a value, found 'x'"),
        ("\"a\tb\"", 2, "1:3: unescaped control character in string, found control character U+0009"),
        ("\"a\nb\"", 2, "1:3: unescaped control character in string, found control character U+000A"),
        (#""\x""#, 2, #"1:3: expected one of " \ / b f n r t u after '\', found 'x'"#),
        (#""\u12G4""#, 5, #"1:6: expected 4 hex digits after '\u', found 'G'"#),
        (#""abc"#, 4, "1:5: expected '\"' to end the string, found end of input"),
        ("[1,]x", 3, "1:4: expected a value, found ']'"),
        ("{\"a\":1}}", 7, "1:8: expected end of input after the top-level value, found '}'"),
        ("[tRue]", 2, "1:3: expected 'true', found 'R'"),
        ("[nul", 4, "1:5: expected 'null', found end of input"),
        ("['x']", 1, "1:2: expected a value, found '''"),
        ("[// c\n1]", 1, "1:2: expected a value, found '/'"),
        ("[+1]", 1, "1:2: expected a value, found '+'"),
        ("[.5]", 1, "1:2: expected a value, found '.'"),
        ("[0x1]", 2, "1:3: expected ',' or ']' after array element, found 'x'"),
        ("[\u{0B}]", 1, "1:2: expected a value, found control character U+000B"),
    ])
    func syntaxErrors(text: String, offset: Int, description: String) throws {
        let error = try #require(syntaxError(text))
        #expect(error.kind == .invalidSyntax)
        #expect(error.description == description)
        #expect(error.offset == offset)
        #expect("\(error.line):\(error.column): \(error.message)" == description)
    }

    @Test("lone surrogate escapes are errors, not U+FFFD", arguments: [
        (#"["\uD800"]"#, #"lone surrogate \uD800: a high surrogate must be followed by a low surrogate (\uDC00–\uDFFF)"#),
        (#"["\uDBFFx"]"#, #"lone surrogate \uDBFF: a high surrogate must be followed by a low surrogate (\uDC00–\uDFFF)"#),
        (#"["\uD800\u0041"]"#, #"lone surrogate \uD800: a high surrogate must be followed by a low surrogate (\uDC00–\uDFFF)"#),
        (#"["\uD800\uD800"]"#, #"lone surrogate \uD800: a high surrogate must be followed by a low surrogate (\uDC00–\uDFFF)"#),
        (#"["\uDC00"]"#, #"lone surrogate \uDC00: a low surrogate must follow a high surrogate (\uD800–\uDBFF)"#),
        (#"["\udfff\ud800"]"#, #"lone surrogate \uDFFF: a low surrogate must follow a high surrogate (\uD800–\uDBFF)"#),
    ])
    func loneSurrogates(text: String, message: String) throws {
        let error = try #require(syntaxError(text))
        #expect(error.message == message)
        #expect(error.offset == 2)
        #expect(error.column == 3)
    }

    @Test("invalid UTF-8 anywhere is reported with its byte offset", arguments: [
        ([0x5B, 0x22, 0x61, 0xFF, 0x22, 0x5D], 3),             // ["a\xFF"]
        ([0x22, 0xC0, 0x80, 0x22], 1),                         // overlong NUL
        ([0x22, 0xE0, 0x80, 0xAF, 0x22], 1),                   // overlong '/'
        ([0x22, 0xED, 0xA0, 0x80, 0x22], 1),                   // encoded surrogate U+D800
        ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1),             // U+110000
        ([0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], 1),             // lead byte above F4
        ([0x22, 0x80, 0x22], 1),                               // lone continuation byte
        ([0x22, 0xE2, 0x82], 1),                               // truncated at end of input
        ([0x22, 0xE2, 0x82, 0x22], 1),                         // truncated before the quote
        ([0x22, 0x5C, 0x6E, 0xC3, 0x28, 0x22], 3),             // after an escape: "\n\xC3("
        ([0x5B, 0xC3, 0x5D], 1),                               // outside a string
        ([0x7B, 0x22, 0xE9, 0x22, 0x3A, 0x31, 0x7D], 2),       // Latin-1 é in a key
    ] as [([UInt8], Int)])
    func invalidUTF8(bytes: [UInt8], offset: Int) throws {
        let error = try #require(syntaxError(bytes))
        #expect(error.kind == .invalidUTF8)
        #expect(error.offset == offset)
        #expect(error.description == "not valid UTF-8 at byte \(offset)")
    }

    @Test("well-formed multi-byte UTF-8 at the edges of each range is accepted")
    func validUTF8Edges() throws {
        let text = "\u{80}\u{7FF}\u{800}\u{D7FF}\u{E000}\u{FFFD}\u{FFFF}\u{10000}\u{10FFFF}"
        #expect(try JSONReader.parse("\"\(text)\"") == .string(text))
        #expect(try JSONReader.parse("\"\\\\\(text)\"") == .string("\\" + text))
    }

    // MARK: Nesting

    @Test("512 levels of nesting parse; 513 are an error at the 513th bracket")
    func depthLimit() throws {
        let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        _ = try JSONReader.parse(ok)
        let objects = String(repeating: #"{"a":"#, count: 512) + "1" + String(repeating: "}", count: 512)
        _ = try JSONReader.parse(objects)

        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        let error = try #require(syntaxError(tooDeep))
        #expect(error.kind == .nestingTooDeep)
        #expect(error.description == "1:513: arrays and objects nested deeper than 512 levels")
        #expect(syntaxError(String(repeating: "[", count: 3) + "]]]", maximumDepth: 2)?.kind == .nestingTooDeep)
    }

    @Test("100,000 opening brackets give an error, not a stack overflow")
    func hundredThousandBrackets() throws {
        let error = try #require(syntaxError(String(repeating: "[", count: 100_000)))
        #expect(error.kind == .nestingTooDeep)
        #expect(error.offset == 512)
        let mixed = String(repeating: #"{"a":["#, count: 50_000)
        #expect(syntaxError(mixed)?.kind == .nestingTooDeep)
    }

    // MARK: Agreement with Foundation

    @Test("generated documents parse to the same values as JSONSerialization reads", arguments: 0..<20)
    func agreesWithFoundation(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let value = JSONValue.random(using: &generator, depth: 4, foundationSafe: true)
        let bytes = JSONWriter.bytes(value)
        let ours = try JSONReader.parse(bytes)
        let theirs = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        #expect(ours.matches(foundation: theirs))
        #expect(ours == value)
    }
}

private func syntaxError(_ text: String, maximumDepth: Int) -> JSONSyntaxError? {
    do {
        _ = try JSONReader.parse(text, maximumDepth: maximumDepth)
        return nil
    } catch {
        return error
    }
}

extension JSONValue {
    /// A random document whose numbers are written the way JSONSerialization reads them back.
    /// `foundationSafe` leaves out U+FEFF: Foundation on Linux drops it at the start of a
    /// string and after an escape sequence (it takes it for a byte order mark).
    static func random(using g: inout SeededGenerator, depth: Int, foundationSafe: Bool = false) -> JSONValue {
        let kind = depth == 0 ? Int.random(in: 0..<4, using: &g) : Int.random(in: 0..<6, using: &g)
        switch kind {
        case 0: return Bool.random(using: &g) ? .null : .bool(Bool.random(using: &g))
        case 1: return .int(Int.random(in: -1_000_000...1_000_000, using: &g))
        case 2, 3: return .string(String.random(using: &g, maxLength: 12, foundationSafe: foundationSafe))
        case 4:
            return .array((0..<Int.random(in: 0..<5, using: &g)).map { _ in random(using: &g, depth: depth - 1, foundationSafe: foundationSafe) })
        default:
            var members: [String: JSONValue] = [:]
            for _ in 0..<Int.random(in: 0..<5, using: &g) {
                members[String.random(using: &g, maxLength: 6, foundationSafe: foundationSafe)] = random(using: &g, depth: depth - 1, foundationSafe: foundationSafe)
            }
            return .object(members)
        }
    }

    /// Whether a JSONSerialization result holds the same data.
    func matches(foundation any: Any) -> Bool {
        switch self {
        case .null: return any is NSNull
        case .bool(let b): return (any as? NSNumber).map { String(cString: $0.objCType) == "c" && $0.boolValue == b } ?? false
        case .number(let lexeme): return (any as? NSNumber).map { "\($0.int64Value)" == lexeme } ?? false
        case .string(let s): return (any as? String) == s
        case .array(let elements):
            guard let theirs = any as? [Any], theirs.count == elements.count else { return false }
            return zip(elements, theirs).allSatisfy { $0.matches(foundation: $1) }
        case .object(let members):
            guard let theirs = any as? [String: Any], theirs.count == members.count else { return false }
            return members.allSatisfy { key, value in theirs[key].map { value.matches(foundation: $0) } ?? false }
        }
    }
}

extension String {
    /// Text that exercises escaping: quotes, backslashes, controls, U+2028, accents, CJK, emoji.
    static func random(using g: inout SeededGenerator, maxLength: Int, foundationSafe: Bool = false) -> String {
        let pieces = foundationSafe ? testPieces.filter { $0 != "\u{FEFF}" } : testPieces
        return (0..<Int.random(in: 0...maxLength, using: &g)).map { _ in pieces.randomElement(using: &g)! }.joined()
    }

    static let testPieces: [String] = [
        "a", "b", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\r", "\u{0}", "\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}",
        "é", "e\u{301}", "ß", "日", "本", "😀", "👩‍👩‍👧", "\u{FEFF}", "{", "}", "[", "]", ":", ",",
    ]
}

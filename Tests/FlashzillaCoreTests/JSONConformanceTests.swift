import Foundation
import Testing
@testable import FlashzillaCore

/// JSONTestSuite (github.com/nst/JSONTestSuite, MIT: its LICENSE is beside it), vendored
/// in Tests/Fixtures/JSONTestSuite so the conformance tests run on any fresh clone.
enum JSONTestSuite {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/JSONTestSuite/test_parsing").standardizedFileURL

    static let files: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
        .filter { $0.hasSuffix(".json") }
        .sorted()


    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
    }
}

@Suite("JSONTestSuite conformance")
struct JSONConformanceTests {
    @Test("the suite has its three kinds of files")
    func suiteIsComplete() {
        #expect(JSONTestSuite.files.filter { $0.hasPrefix("y_") }.count >= 95)
        #expect(JSONTestSuite.files.filter { $0.hasPrefix("n_") }.count >= 188)
        #expect(JSONTestSuite.files.filter { $0.hasPrefix("i_") }.count >= 35)
    }

    @Test("y_ files parse", arguments: JSONTestSuite.files.filter { $0.hasPrefix("y_") })
    func accepts(_ name: String) throws {
        let bytes = try JSONTestSuite.bytes(name)
        let value = try JSONReader.parse(bytes)
        // What we read, written and read again, is the same value.
        #expect(try JSONReader.parse(JSONWriter.bytes(value)) == value)
    }

    @Test("n_ files are rejected with a position", arguments: JSONTestSuite.files.filter { $0.hasPrefix("n_") })
    func rejects(_ name: String) throws {
        let bytes = try JSONTestSuite.bytes(name)
        #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(bytes) }
        guard let error = syntaxError(bytes) else { return }
        #expect((0...bytes.count).contains(error.offset))
        #expect(error.line >= 1 && error.column >= 1)
        #expect(error.message.count > 10)
    }

    /// Implementation-defined cases: our choice for each is fixed here (see JSONReader's doc).
    @Test("i_ files: huge numbers, 500 levels and a BOM parse; bad UTF-8, UTF-16 and lone surrogates are errors",
          arguments: JSONTestSuite.files.filter { $0.hasPrefix("i_") })
    func implementationDefined(_ name: String) throws {
        let bytes = try JSONTestSuite.bytes(name)
        let shouldParse = name.hasPrefix("i_number_") || name.hasPrefix("i_structure_")
        if shouldParse {
            _ = try JSONReader.parse(bytes)
        } else {
            let error = try #require(syntaxError(bytes))
            #expect(error.message.contains("surrogate") || error.kind == .invalidUTF8 || error.message.contains("control character"),
                    "\(name): \(error)")
        }
    }

    @Test("huge numbers keep their exact lexeme")
    func hugeNumberLexeme() throws {
        let bytes = try JSONTestSuite.bytes("i_number_huge_exp.json")
        let lexeme = String(decoding: bytes.dropFirst().dropLast(), as: UTF8.self)
        #expect(lexeme.hasPrefix("0.4e006699"))
        #expect(try JSONReader.parse(bytes) == .array([.number(lexeme)]))
    }

    @Test("100,000 opening brackets are a depth error, not a crash")
    func hundredThousandBrackets() throws {
        let bytes = try JSONTestSuite.bytes("n_structure_100000_opening_arrays.json")
        let error = try #require(syntaxError(bytes))
        #expect(error.kind == .nestingTooDeep)
        #expect(error.offset == 512)
    }
}

func syntaxError(_ bytes: some Collection<UInt8>) -> JSONSyntaxError? {
    do {
        _ = try JSONReader.parse(bytes)
        return nil
    } catch {
        return error
    }
}

func syntaxError(_ text: String) -> JSONSyntaxError? { syntaxError(Array(text.utf8)) }

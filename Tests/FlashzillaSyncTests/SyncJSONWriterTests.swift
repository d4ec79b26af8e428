import Foundation
import Testing
@testable import FlashzillaSync

/// The protocol's JSON written without `JSONSerialization`'s per-value casts is the same
/// text it writes (sorted keys): the rows of a chunk, strings with every kind of character,
/// and objects read from JSON (their `NSNumber`s, Booleans and fractions among them).
@Suite struct SyncJSONWriterTests {
    static func same(_ object: Any, _ comment: Comment? = nil) throws {
        let expected = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed])
        let written = try SyncJSONWriter.data(object)
        #expect(String(decoding: written, as: UTF8.self) == String(decoding: expected, as: UTF8.self), comment)
    }

    @Test func rowsAndStringsAreWrittenAsJSONSerializationWritesThem() throws {
        let awkward = "quote \" backslash \\ slash / tab \t newline \n return \r bell \u{07} nul \u{0} e\u{301} é 日本 🦊 \u{1F} \u{7F}"
        let revlog: [[Any]] = [[Int64(1_700_000_000_123), Int64(5), -1, Int64(3), Int64(-600), Int64(0), Int64(2500), Int64(1200), Int64(1)],
                               [Int64.max, Int64.min, 0, NSNull(), "", awkward]]
        let cards: [[Any]] = [[Int64(7), "{\"s\":1.5,\"d\":5.25}", true, false, NSNull()]]
        try Self.same(["chunk": ["revlog": revlog, "cards": cards, "done": true] as [String: Any]])
        try Self.same(["minUsn": 12, "lnewer": false, "b": [], "a": [String: Any](), "z": ["nested": [[], [[]]]]] as [String: Any])
        try Self.same(awkward)
        try Self.same([String: Any]())
    }

    @Test func valuesReadFromJSONAndFractionsAreWrittenAsJSONSerializationWritesThem() throws {
        let deck = #"{"id":1700000000001,"name":"Large::Ünïcode/é","collapsed":false,"dyn":0,"newToday":[19700,3],"desc":"<b>x</b>","f":0.5,"big":12345678901234,"neg":-3,"conf":1,"e":1e-7,"t":true,"n":null}"#
        let object = try JSONSerialization.jsonObject(with: Data(deck.utf8))
        try Self.same(object)
        try Self.same(["decks": [object, [object]], "rows": [[Int64(1), 2.5, "x"], [Int64(2), Double(3), NSNull()]]] as [String: Any])
        try Self.same([NSNumber(value: 7), NSNumber(value: true), NSNumber(value: 0.25), Int32(4), UInt8(9)] as [Any])
    }
}

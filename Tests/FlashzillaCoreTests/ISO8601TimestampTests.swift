import Foundation
import Testing
@testable import FlashzillaCore

@Suite("ISO8601Timestamp")
struct ISO8601TimestampTests {
    static let example = Date(timeIntervalSince1970: 1_795_319_407) // 2026-11-22T03:50:07Z

    @Test("formats UTC with whole seconds", arguments: [
        (0.0, "1970-01-01T00:00:00Z"),
        (1_795_319_407, "2026-11-22T03:50:07Z"),
        (1_795_319_407.999, "2026-11-22T03:50:07Z"),
        (-1, "1969-12-31T23:59:59Z"),
        (-0.5, "1969-12-31T23:59:59Z"),
        (951_782_400, "2000-02-29T00:00:00Z"),
        (1_709_164_800, "2024-02-29T00:00:00Z"),
        (-2_208_988_800, "1900-01-01T00:00:00Z"),
        (253_402_300_799, "9999-12-31T23:59:59Z"),
        (-62_135_596_800, "0001-01-01T00:00:00Z"),
        (1e15, "9999-12-31T23:59:59Z"),
        (-1e15, "0001-01-01T00:00:00Z"),
        (.infinity, "9999-12-31T23:59:59Z"),
        (.nan, "1970-01-01T00:00:00Z"),
    ] as [(TimeInterval, String)])
    func format(seconds: TimeInterval, text: String) {
        #expect(ISO8601Timestamp.string(from: Date(timeIntervalSince1970: seconds)) == text)
    }

    @Test("parses fractions (dropped) and offsets", arguments: [
        "2026-11-22T03:50:07Z", "2026-11-22T03:50:07.999Z", "2026-11-22T03:50:07.5z", "2026-11-22t03:50:07Z",
        "2026-11-22T05:50:07+02:00", "2026-11-21T22:20:07-05:30", "2026-11-22T03:50:07.123456789+00:00",
        "2026-11-22T03:50:07-00:00",
    ])
    func parse(text: String) {
        #expect(ISO8601Timestamp.date(from: text) == Self.example)
    }

    @Test("rejects what is not a full RFC 3339 timestamp", arguments: [
        "", "2026-11-22", "2026-11-22T03:50:07", "2026-11-22T03:50Z", "2026-11-22 03:50:07Z", "2026-13-01T00:00:00Z",
        "2026-00-01T00:00:00Z", "2026-02-29T00:00:00Z", "1900-02-29T00:00:00Z", "2026-04-31T00:00:00Z", "2026-11-00T00:00:00Z",
        "2026-11-22T24:00:00Z", "2026-11-22T03:60:00Z", "2026-11-22T03:50:61Z", "2026-11-22T03:50:07.Z", "2026-11-22T03:50:07+0200",
        "2026-11-22T03:50:07+24:00", "2026-11-22T03:50:07+02:60", "2026-11-22T03:50:07Zjunk", " 2026-11-22T03:50:07Z",
        "0000-01-01T00:00:00Z", "+2026-11-22T03:50:07Z", "2026-1-22T03:50:07Z", "２０２６-11-22T03:50:07Z", "2026-11-22T03:50:0７Z",
    ])
    func rejects(text: String) {
        #expect(ISO8601Timestamp.date(from: text) == nil)
    }

    @Test("a leap second becomes the next minute's first second")
    func leapSecond() {
        #expect(ISO8601Timestamp.date(from: "2026-11-22T03:49:60Z") == Date(timeIntervalSince1970: 1_795_319_400))
        #expect(ISO8601Timestamp.date(from: "2016-12-31T23:59:60Z") == ISO8601Timestamp.date(from: "2017-01-01T00:00:00Z"))
    }

    @Test("leap days parse where they exist")
    func leapDays() {
        #expect(ISO8601Timestamp.date(from: "2000-02-29T00:00:00Z") == Date(timeIntervalSince1970: 951_782_400))
        #expect(ISO8601Timestamp.date(from: "2024-02-29T00:00:00Z") == Date(timeIntervalSince1970: 1_709_164_800))
        #expect(ISO8601Timestamp.date(from: "0001-01-01T00:00:00Z") == Date(timeIntervalSince1970: -62_135_596_800))
        #expect(ISO8601Timestamp.date(from: "9999-12-31T23:59:59Z") == Date(timeIntervalSince1970: 253_402_300_799))
    }

    @Test("agrees with ISO8601DateFormatter both ways on random dates")
    func agreesWithFoundation() {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        var generator = SeededGenerator(seed: 8601)
        for _ in 0..<5_000 {
            let date = Date(timeIntervalSince1970: TimeInterval(Int64.random(in: -5_000_000_000...10_000_000_000, using: &generator)))
            let text = ISO8601Timestamp.string(from: date)
            #expect(text == formatter.string(from: date))
            #expect(ISO8601Timestamp.date(from: text) == date)
            #expect(formatter.date(from: text) == date)
        }
    }

    @Test("truncation matches what a write–read round trip keeps")
    func truncation() {
        let date = Date(timeIntervalSince1970: 1_795_319_407.75)
        #expect(ISO8601Timestamp.truncated(date) == Self.example)
        #expect(ISO8601Timestamp.date(from: ISO8601Timestamp.string(from: date)) == ISO8601Timestamp.truncated(date))
    }
}

@Suite("UUIDText")
struct UUIDTextTests {
    @Test("parses canonical text in either case, like UUID(uuidString:)")
    func agreesWithFoundation() {
        for _ in 0..<1_000 {
            let id = UUID()
            #expect(UUIDText.parse(id.uuidString) == id)
            #expect(UUIDText.parse(id.uuidString.lowercased()) == id)
        }
        #expect(UUIDText.parse("C8E1A0B2-3C4D-4E5F-8A9B-0C1D2E3F4A5B") == UUID(uuidString: "C8E1A0B2-3C4D-4E5F-8A9B-0C1D2E3F4A5B"))
    }

    /// Stricter than UUID(uuidString:), which on Linux accepts a leading space.
    @Test("rejects anything else", arguments: [
        "", "C8E1A0B2-3C4D-4E5F-8A9B-0C1D2E3F4A5", "C8E1A0B2-3C4D-4E5F-8A9B-0C1D2E3F4A5BB", "C8E1A0B23C4D-4E5F-8A9B-0C1D2E3F4A5BX",
        "C8E1A0B2-3C4D-4E5F-8A9B_0C1D2E3F4A5B", "G8E1A0B2-3C4D-4E5F-8A9B-0C1D2E3F4A5B", "{8E1A0B2-3C4D-4E5F-8A9B-0C1D2E3F4A5}",
        " C8E1A0B2-3C4D-4E5F-8A9B-0C1D2E3F4A5", "C8E1A0B2-3C4D-4E5F-8A9B-0C1D2E3F4Aé",
    ])
    func rejects(text: String) {
        #expect(UUIDText.parse(text) == nil)
    }
}

import FlashzillaCore
import Foundation
import Testing
@testable import FlashzillaAnki

/// A card's `data` with its FSRS memory: written straight when there is nothing to keep (an
/// export), through JSONSerialization when Anki's own keys must stay (sync); the same values.
@Suite struct AnkiScheduleColumnsDataTests {
    static let state = FSRSCardState(phase: .review, stability: 12.345_678, difficulty: 4.200_04, due: Date(timeIntervalSince1970: 1_790_500_000),
                                     lastReview: Date(timeIntervalSince1970: 1_790_000_000.7), reviewCount: 3)

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
    }

    @Test func withNothingToKeepTheMemoryIsWrittenStraight() throws {
        let data = AnkiScheduleColumns.data(existing: "", state: Self.state, desiredRetention: 0.9)
        #expect(data == "{\"d\":4.2,\"dr\":0.9,\"lrt\":1790000000,\"s\":12.3457}")
        #expect(AnkiScheduleColumns.data(existing: "{}", state: Self.state, desiredRetention: 0.9) == data)
    }

    @Test func ankisOwnKeysAreKeptBesideTheSameValues() throws {
        let kept = try Self.object(AnkiScheduleColumns.data(existing: "{\"pos\":7,\"s\":1}", state: Self.state, desiredRetention: 0.9))
        let straight = try Self.object(AnkiScheduleColumns.data(existing: "", state: Self.state, desiredRetention: 0.9))
        #expect(kept["pos"] as? Int == 7)
        for key in ["d", "dr", "s"] { #expect(kept[key] as? Double == straight[key] as? Double, "\(key)") }
        #expect(kept["lrt"] as? Int64 == straight["lrt"] as? Int64)
    }
}

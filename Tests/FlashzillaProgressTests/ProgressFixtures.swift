import Foundation
import FlashzillaCore
@testable import FlashzillaProgress

/// A fresh folder for one test's progress file, removed afterwards.
func withProgressFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flashzilla-progress-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
}

enum ProgressFixtures {
    static let deck = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!
    static let otherDeck = UUID(uuidString: "11111111-2222-4333-8444-555555555555")!
    static let card = UUID(uuidString: "C8E1A0B2-3C4D-4E5F-8A9B-0C1D2E3F4A5B")!
    static let start = Date(timeIntervalSince1970: 1_795_319_407)  // 2026-11-22T03:50:07Z

    static func card(_ n: Int) -> UUID { UUID(uuidString: String(format: "00000000-0000-4000-8000-%012X", n))! }

    static func learning(step: Int, at time: Date, due: TimeInterval, count: Int = 1) -> FSRSCardState {
        FSRSCardState(phase: .learning(step: step), stability: 2.3065, difficulty: 2.118104, due: time.addingTimeInterval(due),
                      lastReview: time, reviewCount: count)
    }

    static func review(at time: Date, due: Date, count: Int = 3) -> FSRSCardState {
        FSRSCardState(phase: .review, stability: 5, difficulty: 5, due: due, lastReview: time, reviewCount: count)
    }

    static func answer(_ card: UUID = card, deck: UUID = deck, at time: Date, rating: FSRSRating = .good, mode: ReviewAnswer.Mode = .review,
                       before: FSRSCardState? = nil, after: FSRSCardState?) -> ReviewAnswer {
        ReviewAnswer(deckID: deck, cardID: card, time: time, rating: rating, milliseconds: 1_250, mode: mode, before: before, after: after)
    }
}

/// Errors collected from several threads.
final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func add(_ item: String) { lock.withLock { items.append(item) } }
    var all: [String] { lock.withLock { items } }
}

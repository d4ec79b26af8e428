import Foundation
import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// With motion reduced nothing slides off, so Review says in words what the last key did
/// (issue 30: "Good — next in 4 days", and what undo took back).
struct ReviewFeedbackTests {
    typealias F = ReviewFixtures

    @Test func aRatingIsSaidWithItsNextInterval() throws {
        var screen = F.screen(animations: false)
        let prompt = try #require(screen.session.currentCard?.prompt)
        screen.handle(.key(.character(" ")), now: .zero, size: F.standard)
        let effects = screen.handle(.key(.character("4")), now: .zero, size: F.standard)
        guard case .record(let answer)? = effects.first, let due = answer.after?.due else {
            Issue.record("no answer recorded: \(effects)")
            return
        }
        let expected = "Easy — next in \(TimeUntilText.describe(from: F.date, to: due))"
        #expect(screen.feedback == expected)
        #expect(screen.view(size: F.standard, now: .zero).lines.contains { $0.contains(expected) })

        screen.handle(.key(.character("u")), now: .zero, size: F.standard)
        #expect(screen.feedback == "Undone: answer to “\(prompt)”")
    }

    @Test func withMotionTheSwipeSaysItAndNoLineIs() {
        var screen = F.screen(animations: true)
        screen.handle(.key(.character(" ")), now: .zero, size: F.standard)
        screen.handle(.key(.character("3")), now: .zero, size: F.standard)
        #expect(screen.feedback == nil)
    }
}

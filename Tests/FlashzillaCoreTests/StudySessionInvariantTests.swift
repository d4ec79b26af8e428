import Testing
import FlashzillaCore

/// Random action sequences (seeded, so reproducible) must keep the session's bookkeeping
/// consistent and never change a session on a refused action.
@Suite("StudySession invariants")
struct StudySessionInvariantTests {
    static func randomAction(_ generator: inout SeededGenerator, now: inout Double) -> StudyAction {
        now += Double(Int.random(in: -2_000...8_000, using: &generator)) / 1000
        let moment = t(now)
        switch Int.random(in: 0..<20, using: &generator) {
        case 0: return .start(at: moment)
        case 1, 2: return .reveal
        case 3...7: return .answer(.correct, at: moment)
        case 8...11: return .answer(.wrong, at: moment)
        case 12: return .pause(at: moment)
        case 13: return .resume(at: moment)
        case 14, 15: return .tick(at: moment)
        case 16, 17: return .undo(at: moment)
        case 18: return .restart(at: moment, seed: generator.next())
        default: return .start(at: moment)
        }
    }

    static func isRestart(_ action: StudyAction) -> Bool {
        if case .restart = action { return true }
        return false
    }

    @Test(arguments: [(1, true, 60), (2, false, 60), (3, true, 0), (4, false, 0), (5, true, 20)] as [(UInt64, Bool, Int)])
    func randomSequencesKeepTheBookkeeping(seed: UInt64, requeue: Bool, limit: Int) {
        var generator = SeededGenerator(seed: seed)
        let deck = makeDeck(count: 6, timeLimit: limit, sessionSize: 5, shuffle: true, requeueWrong: requeue)
        var session = StudySession(deck: deck, seed: seed)
        var now = 0.0
        var results: [StudyActionResult] = []
        var phases: Set<StudyPhase> = []
        for _ in 0..<2_000 {
            let action = Self.randomAction(&generator, now: &now)
            let before = session
            let result = session.apply(action)
            results.append(result)
            phases.insert(session.phase)
            if case .ignored = result { #expect(session == before, "\(action)") }
            if result == .expired {
                #expect(session.phase == .finished(.timeUp))
                #expect(session.stack == before.stack)
            }
            // Time never comes back within one deal (restart deals again).
            if !Self.isRestart(action), let moment = action.moment,
               let remainingBefore = before.remaining(at: moment), let remainingAfter = session.remaining(at: moment) {
                #expect(remainingAfter <= remainingBefore, "\(action)")
            }
            #expect(session.totalCards == 5)
            #expect(Set(session.stack).isSubset(of: Set(deck.cards)))
            #expect(session.correctCount + session.wrongCount == session.outcomes.values.map(\.count).reduce(0, +))
            #expect(session.outcomes.values.allSatisfy { !$0.isEmpty })
            #expect(session.correctCount == session.answeredCount - (requeue ? 0 : session.outcomes.values.filter { $0.last == .wrong }.count))
            #expect((session.phase == .finished(.allAnswered)) == (session.stack.isEmpty && session.phase != .ready))
            if let remaining = session.remaining(at: t(now)) { #expect(remaining >= .zero) }
            if limit == 0 { #expect(session.phase != .finished(.timeUp)) }
        }
        // The walk visited the interesting places, so the checks above were exercised.
        #expect(results.contains(.applied))
        #expect(results.contains { if case .ignored = $0 { true } else { false } })
        #expect(phases.contains(.paused) && phases.contains(.finished(.allAnswered)))
        if limit > 0 { #expect(results.contains(.expired)) }
    }
}

import Testing
import FlashzillaCore

/// The state machine as a table: every action from every phase. Actions carry the moment
/// 5 s, well before the 100 s deadline (expiry has its own table below).
@Suite("StudySession transitions")
struct StudySessionTransitionTests {
    enum Phase: String, CaseIterable, Sendable {
        case ready
        /// Running with one wrong answer given (so undo has something to take back).
        case running
        /// Running with no answers yet.
        case runningFresh
        case paused
        case finishedAllAnswered
        case finishedTimeUp

        /// A 3-card, 100 s, requeueing, unshuffled session in this phase.
        var session: StudySession {
            let ready = StudySession(deck: makeDeck(), seed: 7)
            switch self {
            case .ready: return ready
            case .runningFresh: return ready.after(.start(at: t(0)))
            case .running: return ready.after(.start(at: t(0)), .answer(.wrong, at: t(1)))
            case .paused: return Phase.running.session.after(.pause(at: t(2)))
            case .finishedAllAnswered:
                return ready.after(
                    .start(at: t(0)), .answer(.correct, at: t(1)),
                    .answer(.correct, at: t(2)), .answer(.correct, at: t(3)))
            case .finishedTimeUp:
                var session = Phase.running.session
                let result = session.apply(.tick(at: t(150)))
                precondition(result == .expired)
                return session
            }
        }
    }

    enum Action: String, CaseIterable, Sendable {
        case start, reveal, answerCorrect, answerWrong, pause, resume, tick, undo, restart

        var action: StudyAction {
            switch self {
            case .start: .start(at: t(5))
            case .reveal: .reveal
            case .answerCorrect: .answer(.correct, at: t(5))
            case .answerWrong: .answer(.wrong, at: t(5))
            case .pause: .pause(at: t(5))
            case .resume: .resume(at: t(5))
            case .tick: .tick(at: t(5))
            case .undo: .undo(at: t(5))
            case .restart: .restart(at: t(5), seed: 9)
            }
        }
    }

    /// Expected result, and the phase after it when applied.
    enum Expected: Equatable {
        case applied(StudyPhase)
        case ignored(StudyIgnoredReason)
    }

    static let table: [Phase: [Action: Expected]] = [
        .ready: [
            .start: .applied(.running), .reveal: .ignored(.notStarted),
            .answerCorrect: .ignored(.notStarted), .answerWrong: .ignored(.notStarted),
            .pause: .ignored(.notStarted), .resume: .ignored(.notStarted),
            .tick: .ignored(.notStarted), .undo: .ignored(.notStarted),
            .restart: .applied(.running),
        ],
        .running: [
            .start: .ignored(.alreadyStarted), .reveal: .applied(.running),
            .answerCorrect: .applied(.running), .answerWrong: .applied(.running),
            .pause: .applied(.paused), .resume: .ignored(.notPaused),
            .tick: .applied(.running), .undo: .applied(.running),
            .restart: .applied(.running),
        ],
        .runningFresh: [
            .start: .ignored(.alreadyStarted), .reveal: .applied(.running),
            .answerCorrect: .applied(.running), .answerWrong: .applied(.running),
            .pause: .applied(.paused), .resume: .ignored(.notPaused),
            .tick: .applied(.running), .undo: .ignored(.nothingToUndo),
            .restart: .applied(.running),
        ],
        .paused: [
            .start: .ignored(.alreadyStarted), .reveal: .ignored(.paused),
            .answerCorrect: .ignored(.paused), .answerWrong: .ignored(.paused),
            .pause: .ignored(.paused), .resume: .applied(.running),
            .tick: .ignored(.paused), .undo: .ignored(.paused),
            .restart: .applied(.running),
        ],
        .finishedAllAnswered: [
            .start: .ignored(.alreadyFinished), .reveal: .ignored(.alreadyFinished),
            .answerCorrect: .ignored(.alreadyFinished), .answerWrong: .ignored(.alreadyFinished),
            .pause: .ignored(.alreadyFinished), .resume: .ignored(.alreadyFinished),
            .tick: .ignored(.alreadyFinished), .undo: .applied(.running),
            .restart: .applied(.running),
        ],
        .finishedTimeUp: [
            .start: .ignored(.alreadyFinished), .reveal: .ignored(.alreadyFinished),
            .answerCorrect: .ignored(.alreadyFinished), .answerWrong: .ignored(.alreadyFinished),
            .pause: .ignored(.alreadyFinished), .resume: .ignored(.alreadyFinished),
            .tick: .ignored(.alreadyFinished), .undo: .ignored(.timeUp),
            .restart: .applied(.running),
        ],
    ]

    @Test func fixturesAreInTheirPhases() {
        let expected: [Phase: StudyPhase] = [
            .ready: .ready, .running: .running, .runningFresh: .running, .paused: .paused,
            .finishedAllAnswered: .finished(.allAnswered), .finishedTimeUp: .finished(.timeUp),
        ]
        for phase in Phase.allCases {
            #expect(phase.session.phase == expected[phase], "\(phase)")
        }
    }

    @Test(arguments: Phase.allCases, Action.allCases)
    func everyActionFromEveryPhase(phase: Phase, action: Action) throws {
        let expected = try #require(Self.table[phase]?[action], "table has no row for \(phase) × \(action)")
        let before = phase.session
        var after = before
        let result = after.apply(action.action)
        switch expected {
        case .ignored(let reason):
            #expect(result == .ignored(reason))
            // Refused: the whole value is unchanged.
            #expect(after == before)
        case .applied(let phaseAfter):
            #expect(result == .applied)
            #expect(after.phase == phaseAfter)
            #expect(after != before)
            // Counts and per-card outcomes stay in step whatever happened.
            #expect(after.correctCount + after.wrongCount == after.outcomes.values.map(\.count).reduce(0, +))
        }
    }
}

import Testing
@testable import FlashzillaCore

/// The session's stack of positions against a plain array doing the same operations.
@Suite("CardStack")
struct CardStackTests {
    @Test(arguments: [1 as UInt64, 2, 3, 4, 5])
    func behavesLikeAnArray(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var model = Array(0..<50)
        var stack = CardStack(model.map(Int32.init))
        for step in 0..<5_000 {
            switch generator.next() % 4 {
            case 0 where !model.isEmpty:
                #expect(stack.removeFirst() == model.removeFirst())
            case 1:
                let position = Int(generator.next() % 1_000)
                stack.append(position)
                model.append(position)
            case 2 where !model.isEmpty:
                stack.removeLast()
                model.removeLast()
            default:
                let position = Int(generator.next() % 1_000)
                stack.insertFirst(position)
                model.insert(position, at: 0)
            }
            #expect(stack.count == model.count && stack.isEmpty == model.isEmpty && stack.first == model.first, "step \(step)")
            #expect(stack.positions.map(Int.init) == model, "step \(step)")
            if !model.isEmpty { #expect(stack[model.count - 1] == model.last!) }
        }
    }

    @Test func aLongRunOfTakingTheTopKeepsOnlyTheLivePart() {
        var stack = CardStack((0..<1_000).map(Int32.init))
        for expected in 0..<990 { #expect(stack.removeFirst() == expected) }
        #expect(stack.positions.map(Int.init) == Array(990..<1_000))
        #expect(stack == CardStack((990..<1_000).map(Int32.init)))
    }

    @Test func equalityIgnoresHowTheStorageIsLaidOut() {
        var taken = CardStack([9, 1, 2])
        _ = taken.removeFirst()
        #expect(taken == CardStack([1, 2]))
        #expect(taken != CardStack([2, 1]))
        #expect(taken != CardStack([1, 2, 3]))
    }
}

/// Many answers with requeueing, then every one undone: the session returns, value for
/// value, to where it started (this crosses the stack's compaction many times).
@Suite("StudySession long runs")
struct StudySessionLongRunTests {
    @Test(arguments: [true, false])
    func undoingHundredsOfAnswersRestoresTheStart(shuffle: Bool) {
        let deck = makeDeck(count: 100, timeLimit: 0, shuffle: shuffle)
        let start = StudySession(deck: deck, seed: 7).after(.start(at: t(0)))
        var session = start
        var generator = SeededGenerator(seed: 11)
        var states = [session]
        for step in 0..<400 where session.phase == .running {
            let outcome: Outcome = generator.next() % 3 == 0 ? .correct : .wrong
            #expect(session.apply(.answer(outcome, at: t(Double(step) + 1))) == .applied)
            states.append(session)
        }
        #expect(session.wrongCount > 200)
        for expected in states.dropLast().reversed() {
            #expect(session.apply(.undo(at: t(500))) == .applied)
            #expect(session.stack == expected.stack)
            #expect(session.outcomes == expected.outcomes)
            #expect(session.topCard == expected.topCard)
        }
        #expect(session.order == start.order)
        #expect(session.stack == StudySession.deal(deck, seed: 7))
        #expect(session.apply(.undo(at: t(501))) == .ignored(.nothingToUndo))
    }

    @Test func cardAtDepthLooksAtOneCard() {
        let session = StudySession(deck: makeDeck(count: 5), seed: 1).after(.start(at: t(0)), .answer(.wrong, at: t(1)))
        #expect((0..<5).compactMap { session.card(atDepth: $0)?.prompt } == ["prompt 2", "prompt 3", "prompt 4", "prompt 5", "prompt 1"])
        #expect(session.card(atDepth: 5) == nil && session.card(atDepth: -1) == nil)
    }
}

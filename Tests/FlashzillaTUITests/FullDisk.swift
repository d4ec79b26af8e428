import Foundation
import FlashzillaCore
@testable import FlashzillaTUI

/// The run loop's part for tests of a full disk: performs an `AppModel`'s effects the way
/// `InteractiveSession` does (in order, each answer fed back before the next effect),
/// against a deck folder and progress file in memory whose writes fail while `isFull`.
struct FullDisk {
    var isFull = false
    /// What each deck file holds.
    var decks: [String: Deck]
    /// The Review answers in the progress file, in the order written.
    var answers: [ReviewAnswer] = []
    private var revision: Int64 = 1
    static let reason = "/h/progress.sqlite: database or disk is full"

    init(decks: [String: Deck]) { self.decks = decks }

    /// Performs `effects` and whatever their answers ask for; true once `.quit` comes.
    @discardableResult
    mutating func drain(_ effects: [AppEffect], on app: inout AppModel, at now: Moment) -> Bool {
        var pending = effects
        while !pending.isEmpty {
            let effect = pending.removeFirst()
            if effect == .quit { return true }
            if let response = perform(effect) { pending += app.receive(response, in: .at(now)) }
        }
        return false
    }

    private mutating func perform(_ effect: AppEffect) -> AppResponse? {
        switch effect {
        case .loadDeck(let fileName, let purpose, _):
            guard let deck = decks[fileName] else { return .deckUnreadable(fileName: fileName, reason: "gone") }
            return .deckLoaded(deck, fileName: fileName, revision: fingerprint(), purpose: purpose, seed: 1)
        case .saveDeck(let deck, let fileName, _):
            guard !isFull else { return .saveFailed("/h/decks/\(fileName): No space left on device") }
            decks[fileName] = deck
            revision += 1
            return .deckSaved(deck, fileName: fileName, revision: fingerprint())
        case .recordReview(let answer):
            guard !isFull else { return .answersNotRecorded([answer], reason: Self.reason) }
            answers.append(answer)
            return nil
        case .recordAnswers(let kept):
            guard !isFull else { return .answersNotRecorded(kept, reason: Self.reason) }
            answers += kept
            return .answersRecorded(count: kept.count)
        case .undoReview(_, let cardID, _):
            if let last = answers.lastIndex(where: { $0.cardID == cardID }) { answers.remove(at: last) }
            return nil
        case .quitUnlessUnsaved:
            return .quitRequested
        default:
            return nil
        }
    }

    private func fingerprint() -> FileFingerprint {
        FileFingerprint(size: revision, modificationSeconds: revision, modificationNanoseconds: 0, device: 1, inode: 1, contentHash: UInt64(revision))
    }
}

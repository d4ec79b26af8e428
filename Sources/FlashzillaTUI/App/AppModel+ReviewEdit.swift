import FlashzillaCore
import Foundation

/// Review's `e`: the card editor opens on the card on show while the sitting waits
/// (`reviewAside`), and leaving the editor goes back to it with the card's new text, at
/// the same place in the queue, its schedule untouched.
extension AppModel {
    /// The deck was read for Review's `e`. Edits another deck's save still holds back
    /// (a full disk) keep this one from opening, as from the chooser.
    mutating func openCardFromReview(_ cardID: UUID, of deck: Deck, fileName: String, revision: FileFingerprint?,
                                     in context: ScreenContext) -> [AppEffect] {
        // In Review on a parent the card's file is one of the sitting's decks'.
        guard case .review(var review, let reviewFile) = route, reviewFile == fileName || review.deckFiles.values.contains(fileName),
              case .review = takeRoute() else {
            // Review was left meanwhile: nothing to come back to.
            return []
        }
        if let waiting = saves.waitingFile(other: fileName) {
            _ = review.update(.editFailed(Self.waitingMessage(fileName: fileName, waiting: waiting)), in: context)
            route = .review(review, fileName: reviewFile)
            return []
        }
        // Edits of this deck a failed save still holds: the editor opens on them, on their baseline.
        let unsaved = saves.unsavedDeck(of: fileName)
        guard let editor = CardEditScreen.editingOne(cardID, of: unsaved ?? deck, size: context.size) else {
            _ = review.update(.cardEdited(nil), in: context)
            route = .review(review, fileName: reviewFile)
            return []
        }
        reviewAside = ReviewAside(screen: review, fileName: fileName, reviewFile: reviewFile)
        lendKeptDeck(unsaved ?? deck, fileName: fileName)
        saves.follow(fileName: fileName, revision: revision)
        route = .cardEditor(editor, fileName: fileName)
        let marks: [AppEffect] = [.loadCardMarks(deckID: deck.id)]
        return unsaved != nil ? marks : [.recordBaseline(deck, fileName: fileName, revision: revision)] + marks
    }

    /// Leaving an editor opened from Review: the edits are written and the sitting is back,
    /// with the card as edited. Nil when the editor was not opened from Review.
    mutating func returnToReview(from editor: CardEditScreen, fileName: String, in context: ScreenContext) -> [AppEffect]? {
        guard let aside = reviewAside, aside.fileName == fileName, editor.reviewCardID != nil else { return nil }
        reviewAside = nil
        let flushed = flushSaves(now: context.moment)
        unparkStudy(fileName: fileName, deck: editor.deck)
        var screen = aside.screen
        _ = screen.update(.cardEdited(editor.cardFromReview), in: context)
        route = .review(screen, fileName: aside.reviewFile)
        return flushed
    }
}

/// A Review sitting set aside while the card editor edits its card (`AppModel.reviewAside`).
struct ReviewAside: Equatable, Sendable {
    var screen: ReviewScreen
    /// The file of the card being edited.
    var fileName: String
    /// The file the Review route names (another, in Review on a parent).
    var reviewFile: String
}

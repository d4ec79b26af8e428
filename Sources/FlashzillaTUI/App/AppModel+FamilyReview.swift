import FlashzillaCore
import Foundation

/// What the run loop read for Review on a parent deck and its children: each deck with
/// what the progress file holds for it and its share of the parent's limits, in the tree's
/// order (the parent's own deck, or for a parent no file names its first child, first).
public struct FamilyReviewStart: Equatable, Sendable {
    /// The parent's name (`Spanish`), what the header shows.
    public var name: String
    public var members: [ReviewFamilyMember]
    /// Each member's deck file, in the same order.
    public var fileNames: [String]

    public init(name: String, members: [ReviewFamilyMember], fileNames: [String]) {
        self.name = name
        self.members = members
        self.fileNames = fileNames
    }
}

/// Review on a parent (Anki's study of a parent deck): one sitting over its decks, each
/// answer and mark going to its card's own deck, `e` editing the card in its own file.
extension AppModel {
    mutating func openFamilyReview(_ start: FamilyReviewStart, in context: ScreenContext) {
        guard let first = start.members.first, start.fileNames.count == start.members.count else { return }
        // Each deck's FSRS settings: the learner's, with what its own options set in their place.
        let members = start.members.map { member in
            var member = member
            member.scheduler = FSRSScheduler(settings.scheduler.applying(member.deck.settings.review))
            return member
        }
        let session = ReviewSession(family: members, now: context.date)
        var header = first.deck
        header.name = start.name
        var screen = ReviewScreen(deck: header, session: session, options: studyOptions, now: context.moment, date: context.date)
        screen.deckFiles = Dictionary(zip(members.map(\.deck.id), start.fileNames)) { first, _ in first }
        route = .review(screen, fileName: start.fileNames[0])
    }

    /// The file of the deck that holds `cardID` in the Review on show (its own for one deck).
    func reviewFile(of cardID: UUID, default fileName: String) -> String {
        guard case .review(let screen, _) = route else { return fileName }
        return screen.deckFiles[screen.session.deckID(of: cardID)] ?? fileName
    }
}

extension ReviewFamilyMember: Equatable {
    public static func == (lhs: ReviewFamilyMember, rhs: ReviewFamilyMember) -> Bool {
        lhs.deck == rhs.deck && lhs.states == rhs.states && lhs.marks == rhs.marks && lhs.quota == rhs.quota && lhs.scheduler == rhs.scheduler
    }
}

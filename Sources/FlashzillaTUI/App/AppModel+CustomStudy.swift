import FlashzillaCore
import Foundation

/// What the run loop read for a custom study session of chosen cards.
public struct CustomStudyStart: Equatable, Sendable {
    public var deck: Deck
    public var fileName: String
    public var study: CustomStudy
    public var states: CardStates
    public var marks: DeckMarks
    /// The deck's cards answered Again in the days `.forgotten` asks for (else empty).
    public var forgotten: Set<UUID>
    /// When today's study day began.
    public var dayStart: Date

    public init(deck: Deck, fileName: String, study: CustomStudy, states: CardStates, marks: DeckMarks, forgotten: Set<UUID>, dayStart: Date) {
        self.deck = deck
        self.fileName = fileName
        self.study = study
        self.states = states
        self.marks = marks
        self.forgotten = forgotten
        self.dayStart = dayStart
    }
}

/// Custom study: raising today's limits keeps the raise in the progress file for the study
/// day (as Anki keeps its extension in the collection; the deck file holds only the options)
/// and opens Review with them raised; the other choices read the deck and open Review on
/// the chosen cards.
extension AppModel {
    mutating func customStudyEffect(_ effect: CustomStudyEffect, fileName: String, in context: ScreenContext) -> [AppEffect] {
        switch effect {
        case .leave:
            route = .chooser
            return []
        case .suspend:
            return [.suspend]
        case .start(let study) where !study.isFiltered:
            return [.extendLimits(fileName: fileName, by: study.limitExtension), .openReview(fileName: fileName)]
        case .start(let study):
            return [.openCustomStudy(fileName: fileName, study)]
        case .readTags:
            return [.readTags(fileName: fileName)]
        }
    }

    /// The deck's tags, for custom study's tag prompt (if it is still on show for that deck).
    mutating func tagsRead(_ tags: [String], fileName: String, in context: ScreenContext) {
        guard case .customStudy(var screen, fileName) = route else { return }
        _ = screen.update(.tagsRead(tags), in: context)
        route = .customStudy(screen, fileName: fileName)
    }

    /// Review on the chosen cards; none: the prompt says so and stays.
    mutating func customStudyLoaded(_ start: CustomStudyStart, in context: ScreenContext) {
        let scheduler = FSRSScheduler(settings.scheduler.applying(start.deck.settings.review))
        let session = ReviewSession(customStudy: start.study, deck: start.deck, states: start.states, marks: start.marks,
                                    forgotten: start.forgotten, dayStart: start.dayStart, now: context.date, scheduler: scheduler)
        if session.isFinished {
            switch takeRoute() {
            case .customStudy(var screen, let fileName):
                _ = screen.update(.nothingFound(start.study), in: context)
                route = .customStudy(screen, fileName: fileName)
            case let other:
                route = other
                chooser.status = "Custom study: no cards match (\(start.study.title))."
            }
            return
        }
        route = .review(ReviewScreen(deck: start.deck, session: session, options: studyOptions, now: context.moment, date: context.date),
                        fileName: start.fileName)
    }
}

import FlashzillaCore

extension AppModel {
    /// What the run loop's clock tells the screens that keep time.
    enum ClockNews: Equatable, Sendable {
        case ticked
        /// The process is about to stop; `resumedFromSuspend`: it goes on. Time away does not count.
        case suspended
        case resumedFromSuspend
    }

    /// Study, Match and Review hear the clock; the other screens change only on input.
    mutating func tellClocks(_ news: ClockNews, in context: ScreenContext) {
        let (now, size) = (context.moment, context.size)
        switch takeRoute() {
        case .study(var screen, let fileName):
            let message: StudyMessage = switch news {
            case .ticked: .ticked
            case .suspended: .suspended
            case .resumedFromSuspend: .resumedFromSuspend
            }
            _ = screen.update(message, now: now, size: size)
            route = .study(screen, fileName: fileName)
        case .match(var screen, let fileName):
            let message: MatchMessage = switch news {
            case .ticked: .ticked
            case .suspended: .suspended
            case .resumedFromSuspend: .resumedFromSuspend
            }
            _ = screen.update(message, now: now, size: size)
            route = .match(screen, fileName: fileName)
        case .review(var screen, let fileName):
            // Review's clock only stamps answers: it needs no pause.
            if news == .ticked { _ = screen.update(.ticked, now: now, size: size) }
            route = .review(screen, fileName: fileName)
        case let other:
            route = other
        }
    }
}

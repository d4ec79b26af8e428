/// The app's one way in. Both front ends and the effect performer send everything here;
/// what comes back is what the app asks of them next.
extension AppModel {
    public mutating func handle(_ message: AppMessage, in context: ScreenContext) -> [AppEffect] {
        switch message {
        case .input(let event):
            // The hint on show has been heard: the learner is acting on it.
            if let hint = currentHint { hints.heard(hint) }
            return handleInput(event, in: context)
        case .answer(let response): return handleAnswer(response, in: context)
        case .process(.hintsAsked(let mode)):
            hints.mode = mode
            return []
        case .process(let news): return hear(news, in: context) + followShownMedia()
        }
    }

    // Shorthands for tests and the line front end's queries: each goes through the inbox.
    mutating func handle(_ event: InputEvent, in context: ScreenContext) -> [AppEffect] {
        handle(.input(event), in: context)
    }

    mutating func receive(_ response: AppResponse, in context: ScreenContext) -> [AppEffect] {
        handle(.answer(response), in: context)
    }

    mutating func receive(_ news: ProcessNews, in context: ScreenContext) -> [AppEffect] {
        handle(.process(news), in: context)
    }
}

import FlashzillaCore
import FlashzillaTUI
import Foundation

/// The screen reader's front end: says what changed in the screen's description
/// (`AppModel.describe`) as lines on standard output. The app, its screens and the effect
/// performer are the full screen's own.
final class SpokenLines: FrontEnd {
    /// Screens lay themselves out as on an ordinary terminal; only their words are used.
    let size = Size(width: 80, height: 24)
    private var changes = SpokenChanges()

    /// Says the lines that changed; all of them when `repeatAll` (after an input that
    /// changed nothing, so the user still hears where they are).
    func say(_ model: AppModel, in context: ScreenContext, repeatAll: Bool = false) {
        // Said at once, not buffered: a speech program on the other end of a pipe reads
        // each line as the user waits for it.
        for line in changes.lines(model.describe(in: context), repeatAll: repeatAll) { Console.say(line) }
    }

    func show(_ model: AppModel, in context: ScreenContext) { say(model, in: context) }
    func use(_ theme: Theme) {}
    func suspend(_ whileAway: () -> Void) { whileAway() }
}

extension InteractiveSession {
    /// Runs the app on lines until the user quits or input ends: read a line → its events
    /// → the model → the same effects as the full screen → say what changed. Returns 0.
    /// The first line says where the user starts, the last that the app has ended.
    func runLines(display: DisplayOptions, openingDeck: LoadedDeck? = nil, purpose: DeckPurpose = .study,
                  review: ReviewStart? = nil, family: FamilyReviewStart? = nil) -> Int32 {
        if openingDeck == nil, family == nil { Console.say("Welcome to Flashzilla. The deck list; say help for its commands.") }
        let status = speakLines(display: display, openingDeck: openingDeck, purpose: purpose, review: review, family: family)
        media.stop()
        Console.say("Goodbye.")
        return status
    }

    private func speakLines(display: DisplayOptions, openingDeck: LoadedDeck?, purpose: DeckPurpose,
                            review: ReviewStart?, family: FamilyReviewStart?) -> Int32 {
        let opens = openingDeck != nil || family != nil
        let stored = context.settingsStore.load()
        var overrides = display.overrides
        overrides.byVoice = true
        var model = AppModel(listings: opens ? [] : listings(), settings: stored.settings, overrides: overrides,
                             settingsProblem: stored.problem?.description, quitsWhenStudyEnds: opens)
        let speech = SpokenLines()
        if let openingDeck, drain(model.receive(opening(openingDeck, purpose: purpose, review: review), in: screenContext(speech)),
                                  on: &model, terminal: speech) {
            return 0
        }
        if let family, drain(model.receive(.familyReviewLoaded(family), in: screenContext(speech)), on: &model, terminal: speech) {
            return 0
        }
        var input = LineInput()
        while true {
            for answer in lookups.takeFinished() {
                let arrived = AppResponse.definitionArrived(request: answer.request, result: answer.result)
                _ = drain(model.receive(arrived, in: screenContext(speech)), on: &model, terminal: speech)
            }
            let turn = screenContext(speech)
            _ = drain(model.receive(.ticked, in: turn), on: &model, terminal: speech)
            speech.say(model, in: turn)
            switch input.next(timeout: model.nextWakeUp(in: turn)) {
            case .timeout:
                continue
            case .end:
                // Nothing more can come: write what is pending, as on a hang-up.
                _ = drain(model.receive(.terminating, in: screenContext(speech)), on: &model, terminal: speech)
                return 0
            case .line(let line):
                if let said = model.missingRow(forLine: line) {
                    Console.say(said)
                    continue
                }
                var events = model.events(forLine: line, in: screenContext(speech))
                if events.isEmpty {
                    let named = model.deckNamed(byLine: line)
                    events = named.events
                    for sentence in named.said { Console.say(sentence) }
                    if events.isEmpty && named.said.isEmpty { Console.say("Not a command here; help says them.") }
                }
                for event in events where drain(model.handle(event, in: screenContext(speech)), on: &model, terminal: speech) {
                    return 0
                }
                if drain(model.lineEnded(in: screenContext(speech)), on: &model, terminal: speech) { return 0 }
                speech.say(model, in: screenContext(speech), repeatAll: !events.isEmpty)
            }
        }
    }
}

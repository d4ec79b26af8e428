import FlashzillaCore
import FlashzillaProgress
import FlashzillaTUI
import Foundation

/// Runs the screen-reader conversation on standard input and output until the user
/// quits or input ends; returns the exit status (0). `deck`: study only that deck, with
/// no menus (`opening`: study it or play Match). `seed`: the first deal's seed (random
/// when nil). `progress`: where Review's answers go. Never needs a terminal.
func runScreenReader(context: AppContext, deck: LoadedDeck?, opening: ReaderOpening = .study, seed: UInt64? = nil,
                     progress: ProgressStore? = nil) -> Int32 {
    var loop = ScreenReaderLoop(context: context, deck: deck, opening: opening, seed: seed ?? .random(in: 0...UInt64.max),
                                progress: progress)
    return loop.run()
}

/// The run loop: reads lines with poll(2) so the clock can tick between them, feeds
/// them to the pure conversation, prints its sentences and carries out its effects.
/// It owns the clock.
private struct ScreenReaderLoop {
    private let clock = ContinuousClock()
    private let origin: ContinuousClock.Instant
    private var conversation: ScreenReaderConversation
    private let effects: ReaderEffects
    private let context: AppContext
    private var input = LineInput()

    init(context: AppContext, deck: LoadedDeck?, opening: ReaderOpening, seed: UInt64, progress: ProgressStore?) {
        origin = clock.now
        self.context = context
        conversation = ScreenReaderConversation(openingDeck: deck, opening: opening, seed: seed, calendarOrigin: context.now,
                                                settings: context.settingsStore.load().settings)
        effects = ReaderEffects(store: context.store, settingsStore: context.settingsStore, progress: progress,
                                quizLog: ProgressAccess(fileURL: context.progressURL, store: progress), progressURL: context.progressURL,
                                wordNetDirectory: WordNet.databaseDirectory(environment: ProcessInfo.processInfo.environment))
    }

    private func now() -> Moment { Moment(clock.now - origin) }

    mutating func run() -> Int32 {
        var outputs = conversation.start(now: now())
        while true {
            if carryOut(outputs) { return 0 }
            let input: ReaderInput = switch self.input.next(timeout: conversation.nextWakeUp(now: now())) {
            case .line(let line): .line(line)
            case .timeout: .tick
            case .end: .endOfInput
            }
            outputs = conversation.handle(input, now: now())
            // After the end of input nothing more can come: stop even if nothing said quit.
            if input == .endOfInput {
                _ = carryOut(outputs)
                return 0
            }
        }
    }

    /// Says sentences and performs effects in order, each effect's answer handled at
    /// once; true once the conversation asks to quit.
    private mutating func carryOut(_ outputs: [ReaderOutput]) -> Bool {
        var queue = outputs[...]
        while let output = queue.popFirst() {
            switch output {
            case .say(let sentence):
                // Already sanitised by the conversation; Console does it again at the boundary.
                Console.say(sentence)
            case .quit:
                return true
            case .importFile(let path):
                // As `flashzilla import` does it; a large package takes seconds, so say so first.
                Console.say("Importing…")
                let answer: ReaderInput
                do {
                    let report = try ImportJob.run(files: [(path as NSString).expandingTildeInPath], options: .init(), home: context) { context }
                    answer = .imported(report.lines)
                } catch {
                    answer = .failed("\(error)")
                }
                queue = conversation.handle(answer, now: now())[...] + queue
            case .listDecks, .openDeck, .save, .saveRenamed, .create, .trash, .saveSettings, .recordReview, .recordAnswers, .undoReview, .undoQuizAnswer,
                 .statistics, .define:
                guard let answer = effects.perform(output, now: context.now) else { continue }
                queue = conversation.handle(answer, now: now())[...] + queue
            }
        }
        return false
    }
}

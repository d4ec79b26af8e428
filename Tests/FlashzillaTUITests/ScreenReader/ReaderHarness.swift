import Foundation
import FlashzillaCore
@testable import FlashzillaTUI

/// Drives a `ScreenReaderConversation` as the executable does, with a test clock and an
/// in-memory deck folder, and writes down everything as a transcript:
///
///     > y                 a line typed
///     [40 s]              a wake-up the conversation asked for (or a tick)
///     Correct. …          a sentence said
///     [save Capitals]     an effect carried out
struct ReaderHarness {
    private(set) var conversation: ScreenReaderConversation
    /// The deck folder as `loadAll` would read it.
    var entries: [DeckEntry]
    private(set) var now = Moment.zero
    private(set) var log: [String] = []
    /// The next save, create or trash fails with this reason.
    var failNextChange: String?
    /// While set, every change fails with this reason (a full disk).
    var failEveryChange: String?
    /// What `settings.json` holds after the last settings save.
    var savedSettings: Settings?
    /// Review answers stored, oldest first (an undo removes the card's latest).
    private(set) var storedReviews: [ReviewAnswer] = []
    /// What `define` finds, by word; other words are not in the dictionary.
    var dictionary: [String: WordDefinition] = [:]

    static let calendarOrigin = Date(timeIntervalSince1970: 1_800_000_000)

    /// Settings whose learner chose each deck's own time limit: the timed tests' default
    /// (by voice, decks are otherwise untimed).
    static var timedAsSet: Settings {
        var settings = Settings()
        settings.timeLimits = .asSet
        return settings
    }

    init(entries: [DeckEntry] = [], opening: LoadedDeck? = nil, purpose: ReaderOpening = .study, seed: UInt64 = 42,
         settings: Settings = ReaderHarness.timedAsSet) {
        self.entries = entries
        conversation = ScreenReaderConversation(openingDeck: opening, opening: purpose, seed: seed, calendarOrigin: Self.calendarOrigin,
                                                settings: settings)
    }

    var transcript: String { log.joined(separator: "\n") }
    var hasEnded: Bool { conversation.hasEnded }

    mutating func start(at seconds: Double = 0) {
        now = .seconds(seconds)
        perform(conversation.start(now: now))
    }

    /// Types `line` at `seconds`.
    mutating func type(_ line: String, at seconds: Double) {
        now = .seconds(seconds)
        type(line)
    }

    /// Types each line in turn, all at the current moment.
    mutating func type(_ lines: String...) {
        for line in lines {
            log.append("> \(line)")
            perform(conversation.handle(.line(line), now: now))
        }
    }

    mutating func tick(at seconds: Double) { tick(at: Moment.seconds(seconds)) }

    mutating func tick(at moment: Moment) {
        now = moment
        log.append("[\(Self.format(now))]")
        perform(conversation.handle(.tick, now: now))
    }

    /// Waits for input until `seconds` as the run loop does: sleeping exactly as long as
    /// `nextWakeUp` says and ticking then.
    mutating func idle(until seconds: Double) {
        let end = Moment.seconds(seconds)
        for _ in 0..<100 {
            guard let wait = conversation.nextWakeUp(now: now), now + wait <= end else { break }
            tick(at: now + wait)
        }
        now = max(now, end)
    }

    mutating func endInput(at seconds: Double? = nil) {
        if let seconds { now = .seconds(seconds) }
        log.append("[end of input]")
        perform(conversation.handle(.endOfInput, now: now))
    }

    /// Says sentences and carries out effects in order, answering each at once as the
    /// executable does.
    private mutating func perform(_ outputs: [ReaderOutput]) {
        for output in outputs {
            switch output {
            case .say(let sentence):
                log.append(sentence)
            case .listDecks:
                log.append("[list decks]")
                perform(conversation.handle(.decksListed(summaries), now: now))
            case .openDeck(let url):
                // Not in the transcript: the deck's menu that follows says it was read.
                let answer: ReaderInput = entries.first { $0.fileURL == url }?.loaded.map { .deckOpened($0) } ?? .failed("\(url.path): gone")
                perform(conversation.handle(answer, now: now))
            case .save(let deck):
                log.append("[save \(deck.deck.name)]")
                let answer = change({ $0.replace(deck) }, answer: .saved(deck))
                perform(conversation.handle(answer, now: now))
            case .saveRenamed(let deck):
                // As the store does: the file moves to a name made from the deck's.
                log.append("[save \(deck.deck.name), renamed]")
                let moved = LoadedDeck(deck: deck.deck, fileURL: ReaderFixtures.url(deck.deck.name.lowercased().replacingOccurrences(of: " ", with: "-")),
                                       fingerprint: deck.fingerprint)
                let answer = change({ $0.entries = $0.entries.map { $0.fileURL == deck.fileURL ? .loaded(moved) : $0 } },
                                    answer: .renamed(moved, moveProblem: nil))
                perform(conversation.handle(answer, now: now))
            case .define(let word):
                log.append("[define \(word)]")
                let answer: ReaderInput = dictionary[word].map { .defined($0) } ?? .failed("\"\(word)\" is not in the dictionary.")
                perform(conversation.handle(answer, now: now))
            case .create(let deck):
                log.append("[create \(deck.name)]")
                let created = LoadedDeck(deck: deck, fileURL: ReaderFixtures.url(deck.name.lowercased()), fingerprint: nil)
                let answer = change({ $0.entries.insert(.loaded(created), at: 0) }, answer: .saved(created))
                perform(conversation.handle(answer, now: now))
            case .trash(let deck):
                log.append("[trash \(deck.deck.name)]")
                let answer = change({ $0.entries.removeAll { $0.fileURL == deck.fileURL } }, answer: .trashed)
                perform(conversation.handle(answer, now: now))
            case .saveSettings(let settings):
                log.append("[save settings]")
                let answer = change({ $0.savedSettings = settings }, answer: .settingsSaved)
                perform(conversation.handle(answer, now: now))
            case .recordReview(let answer):
                // Quiz answers are logged silently (kept in `storedReviews`): transcripts stay as the learner hears them.
                if answer.mode != .quiz { log.append("[record \(answer.rating)]") }
                let result = change({ $0.storedReviews.append(answer) }, answer: .reviewStored)
                perform(conversation.handle(result, now: now))
            case .recordAnswers(let kept):
                log.append("[record \(kept.count) kept]")
                let result = change({ $0.storedReviews += kept }, answer: .reviewStored)
                perform(conversation.handle(result, now: now))
            case .importFile(let path):
                log.append("[import \(path)]")
                let answer: ReaderInput = path.hasSuffix(".csv") ? .imported(["Created Imported (2 cards) in /h/decks/imported.json", "2 added, 0 updated, 0 unchanged"])
                    : .failed("\(path): cannot be read (no such file, or not allowed)")
                perform(conversation.handle(answer, now: now))
            case .undoQuizAnswer(_, let cardID):
                let result = change({ harness in
                    if let last = harness.storedReviews.lastIndex(where: { $0.cardID == cardID }) { harness.storedReviews.remove(at: last) }
                }, answer: .reviewStored)
                perform(conversation.handle(result, now: now))
            case .undoReview(let undo):
                log.append("[undo review]")
                let result = change({ harness in
                    if let last = harness.storedReviews.lastIndex(where: { $0.cardID == undo.cardID }) { harness.storedReviews.remove(at: last) }
                }, answer: .reviewStored)
                perform(conversation.handle(result, now: now))
            case .statistics(let deckID):
                log.append("[statistics \(deckID == nil ? "all" : "deck")]")
                perform(conversation.handle(.statisticsReady(StatisticsFixtures.oneDay), now: now))
            case .quit:
                log.append("[quit]")
            }
        }
    }

    /// The folder as `DeckStore.summaries` lists it.
    var summaries: [DeckSummary] {
        entries.map { entry in
            switch entry {
            case .loaded(let loaded): DeckSummary(loaded)
            case .broken(let url, let error): .broken(url, error)
            }
        }
    }

    /// Applies a change to the folder unless it is set to fail; the matching answer.
    private mutating func change(_ apply: (inout ReaderHarness) -> Void, answer: ReaderInput) -> ReaderInput {
        if let reason = failEveryChange { return .failed(reason) }
        if let reason = failNextChange {
            failNextChange = nil
            return .failed(reason)
        }
        apply(&self)
        return answer
    }

    private mutating func replace(_ deck: LoadedDeck) {
        entries = entries.map { $0.fileURL == deck.fileURL ? .loaded(deck) : $0 }
    }

    static func format(_ moment: Moment) -> String {
        let (seconds, attoseconds) = moment.sinceOrigin.components
        let milliseconds = attoseconds / 1_000_000_000_000_000
        return milliseconds == 0 ? "\(seconds) s" : "\(seconds).\(String(format: "%03d", milliseconds)) s"
    }
}

/// Decks for the transcripts: fixed identities, no shuffling, so every run reads alike.
enum ReaderFixtures {
    static func url(_ stem: String) -> URL { URL(fileURLWithPath: "/home/decks/\(stem).json") }

    static func loaded(_ deck: Deck, _ stem: String, readOnly: Bool = false) -> LoadedDeck {
        LoadedDeck(deck: deck, fileURL: url(stem), fingerprint: nil, isReadOnly: readOnly)
    }

    /// Three capitals, 100 seconds, wrong cards leave the stack.
    static func capitals(timeLimit: Int = 100, requeueWrong: Bool = false) -> LoadedDeck {
        loaded(StudyFixtures.deck("Capitals", Array(StudyFixtures.capitalPairs.prefix(3)), timeLimit: timeLimit, requeueWrong: requeueWrong), "capitals")
    }

    static let colours = loaded(StudyFixtures.deck("Colours", [("rojo", "red"), ("azul", "blue")], timeLimit: 0), "colours")

    static let broken = DeckEntry.broken(
        fileURL: url("broken"),
        error: DeckFileError(.syntax(JSONSyntaxError(kind: .invalidSyntax, message: "expected ',' or '}' after object member, found '\"'", offset: 40, line: 3, column: 14)), fileURL: url("broken")))

    static var folder: [DeckEntry] { [.loaded(capitals()), .loaded(colours), broken] }
}

import FlashzillaCore
import Testing
@testable import FlashzillaTUI

/// Every message in every phase that matters, with the phase it leads to and
/// the effects it returns: the table is the specification.
struct StudyUpdateMatrixTests {
    typealias F = StudyFixtures

    enum Start: String, CaseIterable, Sendable {
        case running, paused, timeUp, allAnswered, empty
    }

    /// A screen in `start`, reached through messages only.
    static func screen(_ start: Start) -> StudyScreen {
        switch start {
        case .running: F.screen().after(.ticked, at: studyAt(10))
        case .paused: F.screen().after(.pauseToggled, at: studyAt(10))
        case .timeUp: F.screen().after(.ticked, at: studyAt(100))
        case .allAnswered: F.screen(F.deck("Two", [("a", "1"), ("b", "2")])).after(.swiped(.correct), .swiped(.wrong), at: studyAt(10))
        case .empty: F.screen(F.empty)
        }
    }

    static func phase(_ name: String) -> StudyPhase {
        switch name {
        case "running": .running
        case "paused": .paused
        case "timeUp": .finished(.timeUp)
        case "allAnswered": .finished(.allAnswered)
        default: .ready
        }
    }

    static let messages: [(String, StudyMessage)] = [
        ("reveal", .revealToggled), ("right", .swiped(.correct)), ("left", .swiped(.wrong)),
        ("undo", .undoRequested), ("pause", .pauseToggled), ("restart", .restartRequested),
        ("help", .helpToggled), ("leave", .leaveRequested), ("returned", .returned),
        ("suspendRequested", .suspendRequested), ("suspended", .suspended),
        ("resumedFromSuspend", .resumedFromSuspend), ("focusLost", .focusLost),
        ("focusGained", .focusGained), ("ticked", .ticked), ("resized", .resized),
    ]

    /// start → message → resulting phase (+ effect). "same" keeps the phase; "+answered"
    /// is a swipe to log, "+undone" one taken back.
    static let table: [Start: [String: String]] = [
        .running: [
            "reveal": "same", "right": "same +answered", "left": "same +answered", "undo": "same", "pause": "paused",
            "restart": "same", "help": "paused", "leave": "paused +leave", "returned": "same",
            "suspendRequested": "same +suspend", "suspended": "paused", "resumedFromSuspend": "same",
            "focusLost": "paused", "focusGained": "same", "ticked": "same", "resized": "same",
        ],
        .paused: [
            "reveal": "same", "right": "same", "left": "same", "undo": "same", "pause": "running",
            "restart": "running", "help": "same", "leave": "same +leave", "returned": "same",
            "suspendRequested": "same +suspend", "suspended": "same", "resumedFromSuspend": "same",
            "focusLost": "same", "focusGained": "same", "ticked": "same", "resized": "same",
        ],
        .timeUp: [
            // Enter (reveal) activates "Start again"; card keys do nothing.
            "reveal": "running", "right": "same", "left": "same", "undo": "same", "pause": "same",
            "restart": "running", "help": "same", "leave": "same +leave", "returned": "same",
            "suspendRequested": "same +suspend", "suspended": "same", "resumedFromSuspend": "same",
            "focusLost": "same", "focusGained": "same", "ticked": "same", "resized": "same",
        ],
        .allAnswered: [
            "reveal": "running", "right": "same", "left": "same", "undo": "running +undone", "pause": "same",
            "restart": "running", "help": "same", "leave": "same +leave", "returned": "same",
            "suspendRequested": "same +suspend", "suspended": "same", "resumedFromSuspend": "same",
            "focusLost": "same", "focusGained": "same", "ticked": "same", "resized": "same",
        ],
        .empty: [
            "reveal": "same", "right": "same", "left": "same", "undo": "same", "pause": "same",
            "restart": "same", "help": "same", "leave": "same +leave", "returned": "same",
            "suspendRequested": "same +suspend", "suspended": "same", "resumedFromSuspend": "same",
            "focusLost": "same", "focusGained": "same", "ticked": "same", "resized": "same",
        ],
    ]

    @Test(arguments: Start.allCases)
    func everyMessageInEveryPhase(start: Start) throws {
        let row = try #require(Self.table[start])
        #expect(Set(row.keys) == Set(Self.messages.map(\.0)), "table row is incomplete")
        for (name, message) in Self.messages {
            var screen = Self.screen(start)
            let before = screen.session.phase
            // Later than every fixture's last moment (time-up happened at 100 s).
            let now = start == .timeUp ? studyAt(200) : studyAt(20)
            let effects = screen.update(message, now: now, size: F.standard)
            let expected = try #require(row[name]).split(separator: " ")
            let phase = expected[0] == "same" ? before : Self.phase(String(expected[0]))
            #expect(screen.session.phase == phase, "\(start) + \(name)")
            #expect(effects.map(Self.name) == expected.dropFirst().map { String($0.dropFirst()) }, "\(start) + \(name)")
        }
    }

    /// An effect's name in the table (without its values, which other tests check).
    static func name(_ effect: StudyEffect) -> String {
        switch effect {
        case .leave: "leave"
        case .suspend: "suspend"
        case .answered: "answered"
        case .answerUndone: "undone"
        case .replaySounds: "replay"
        case .openImages: "open"
        }
    }

    /// Card keys after time-up leave the whole session untouched (not just
    /// the phase), and start no animation.
    @Test func cardKeysAreIgnoredWhenTimeIsUp() {
        let over = Self.screen(.timeUp)
        for key: Key in [.right, .character("l"), .left, .character("h"), .character("u"), .character("p"), .character(" ")] {
            var screen = over
            screen.handle(.key(key), now: studyAt(120), size: F.standard)
            if key == .character(" ") {
                #expect(screen.session.phase == .running, "Space starts again on the summary")
            } else {
                #expect(screen == over, "\(key) changed the screen after time-up")
            }
        }
    }
}

import Testing
@testable import FlashzillaTUI

/// A terminal that replays scripted reads and records the timeouts asked for.
struct ScriptedTerminal: TerminalBackend {
    var size = Size(width: 20, height: 5)
    var script: [[RawInput]]
    var timeoutsAsked: [Duration?] = []
    var framesDrawn = 0

    init(_ script: [[RawInput]]) { self.script = script }

    mutating func draw(_ grid: Grid, cursor: Point?) {
        framesDrawn += 1
    }

    mutating func readInput(timeout: Duration?) -> [RawInput] {
        timeoutsAsked.append(timeout)
        return script.isEmpty ? [.timeout] : script.removeFirst()
    }
}

struct TerminalBackendTests {
    @Test func loneEscIsResolvedWithAShortSecondRead() {
        var terminal = ScriptedTerminal([[.character("\u{1B}")]])
        var decoder = InputDecoder()
        let events = terminal.nextEvents(decoder: &decoder, tick: .milliseconds(500))
        #expect(events == [.key(.escape), .tick])
        #expect(terminal.timeoutsAsked == [.milliseconds(500), .milliseconds(25)])
    }

    @Test func sequenceSplitAcrossReadsIsJoined() {
        var terminal = ScriptedTerminal([[.character("\u{1B}")], [.character("["), .character("A")], [.character("x")]])
        var decoder = InputDecoder()
        #expect(terminal.nextEvents(decoder: &decoder, tick: nil) == [.key(.up)])
        #expect(terminal.timeoutsAsked == [nil, .milliseconds(25)])
        #expect(terminal.nextEvents(decoder: &decoder, tick: nil) == [.key(.character("x"))])
    }

    @Test func plainKeysNeedOnlyOneRead() {
        var terminal = ScriptedTerminal([[.character("a"), .functionKey(CursesKey.up)]])
        var decoder = InputDecoder()
        #expect(terminal.nextEvents(decoder: &decoder, tick: .seconds(1)) == [.key(.character("a")), .key(.up)])
        #expect(terminal.timeoutsAsked == [.seconds(1)])
    }
}

import Testing
@testable import FlashzillaTUI

struct InputDecoderTests {
    /// Feeds a string one scalar at a time, as `wget_wch` delivers it.
    func decode(_ text: String, then extra: [RawInput] = [], decoder: inout InputDecoder) -> [InputEvent] {
        decoder.feed(text.unicodeScalars.map { RawInput.character($0) } + extra)
    }

    func decode(_ text: String, then extra: [RawInput] = []) -> [InputEvent] {
        var decoder = InputDecoder()
        return decode(text, then: extra, decoder: &decoder)
    }

    @Test func printableCharactersIncludingWideOnes() {
        #expect(decode("aZ ~") == [.key(.character("a")), .key(.character("Z")), .key(.character(" ")), .key(.character("~"))])
        #expect(decode("漢é🎉") == [.key(.character("漢")), .key(.character("é")), .key(.character("🎉"))])
    }

    @Test(arguments: [
        (RawInput.character("\r"), Key.enter), (.character("\n"), .enter), (.functionKey(CursesKey.enter), .enter),
        (.character("\t"), .tab), (.functionKey(CursesKey.backTab), .backTab),
        (.character("\u{7F}"), .backspace), (.character("\u{8}"), .backspace), (.functionKey(CursesKey.backspace), .backspace),
        (.functionKey(CursesKey.deleteChar), .delete), (.functionKey(CursesKey.insertChar), .insert),
        (.functionKey(CursesKey.up), .up), (.functionKey(CursesKey.down), .down),
        (.functionKey(CursesKey.left), .left), (.functionKey(CursesKey.right), .right),
        (.functionKey(CursesKey.home), .home), (.functionKey(CursesKey.end), .end),
        (.functionKey(CursesKey.previousPage), .pageUp), (.functionKey(CursesKey.nextPage), .pageDown),
        (.functionKey(CursesKey.f0 + 1), .function(1)), (.functionKey(CursesKey.f0 + 12), .function(12)),
        (.functionKey(CursesKey.f0 + 63), .function(63)),
        (.character("\u{0}"), .ctrl("@")), (.character("\u{1C}"), .ctrl("\\")), (.character("\u{1F}"), .ctrl("_")),
    ] as [(RawInput, Key)])
    func singleInputKeys(raw: RawInput, key: Key) {
        var decoder = InputDecoder()
        #expect(decoder.feed(raw) == [.key(key)])
        #expect(!decoder.isAwaitingMore)
    }

    @Test func cursesConstantsMatchNcurses() {
        // Fixed by the ncurses ABI (curses.h); a typo here would break every key.
        #expect([CursesKey.down, CursesKey.up, CursesKey.left, CursesKey.right, CursesKey.home, CursesKey.backspace]
            == [258, 259, 260, 261, 262, 263])
        #expect([CursesKey.f0, CursesKey.deleteChar, CursesKey.nextPage, CursesKey.previousPage, CursesKey.enter]
            == [264, 330, 338, 339, 343])
        #expect([CursesKey.backTab, CursesKey.end, CursesKey.mouse, CursesKey.resize] == [353, 360, 409, 410])
    }

    @Test func ctrlLettersExceptThoseSharingBytesWithOtherKeys() {
        for code in UInt32(1)...0x1A where ![0x08, 0x09, 0x0A, 0x0D].contains(code) {
            let letter = Character(Unicode.Scalar(0x60 + code)!)
            var decoder = InputDecoder()
            #expect(decoder.feed(.character(Unicode.Scalar(code)!)) == [.key(.ctrl(letter))], "code \(code)")
        }
    }

    @Test func unknownFunctionKeysResizeAndMouseCodesAndC1AreDropped() {
        var decoder = InputDecoder()
        #expect(decoder.feed(.functionKey(0o777)) == [])
        #expect(decoder.feed(.functionKey(CursesKey.resize)) == [])
        #expect(decoder.feed(.functionKey(CursesKey.mouse)) == [])
        #expect(decoder.feed(.functionKey(CursesKey.f0)) == [])  // F0 does not exist on keyboards
        #expect(decoder.feed(.character("\u{9B}")) == [])
    }

    @Test func resizeMouseAndTimeoutPassThrough() {
        var decoder = InputDecoder()
        let click = MouseEvent(kind: .click, button: .left, position: Point(x: 3, y: 4))
        #expect(decoder.feed([.resize(Size(width: 100, height: 30)), .mouse(click), .timeout])
            == [.resize(Size(width: 100, height: 30)), .mouse(click), .tick])
    }

    @Test func escAloneNeedsATimeout() {
        var decoder = InputDecoder()
        #expect(decoder.feed(.character("\u{1B}")) == [])
        #expect(decoder.isAwaitingMore)
        #expect(decoder.feed(.timeout) == [.key(.escape), .tick])
        #expect(!decoder.isAwaitingMore)
    }

    @Test func escEscIsEscapeThenAPendingEscape() {
        var decoder = InputDecoder()
        #expect(decode("\u{1B}\u{1B}", decoder: &decoder) == [.key(.escape)])
        #expect(decoder.isAwaitingMore)
        #expect(decoder.feed(.timeout) == [.key(.escape), .tick])
    }

    @Test func escFollowedByOtherInputResolvesAsEscape() {
        #expect(decode("\u{1B}", then: [.functionKey(CursesKey.up)]) == [.key(.escape), .key(.up)])
        #expect(decode("\u{1B}\r") == [.key(.escape), .key(.enter)])
        #expect(decode("\u{1B}\u{7F}") == [.key(.escape), .key(.backspace)])
        #expect(decode("\u{1B}", then: [.resize(Size(width: 2, height: 2))])
            == [.key(.escape), .resize(Size(width: 2, height: 2))])
    }

    @Test func altKeyIsEscPlusPrintable() {
        #expect(decode("\u{1B}x") == [.key(.alt("x"))])
        #expect(decode("\u{1B}漢") == [.key(.alt("漢"))])
        #expect(decode("\u{1B}[", then: [.timeout]) == [.key(.alt("[")), .tick])
        #expect(decode("\u{1B}O", then: [.timeout]) == [.key(.alt("O")), .tick])
    }

    @Test func focusEvents() {
        #expect(decode("\u{1B}[I") == [.focusGained])
        #expect(decode("\u{1B}[O") == [.focusLost])
        #expect(decode("\u{1B}[Oq") == [.focusLost, .key(.character("q"))])
    }

    @Test(arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}[1;5C", .right), ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}[Z", .backTab),
        ("\u{1B}[1~", .home), ("\u{1B}[2~", .insert), ("\u{1B}[3~", .delete), ("\u{1B}[4~", .end),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[7~", .home), ("\u{1B}[8~", .end),
        ("\u{1B}[11~", .function(1)), ("\u{1B}[15~", .function(5)), ("\u{1B}[17~", .function(6)),
        ("\u{1B}[21~", .function(10)), ("\u{1B}[24~", .function(12)), ("\u{1B}[1;2P", .function(1)),
        ("\u{1B}OA", .up), ("\u{1B}OD", .left), ("\u{1B}OH", .home), ("\u{1B}OF", .end), ("\u{1B}OM", .enter),
        ("\u{1B}OP", .function(1)), ("\u{1B}OS", .function(4)),
    ] as [(String, Key)])
    func passedThroughEscapeSequences(sequence: String, key: Key) {
        var decoder = InputDecoder()
        #expect(decode(sequence, decoder: &decoder) == [.key(key)])
        #expect(!decoder.isAwaitingMore)
    }

    @Test func unknownSequencesAreDroppedWhole() {
        #expect(decode("\u{1B}[99~a") == [.key(.character("a"))])
        #expect(decode("\u{1B}[<0;3;4Mb") == [.key(.character("b"))])  // SGR mouse report
        #expect(decode("\u{1B}[?1;2cc") == [.key(.character("c"))])  // device attributes reply
        #expect(decode("\u{1B}Ozd") == [.key(.character("d"))])
    }

    @Test func incompleteSequencesAreDroppedOnTimeoutOrInterruption() {
        #expect(decode("\u{1B}[12", then: [.timeout]) == [.tick])
        #expect(decode("\u{1B}[12\rx") == [.key(.enter), .key(.character("x"))])
        #expect(decode("\u{1B}[12", then: [.functionKey(CursesKey.down)]) == [.key(.down)])
        #expect(decode("\u{1B}[1\u{1B}[A") == [.key(.up)])
    }

    @Test func overlongSequencesAreSkippedToTheirFinalByte() {
        let long = "\u{1B}[" + String(repeating: "1;", count: 40) + "mk"
        var decoder = InputDecoder()
        #expect(decode(long, decoder: &decoder) == [.key(.character("k"))])
        #expect(!decoder.isAwaitingMore)
    }

    @Test func bracketedPasteIsOneEvent() {
        var decoder = InputDecoder()
        #expect(decode("\u{1B}[200~hello world", decoder: &decoder) == [])
        #expect(decoder.isInPaste)
        #expect(decode("\u{1B}[201~q", decoder: &decoder) == [.paste("hello world"), .key(.character("q"))])
        #expect(!decoder.isInPaste)
    }

    @Test func pasteKeepsEscapesAndNormalisesLineBreaks() {
        let events = decode("\u{1B}[200~line1\r\nline2\rline3\n\u{1B}[31mred\u{1B}\u{1B}[20x\u{1B}[201~")
        #expect(events == [.paste("line1\nline2\nline3\n\u{1B}[31mred\u{1B}\u{1B}[20x")])
    }

    @Test func pasteEndMarkerSplitAcrossReadsAndFalseStarts() {
        var decoder = InputDecoder()
        #expect(decode("\u{1B}[200~a\u{1B}[20", decoder: &decoder) == [])
        #expect(decode("1", decoder: &decoder) == [])
        #expect(decode("~", decoder: &decoder) == [.paste("a")])
        #expect(decode("\u{1B}[200~\u{1B}[2011~\u{1B}[201~") == [.paste("\u{1B}[2011~")])
    }

    @Test func pasteIgnoresKeysButKeepsEnterAndPassesResizes() {
        var decoder = InputDecoder()
        _ = decode("\u{1B}[200~a", decoder: &decoder)
        #expect(decoder.feed([.functionKey(CursesKey.up), .functionKey(CursesKey.enter),
                              .resize(Size(width: 9, height: 9))]) == [.resize(Size(width: 9, height: 9))])
        #expect(decode("b\u{1B}[201~", decoder: &decoder) == [.paste("a\nb")])
    }

    @Test func emptyPaste() {
        #expect(decode("\u{1B}[200~\u{1B}[201~") == [.paste("")])
    }

    @Test func pasteThatNeverEndsIsDeliveredAfterTimeouts() {
        var decoder = InputDecoder()
        decoder.pasteTimeoutLimit = 3
        _ = decode("\u{1B}[200~abc\u{1B}[2", decoder: &decoder)
        #expect(decoder.feed(.timeout) == [.tick])
        #expect(decoder.feed(.timeout) == [.tick])
        #expect(decoder.feed(.timeout) == [.paste("abc\u{1B}[2"), .tick])
        #expect(decode("x", decoder: &decoder) == [.key(.character("x"))])
    }

    @Test func pasteLengthIsBounded() {
        var decoder = InputDecoder()
        decoder.maxPasteLength = 4
        #expect(decode("\u{1B}[200~abcdefgh\u{1B}[201~", decoder: &decoder) == [.paste("abcd")])
    }
}

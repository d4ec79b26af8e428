import Testing
@testable import FlashzillaTUI

/// Everything that enters a field is sanitised: newlines and tabs become
/// spaces in a single-line field, controls and escape sequences become
/// visible Control Pictures (never raw ESC), bidi overrides vanish.
struct TextFieldPasteTests {
    static let singleLine: [EditCase] = [
        EditCase("ab|cd", .paste("XY"), "abXY|cd", .changed),
        EditCase("|", .paste("one\ntwo"), "one two|", .changed),
        EditCase("|", .paste("a\tb"), "a b|", .changed),
        EditCase("|", .paste("a\r\nb\rc"), "a b c|", .changed),
        EditCase("|", .paste("line\n"), "line |", .changed),
        EditCase("|", .paste("a\u{2028}b\u{2029}c"), "a b c|", .changed),
        EditCase("x|", .paste("\u{1B}[31mred\u{1B}[0m"), "x␛[31mred␛[0m|", .changed),
        EditCase("|", .paste("\u{9B}2J"), "␛[2J|", .changed),
        EditCase("|", .paste("\u{0}\u{7}\u{7F}"), "␀␇␡|", .changed),
        EditCase("|", .paste("a\u{202E}cba\u{202C}z"), "acbaz|", .changed),
        EditCase("|", .paste("漢字 🎉 👩‍👩‍👧"), "漢字 🎉 👩‍👩‍👧|", .changed),
        EditCase("ab|", .paste(""), "ab|", .unchanged),
        EditCase("ab|", .paste("\u{202E}\u{2066}"), "ab|", .unchanged),
        EditCase("a|", .character("\u{7}"), "a␇|", .changed),
    ]

    @Test(arguments: singleLine) func singleLinePaste(_ edit: EditCase) {
        edit.check()
    }

    static let multiLine: [EditCase] = [
        EditCase("|", .paste("one\ntwo"), "one\ntwo|", .changed, multiline: true),
        EditCase("|", .paste("a\r\nb\rc"), "a\nb\nc|", .changed, multiline: true),
        EditCase("|", .paste("a\tb\n"), "a b\n|", .changed, multiline: true),
        EditCase("x|y", .paste("1\n2"), "x1\n2|y", .changed, multiline: true),
        EditCase("|", .paste("\u{1B}[2J\nok"), "␛[2J\nok|", .changed, multiline: true),
        EditCase("|", .paste("漢\n🎉"), "漢\n🎉|", .changed, multiline: true),
    ]

    @Test(arguments: multiLine) func multiLinePaste(_ edit: EditCase) {
        edit.check()
    }

    /// A paste never leaves a raw control character in the text.
    @Test func pastedTextNeverHoldsControls() {
        var hostile = ""
        for v in UInt32(0)...0x9F where v < 0x20 || v >= 0x7F { hostile.unicodeScalars.append(Unicode.Scalar(v)!) }
        for multiline in [false, true] {
            var subject = TextField(multiline: multiline)
            #expect(subject.handle(.paste(hostile)) == .changed)
            let allowed: (Unicode.Scalar) -> Bool = { multiline && $0 == "\n" }
            #expect(!subject.text.unicodeScalars.contains { DisplayWidth.isControl($0) && !allowed($0) })
            #expect(subject.text.contains("␛"))
        }
    }

    @Test func initSanitisesTheSameWay() {
        #expect(TextField(text: "a\nb\tc\u{1B}").text == "a b c␛")
        #expect(TextField(text: "a\r\nb\tc\u{1B}", multiline: true).text == "a\nb c␛")
        #expect(TextField.sanitize("a\nb", multiline: false) == "a b")
        #expect(TextField.sanitize("a\nb", multiline: true) == "a\nb")
    }
}

/// `maxLength` counts graphemes and refuses whole insertions past it.
struct TextFieldMaxLengthTests {
    @Test func typingStopsAtTheLimit() {
        var subject = field("abc|", maxLength: 4)
        #expect(subject.handle(.key(.character("d"))) == .changed)
        let full = subject
        #expect(subject.handle(.key(.character("e"))) == .rejected)
        #expect(subject == full)
        #expect(subject.handle(.key(.backspace)) == .changed)
        #expect(subject.handle(.key(.character("e"))) == .changed)
        #expect(picture(subject) == "abce|")
    }

    @Test func aPasteThatDoesNotFitIsRefusedWhole() {
        var subject = field("ab|", maxLength: 5)
        let before = subject
        #expect(subject.handle(.paste("cdef")) == .rejected)
        #expect(subject == before)
        #expect(subject.handle(.paste("cde")) == .changed)
        #expect(picture(subject) == "abcde|")
    }

    @Test func theLimitCountsGraphemesNotScalars() {
        var subject = field("|", maxLength: 3)
        #expect(subject.handle(.paste("👩‍👩‍👧👍🏽🇯🇵")) == .changed)
        #expect(subject.count == 3)
        #expect(subject.handle(.key(.character("x"))) == .rejected)
        // A combining mark merges into the last grapheme: no growth, allowed.
        var accents = field("abe|", maxLength: 3)
        #expect(accents.handle(.key(.character("\u{301}"))) == .changed)
        #expect(accents.text == "abe\u{301}")
    }

    @Test func multiLineNewlinesCountAndAreRefusedWhenFull() {
        var subject = field("ab|", multiline: true, maxLength: 2)
        #expect(subject.handle(.key(.ctrl("n"))) == .rejected)
        #expect(subject.text == "ab")
    }

    /// Text longer than the limit (an old card) is kept whole: it may be
    /// shortened but not lengthened.
    @Test func longerInitialTextIsKept() {
        var subject = TextField(text: "abcdef", maxLength: 3)
        #expect(subject.text == "abcdef")
        #expect(subject.handle(.key(.character("x"))) == .rejected)
        #expect(subject.handle(.key(.backspace)) == .changed)
        #expect(subject.text == "abcde")
        #expect(subject.handle(.key(.left)) == .moved)
    }

    @Test func defaultLimitIsTenThousandGraphemes() {
        #expect(TextField.defaultMaxLength == 10_000)
        var subject = TextField(text: String(repeating: "é", count: 9_999))
        #expect(subject.maxLength == 10_000)
        #expect(subject.handle(.key(.character("漢"))) == .changed)
        #expect(subject.handle(.key(.character("a"))) == .rejected)
        #expect(TextField().maxLength == 10_000)
        var empty = TextField()
        #expect(empty.handle(.paste(String(repeating: "a", count: 10_001))) == .rejected)
        #expect(empty.isEmpty)
    }

    @Test func negativeLimitMeansNothingCanBeInserted() {
        var subject = TextField(maxLength: -1)
        #expect(subject.maxLength == 0)
        #expect(subject.handle(.key(.character("a"))) == .rejected)
    }
}

import Testing
@testable import FlashzillaTUI

/// Multi-line fields: Ctrl-N (or Alt-Enter as `.alt("\r")`) makes a new
/// line, Enter stays with the form, ↑/↓ move between lines keeping the
/// display column, line keys act on the cursor's line.
struct TextFieldMultilineTests {
    static let cases: [EditCase] = [
        // New lines.
        EditCase("ab|cd", .ctrl("n"), "ab\n|cd", .changed, multiline: true),
        EditCase("ab|", .alt("\r"), "ab\n|", .changed, multiline: true),
        EditCase("ab|", .alt("\n"), "ab\n|", .changed, multiline: true),
        EditCase("ab|", .enter, "ab|", .unhandled, multiline: true),
        EditCase("ab|", .tab, "ab|", .unhandled, multiline: true),
        EditCase("ab|", .escape, "ab|", .unhandled, multiline: true),
        EditCase("ab|", .pageDown, "ab|", .unhandled, multiline: true),
        // Line keys act on the cursor's line.
        EditCase("one\ntw|o\nthree", .home, "one\n|two\nthree", .moved, multiline: true),
        EditCase("one\ntw|o\nthree", .ctrl("a"), "one\n|two\nthree", .moved, multiline: true),
        EditCase("one\ntw|o\nthree", .end, "one\ntwo|\nthree", .moved, multiline: true),
        EditCase("one\ntw|o\nthree", .ctrl("e"), "one\ntwo|\nthree", .moved, multiline: true),
        EditCase("one\n|two", .home, "one\n|two", .unchanged, multiline: true),
        EditCase("one\ntw|o\nthree", .ctrl("k"), "one\ntw|\nthree", .changed, multiline: true),
        EditCase("one\ntwo|\nthree", .ctrl("k"), "one\ntwo|three", .changed, multiline: true),
        EditCase("one\ntwo\nthree|", .ctrl("k"), "one\ntwo\nthree|", .unchanged, multiline: true),
        EditCase("one\ntw|o\nthree", .ctrl("u"), "one\n|o\nthree", .changed, multiline: true),
        EditCase("one\n|two", .ctrl("u"), "one\n|two", .unchanged, multiline: true),
        // Line breaks are graphemes like any other for ←/→ and deletion.
        EditCase("one\n|two", .backspace, "one|two", .changed, multiline: true),
        EditCase("one|\ntwo", .delete, "one|two", .changed, multiline: true),
        EditCase("one\n|two", .left, "one|\ntwo", .moved, multiline: true),
        EditCase("one|\ntwo", .right, "one\n|two", .moved, multiline: true),
        // Words end at line breaks, and Ctrl-W crosses them like spaces.
        EditCase("one\n|two", .ctrl("w"), "|two", .changed, multiline: true),
        EditCase("one|\ntwo", .alt("f"), "one\ntwo|", .moved, multiline: true),
        EditCase("one\n|two", .alt("b"), "|one\ntwo", .moved, multiline: true),
        // ↑/↓ keep the column, or go to the end of a shorter line.
        EditCase("abcd|ef\nxyz", .down, "abcdef\nxyz|", .moved, multiline: true),
        EditCase("abcdef\nx|yz", .up, "a|bcdef\nxyz", .moved, multiline: true),
        EditCase("ab\n|cd", .up, "|ab\ncd", .moved, multiline: true),
        EditCase("ab|\n\ncd", .down, "ab\n|\ncd", .moved, multiline: true),
        // Columns are display columns: 漢 and 字 are two cells each, and a
        // column inside a wide glyph lands before it.
        EditCase("漢字|x\nabcde", .down, "漢字x\nabcd|e", .moved, multiline: true),
        EditCase("漢字x\nabc|de", .up, "漢|字x\nabcde", .moved, multiline: true),
        EditCase("abcd|\n🎉🎉🎉", .down, "abcd\n🎉🎉|🎉", .moved, multiline: true),
        // Past the first/last line ↑/↓ belong to the form.
        EditCase("ab|c\ndef", .up, "ab|c\ndef", .unhandled, multiline: true),
        EditCase("abc\nd|ef", .down, "abc\nd|ef", .unhandled, multiline: true),
        EditCase("a|bc", .up, "a|bc", .unhandled, multiline: true),
        EditCase("|", .down, "|", .unhandled, multiline: true),
    ]

    @Test(arguments: cases) func multilineKey(_ edit: EditCase) {
        edit.check()
    }

    /// Moving through a short line and on keeps the original column.
    @Test func goalColumnSurvivesAShortLine() {
        var subject = field("abcde|f\nab\nabcdefgh", multiline: true)
        #expect(subject.handle(.key(.down)) == .moved)
        #expect(picture(subject) == "abcdef\nab|\nabcdefgh")
        #expect(subject.handle(.key(.down)) == .moved)
        #expect(picture(subject) == "abcdef\nab\nabcde|fgh")
        #expect(subject.handle(.key(.up)) == .moved)
        #expect(subject.handle(.key(.up)) == .moved)
        #expect(picture(subject) == "abcde|f\nab\nabcdefgh")
    }

    /// Any other key starts afresh from the cursor's own column.
    @Test func horizontalMoveResetsTheGoalColumn() {
        var subject = field("abcde|f\nab\nabcdefgh", multiline: true)
        _ = subject.handle(.key(.down))
        #expect(subject.handle(.key(.left)) == .moved)
        #expect(subject.handle(.key(.down)) == .moved)
        #expect(picture(subject) == "abcdef\nab\na|bcdefgh")
        // An unhandled key leaves the goal alone.
        var kept = field("abcde|f\nab\nabcdefgh", multiline: true)
        _ = kept.handle(.key(.down))
        #expect(kept.handle(.key(.enter)) == .unhandled)
        _ = kept.handle(.key(.down))
        #expect(picture(kept) == "abcdef\nab\nabcde|fgh")
    }

    @Test func typingAParagraph() {
        var subject = TextField(multiline: true)
        for key: Key in [.character("h"), .character("i"), .ctrl("n"), .character("y"), .character("o")] {
            #expect(subject.handle(.key(key)) == .changed)
        }
        #expect(subject.text == "hi\nyo")
        #expect(subject.handle(.key(.up)) == .moved)
        #expect(subject.handle(.key(.character("!"))) == .changed)
        #expect(picture(subject) == "hi!|\nyo")
    }
}

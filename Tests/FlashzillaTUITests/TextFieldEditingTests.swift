import Testing
@testable import FlashzillaTUI

/// Every editing key with the cursor at the start, in the middle and at the
/// end of "abc def" (single-line).
struct TextFieldEditingTests {
    static let keyCases: [EditCase] = [
        // Printable characters insert at the cursor.
        EditCase("|abc def", .character("x"), "x|abc def", .changed),
        EditCase("abc d|ef", .character("x"), "abc dx|ef", .changed),
        EditCase("abc def|", .character("x"), "abc defx|", .changed),
        EditCase("abc|", .character(" "), "abc |", .changed),
        // ← / →
        EditCase("|abc def", .left, "|abc def", .unchanged),
        EditCase("abc d|ef", .left, "abc |def", .moved),
        EditCase("abc def|", .left, "abc de|f", .moved),
        EditCase("|abc def", .right, "a|bc def", .moved),
        EditCase("abc d|ef", .right, "abc de|f", .moved),
        EditCase("abc def|", .right, "abc def|", .unchanged),
        // Home / Ctrl-A
        EditCase("|abc def", .home, "|abc def", .unchanged),
        EditCase("abc d|ef", .home, "|abc def", .moved),
        EditCase("abc def|", .home, "|abc def", .moved),
        EditCase("|abc def", .ctrl("a"), "|abc def", .unchanged),
        EditCase("abc d|ef", .ctrl("a"), "|abc def", .moved),
        EditCase("abc def|", .ctrl("a"), "|abc def", .moved),
        // End / Ctrl-E
        EditCase("|abc def", .end, "abc def|", .moved),
        EditCase("abc d|ef", .end, "abc def|", .moved),
        EditCase("abc def|", .end, "abc def|", .unchanged),
        EditCase("|abc def", .ctrl("e"), "abc def|", .moved),
        EditCase("abc d|ef", .ctrl("e"), "abc def|", .moved),
        EditCase("abc def|", .ctrl("e"), "abc def|", .unchanged),
        // Backspace / Delete
        EditCase("|abc def", .backspace, "|abc def", .unchanged),
        EditCase("abc d|ef", .backspace, "abc |ef", .changed),
        EditCase("abc def|", .backspace, "abc de|", .changed),
        EditCase("|abc def", .delete, "|bc def", .changed),
        EditCase("abc d|ef", .delete, "abc d|f", .changed),
        EditCase("abc def|", .delete, "abc def|", .unchanged),
        // Ctrl-K kills to the end, Ctrl-U to the start.
        EditCase("|abc def", .ctrl("k"), "|", .changed),
        EditCase("abc d|ef", .ctrl("k"), "abc d|", .changed),
        EditCase("abc def|", .ctrl("k"), "abc def|", .unchanged),
        EditCase("|abc def", .ctrl("u"), "|abc def", .unchanged),
        EditCase("abc d|ef", .ctrl("u"), "|ef", .changed),
        EditCase("abc def|", .ctrl("u"), "|", .changed),
        // Ctrl-W deletes the word (or part of it) before the cursor.
        EditCase("|abc def", .ctrl("w"), "|abc def", .unchanged),
        EditCase("abc d|ef", .ctrl("w"), "abc |ef", .changed),
        EditCase("abc def|", .ctrl("w"), "abc |", .changed),
        EditCase("abc |def", .ctrl("w"), "|def", .changed),
        EditCase("one  two  |", .ctrl("w"), "one  |", .changed),
        EditCase("   |x", .ctrl("w"), "|x", .changed),
        EditCase("path/to/file.txt|", .ctrl("w"), "|", .changed),
        // Alt-b / Alt-f jump by words.
        EditCase("|abc def", .alt("b"), "|abc def", .unchanged),
        EditCase("abc d|ef", .alt("b"), "abc |def", .moved),
        EditCase("abc def|", .alt("b"), "abc |def", .moved),
        EditCase("abc |def", .alt("b"), "|abc def", .moved),
        EditCase("|abc def", .alt("f"), "abc| def", .moved),
        EditCase("abc d|ef", .alt("f"), "abc def|", .moved),
        EditCase("abc def|", .alt("f"), "abc def|", .unchanged),
        EditCase("abc| def", .alt("f"), "abc def|", .moved),
        EditCase("|  one two", .alt("f"), "  one| two", .moved),
        EditCase("abc def|", .alt("B"), "abc |def", .moved),
        EditCase("|abc def", .alt("F"), "abc| def", .moved),
    ]

    @Test(arguments: keyCases) func editingKey(_ edit: EditCase) {
        edit.check()
    }

    /// Keys that belong to the form: the field reports `.unhandled` and stays
    /// exactly as it was, wherever the cursor is.
    static let formKeys: [Key] = [
        .enter, .tab, .backTab, .escape, .up, .down, .pageUp, .pageDown, .insert,
        .function(1), .function(12), .ctrl("c"), .ctrl("n"), .ctrl("q"), .ctrl("@"), .alt("x"), .alt("\r"),
    ]

    @Test(arguments: formKeys) func formKeysAreUnhandledInASingleLineField(_ key: Key) {
        for picture in ["|abc def", "abc d|ef", "abc def|", "|"] {
            EditCase(picture, key, picture, .unhandled).check()
        }
    }

    @Test func nonKeyEventsAreUnhandled() {
        let events: [InputEvent] = [
            .mouse(MouseEvent(kind: .click, button: .left, position: .zero)),
            .resize(Size(width: 80, height: 24)), .focusGained, .focusLost, .tick,
        ]
        for event in events {
            EditCase("ab|c", event, "ab|c", .unhandled).check()
        }
    }

    @Test func emptyFieldEditing() {
        EditCase("|", .backspace, "|", .unchanged).check()
        EditCase("|", .delete, "|", .unchanged).check()
        EditCase("|", .ctrl("w"), "|", .unchanged).check()
        EditCase("|", .left, "|", .unchanged).check()
        EditCase("|", .alt("f"), "|", .unchanged).check()
        EditCase("|", .character("é"), "é|", .changed).check()
    }

    @Test func typingAWordThenEditingIt() {
        var subject = TextField()
        for c in "hola" { #expect(subject.handle(.key(.character(c))) == .changed) }
        #expect(picture(subject) == "hola|")
        #expect(subject.handle(.key(.home)) == .moved)
        #expect(subject.handle(.key(.character("¡"))) == .changed)
        #expect(subject.handle(.key(.end)) == .moved)
        #expect(subject.handle(.key(.character("!"))) == .changed)
        #expect(picture(subject) == "¡hola!|")
        #expect(!subject.isEmpty && subject.count == 6)
    }

    @Test func initPutsTheCursorAtTheEndAndMoveCursorClamps() {
        var subject = TextField(text: "abc", placeholder: "Front")
        #expect(subject.cursor == 3 && subject.placeholder == "Front" && !subject.multiline)
        subject.moveCursor(to: -5)
        #expect(subject.cursor == 0)
        subject.moveCursor(to: 99)
        #expect(subject.cursor == 3)
        #expect(TextField().isEmpty && TextField().cursor == 0)
    }

    @Test func isHandledIsFalseOnlyForUnhandled() {
        #expect(TextFieldResult.changed.isHandled)
        #expect(TextFieldResult.moved.isHandled)
        #expect(TextFieldResult.unchanged.isHandled)
        #expect(TextFieldResult.rejected.isHandled)
        #expect(!TextFieldResult.unhandled.isHandled)
    }
}

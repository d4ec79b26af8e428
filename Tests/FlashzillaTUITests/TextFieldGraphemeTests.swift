import Testing
@testable import FlashzillaTUI

/// The cursor steps over whole graphemes: combining sequences, ZWJ emoji,
/// flags, skin tones and wide CJK characters are one step and one delete.
struct TextFieldGraphemeTests {
    static let decomposedE = "e\u{301}"  // "é" as e + COMBINING ACUTE ACCENT
    static let family = "👩‍👩‍👧"  // four scalars joined by ZWJ
    static let thumbs = "👍🏽"  // emoji + skin tone modifier
    static let flags = "🇯🇵🇫🇷"

    static let cases: [EditCase] = [
        EditCase("caf\(decomposedE)|", .backspace, "caf|", .changed),
        EditCase("caf|\(decomposedE)", .delete, "caf|", .changed),
        EditCase("caf|\(decomposedE)", .right, "caf\(decomposedE)|", .moved),
        EditCase("caf\(decomposedE)|", .left, "caf|\(decomposedE)", .moved),
        EditCase("a\(family)|", .backspace, "a|", .changed),
        EditCase("|\(family)b", .delete, "|b", .changed),
        EditCase("|\(family)b", .right, "\(family)|b", .moved),
        EditCase("\(thumbs)|", .backspace, "|", .changed),
        EditCase("🇯🇵|🇫🇷", .backspace, "|🇫🇷", .changed),
        EditCase("\(flags)|", .left, "🇯🇵|🇫🇷", .moved),
        EditCase("漢字|", .backspace, "漢|", .changed),
        EditCase("|漢字", .delete, "|字", .changed),
        EditCase("漢|字", .ctrl("w"), "|字", .changed),
        EditCase("x 漢字🎉|", .ctrl("w"), "x |", .changed),
        EditCase("|漢字 🎉", .alt("f"), "漢字| 🎉", .moved),
        EditCase("ab|", .character("漢"), "ab漢|", .changed),
        EditCase("a|b", .character("🎉"), "a🎉|b", .changed),
        EditCase("|", InputEvent.paste(family + thumbs), "\(family)\(thumbs)|", .changed),
    ]

    @Test(arguments: cases) func graphemeEditing(_ edit: EditCase) {
        edit.check()
    }

    @Test func graphemeCountsAreCharacters() {
        let subject = TextField(text: "caf\(Self.decomposedE) \(Self.family) \(Self.flags) 漢")
        #expect(subject.count == 11)
        #expect(subject.cursor == 11)
    }

    /// A combining accent typed after "e" joins it: the text gains no
    /// grapheme and the cursor stays just after the combined "é".
    @Test func typedCombiningMarkMergesWithThePreviousGrapheme() {
        var subject = field("ne|t")
        #expect(subject.handle(.key(.character("\u{301}"))) == .changed)
        #expect(subject.text == "n\(Self.decomposedE)t")
        #expect(subject.count == 3 && subject.cursor == 2)
        #expect(subject.handle(.key(.backspace)) == .changed)
        #expect(picture(subject) == "n|t")
    }

    /// Deleting what separated two regional indicators makes them one flag;
    /// the cursor stays a valid grapheme index.
    @Test func deletionThatMergesNeighboursKeepsTheCursorValid() {
        var subject = field("🇯x|🇵")
        #expect(subject.handle(.key(.backspace)) == .changed)
        #expect(subject.text == "🇯🇵" && subject.count == 1)
        #expect(subject.cursor <= subject.count)
    }
}

import Testing
@testable import FlashzillaCore

/// Cloze text parsed as Anki parses it (the same texts go through Anki's own backend in
/// ClozeAnkiTests): deletions, hints, nesting, numbers, and the texts that make no cards.
@Suite struct ClozeTextTests {
    func question(_ text: String, _ number: Int) -> String { ClozeText(text).question(for: number).map(\.text).joined() }
    func answer(_ text: String, _ number: Int) -> String { ClozeText(text).answer(for: number).map(\.text).joined() }

    @Test func theIssuesExample() {
        let text = ClozeText("{{c1::Paris}} is the capital of {{c2::France::country}}")
        #expect(text.cardNumbers == [1, 2])
        #expect(text.problem == nil)
        #expect(text.question(for: 1) == [ClozeRun("[…]", marked: true), ClozeRun(" is the capital of France")])
        #expect(text.question(for: 2) == [ClozeRun("Paris is the capital of "), ClozeRun("[country]", marked: true)])
        #expect(text.answer(for: 1) == [ClozeRun("Paris", marked: true), ClozeRun(" is the capital of France")])
        #expect(text.answer(for: 2) == [ClozeRun("Paris is the capital of "), ClozeRun("France", marked: true)])
        #expect(text.hiddenWords(for: 2) == ["France"])
        #expect(text.spokenAnswer(for: 1) == "Paris is the capital of France; hidden: Paris")
    }

    @Test func noDeletionMakesNoCards() {
        for text in ["no deletion", "", "{{c1:x}}", "{{c::x}}", "{{C1::upper}}", "{c1::x}", "{{c1x::y}}", "}}"] {
            #expect(ClozeText(text).cardNumbers == [], "\(text)")
            #expect(ClozeText(text).problem == .noDeletion, "\(text)")
        }
        // Text that only looks like a deletion stays as written.
        #expect(ClozeText("{{c1:x}} {{c2::ok}}").nodes.first == .text("{{c1:x}} "))
    }

    @Test func unmatchedBraces() {
        // A stray `}}` is text; a deletion never closed is dropped with what it holds (as
        // Anki renders it), and refused as a problem.
        #expect(answer("{{c1::a}} }} b", 1) == "a }} b")
        let unclosed = ClozeText("{{c1::a}} }} {{c2::b")
        #expect(unclosed.unclosed == [13])
        #expect(unclosed.problem == .unclosed(at: 13))
        #expect(unclosed.cardNumbers == [1])
        #expect(answer("{{c1::a}} }} {{c2::b", 1) == "a }} ")
        // The inner deletion of an unclosed one is dropped with it.
        #expect(ClozeText("{{c1::a {{c2::b}}").cardNumbers == [])
        #expect(ClozeText("{{c1::a {{c2::b}}").problem == .unclosed(at: 0))
        #expect(ClozeProblem.unclosed(at: 13).description.contains("character 14"))
    }

    @Test func hintsSplitAtTheFirstDoubleColon() {
        #expect(question("{{c1::a::b::c}}", 1) == "[b::c]")
        #expect(answer("{{c1::a::b::c}}", 1) == "a")
        // An empty hint is a hint: `[]`, as Anki shows it.
        #expect(question("{{c1::x::}}", 1) == "[]")
        // After a nested deletion, the last text's hint wins; text after a hint is dropped.
        #expect(question("{{c1::a::h1 {{c2::b}} c::h2}}", 1) == "[h2]")
        #expect(answer("{{c1::a::h1 {{c2::b}} c::h2}}", 1) == "ab c")
        // Outside a deletion `::` is text.
        #expect(question("{{c1::x}}::y", 1) == "[…]::y")
    }

    @Test func nestedDeletions() {
        let text = "{{c1::outer {{c2::inner}} end}}"
        #expect(ClozeText(text).cardNumbers == [1, 2])
        #expect(question(text, 1) == "[…]")
        #expect(answer(text, 1) == "outer inner end")
        #expect(question(text, 2) == "outer […] end")
        #expect(ClozeText(text).answer(for: 2) == [ClozeRun("outer "), ClozeRun("inner", marked: true), ClozeRun(" end")])
        #expect(ClozeText(text).hiddenWords(for: 1) == ["outer inner end"])
        // The same number inside itself is one hidden stretch.
        #expect(ClozeText("{{c1::a {{c1::b}}}}").hiddenWords(for: 1) == ["a b"])
        #expect(ClozeText("{{c1::a {{c1::b}}}}").answer(for: 1) == [ClozeRun("a b", marked: true)])
        // Three deep, numbers mixed.
        let deep = "{{c2::b::}} {{c1::x {{c3::y {{c1::z}}}}}}"
        #expect(ClozeText(deep).cardNumbers == [1, 2, 3])
        #expect(question(deep, 1) == "b […]")
        #expect(question(deep, 2) == "[] x y z")
        #expect(question(deep, 3) == "b x […]")
        #expect(ClozeText(deep).hiddenWords(for: 3) == ["y z"])
    }

    @Test func numbersWithGapsZeroAndLimits() {
        let gaps = ClozeText("x {{c3::gap}} {{c5::five}}")
        #expect(gaps.cardNumbers == [3, 5])
        #expect(question("x {{c3::gap}} {{c5::five}}", 5) == "x gap […]")
        // c0 is a deletion (shown as text on other cards) that makes no card.
        #expect(ClozeText("{{c0::zero}} {{c1::one}}").cardNumbers == [1])
        #expect(question("{{c0::zero}} {{c1::one}}", 1) == "zero […]")
        #expect(ClozeText("{{c0::zero}}").problem == .noDeletion)
        // Leading zeros; 65535 is Anki's highest, above it the text stays as written.
        #expect(ClozeText("{{c01::lead}}").cardNumbers == [1])
        #expect(ClozeText("{{c65535::max}}").cardNumbers == [65_535])
        #expect(ClozeText("{{c65535::max}}").problem == .tooHigh(65_535))
        #expect(ClozeText("{{c70000::big}} {{c1::one}}").cardNumbers == [1])
        #expect(question("{{c70000::big}} {{c1::one}}", 1) == "{{c70000::big}} […]")
        #expect(ClozeText("{{c99999999999999999999999::x}}").cardNumbers == [])
        #expect(ClozeText("{{c500::x}}").problem == nil)
    }

    @Test func emptyDeletionsAndOtherScripts() {
        #expect(ClozeText("{{c1::}} {{c2::two}}").cardNumbers == [1, 2])
        #expect(question("{{c1::}} {{c2::two}}", 2) == " […]")
        #expect(question("漢{{c12::字::ヒント}}🎉", 12) == "漢[ヒント]🎉")
        #expect(answer("e\u{301}{{c1::é}}", 1) == "e\u{301}é")
        #expect(answer("{{c1::a\nb}}", 1) == "a\nb")
    }
}

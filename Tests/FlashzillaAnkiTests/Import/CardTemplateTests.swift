import Testing
@testable import FlashzillaAnki

/// Anki's template language, rendered for one card: fields, sections, filters, FrontSide.
@Suite struct CardTemplateTests {
    func render(_ template: String, _ fields: [String: String], cloze: Int = 1, answerTo front: String? = nil) -> String {
        let side: TemplateRenderer.Side = front.map { .answer(frontSide: $0) } ?? .question
        return TemplateRenderer(fields: fields, clozeNumber: cloze, side: side).render(CardTemplate(template))
    }

    @Test func fieldsAreReplacedAndUnknownOnesAreEmpty() {
        #expect(render("{{Front}} / {{ Back }} / {{Nope}}", ["Front": "a", "Back": "b"]) == "a / b / ")
        #expect(render("{{front}}", ["Front": "a"]) == "a")  // another case still finds it
        #expect(render("no fields {{ at all", [:]) == "no fields {{ at all")
    }

    @Test func sectionsShowOnFilledOrEmptyFields() {
        let template = "{{#Notes}}N: {{Notes}}{{/Notes}}{{^Notes}}none{{/Notes}}"
        #expect(render(template, ["Notes": "x"]) == "N: x")
        #expect(render(template, ["Notes": ""]) == "none")
        #expect(render(template, ["Notes": " <br> <div></div>\u{200B}"]) == "none")  // Anki's idea of empty
        #expect(render(template, [:]) == "none")
        #expect(render("{{#A}}a{{#B}}b{{/B}}{{/A}}", ["A": "1", "B": "1"]) == "ab")
        #expect(render("{{#A}}a{{#B}}b{{/B}}{{/A}}", ["A": "1"]) == "a")
        #expect(render("{{#A}}never closed", ["A": "1"]) == "never closed")
        #expect(render("{{#c2}}two{{/c2}}", [:], cloze: 2) == "two")
        #expect(render("{{#c2}}two{{/c2}}", [:], cloze: 1) == "")
    }

    @Test func frontSideIsTheQuestionOnTheAnswer() {
        #expect(render("{{FrontSide}}<hr id=answer>{{Back}}", ["Back": "b"], answerTo: "Q") == "Q<hr id=answer>b")
        #expect(render("{{FrontSide}}", [:]) == "")
    }

    @Test func theAnswerPartLeavesOutTheRepeatedFront() {
        let answer = { (template: String) in
            TemplateRenderer(fields: ["Back": "b"], clozeNumber: 1, side: .answer(frontSide: "Q")).render(CardTemplate(template).answerPart)
        }
        #expect(answer("{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}") == "\n\nb")
        #expect(answer("{{FrontSide}}<HR ID=\"answer\" />{{Back}}") == "b")
        #expect(answer(" {{FrontSide}}<br>{{Back}}") == "<br>b")
        #expect(answer("{{Back}}<br>{{FrontSide}}") == "b<br>Q")
    }

    @Test func filters() {
        #expect(render("{{text:F}}", ["F": "<b>bold</b> &amp; more"]) == "bold &amp; more")
        #expect(render("{{furigana:R}}", ["R": "日本語[にほんご]です"]) == "<ruby><rb>日本語</rb><rt>にほんご</rt></ruby>です")
        #expect(render("{{kana:R}}", ["R": "今日[きょう]は 天気[てんき]"]) == "きょうはてんき")
        #expect(render("{{kanji:R}}", ["R": "今日[きょう]は 天気[てんき]"]) == "今日は天気")
        #expect(render("{{kanji:R}}", ["R": "x[sound:a.mp3]"]) == "x[sound:a.mp3]")
        #expect(render("{{hint:F}}|{{tts en_US:F}}|{{some-addon:F}}", ["F": "f"]) == "f||f")
    }

    @Test func typeInTheAnswer() {
        #expect(render("{{Front}} {{type:Back}}", ["Front": "q", "Back": "a"]) == "q ")
        #expect(render("{{type:Back}}", ["Back": "a"], answerTo: "q") == "a")
        #expect(render("{{type:cloze:Text}}", ["Text": "{{c1::x}} {{c2::y}}"], cloze: 2, answerTo: "q") == "y")
    }

    @Test func clozeFilters() {
        let text = ["Text": "{{c1::Madrid}} is in {{c2::Spain::country}}"]
        #expect(render("{{cloze:Text}}", text, cloze: 1) == "[...] is in Spain")
        #expect(render("{{cloze:Text}}", text, cloze: 2) == "Madrid is in [country]")
        #expect(render("{{cloze:Text}}", text, cloze: 2, answerTo: "") == "Madrid is in Spain")
        #expect(render("{{cloze:Text}}", text, cloze: 3) == "")  // no such deletion: a blank card
        #expect(render("{{cloze-only:Text}}", text, cloze: 1) == "Madrid")
    }

    @Test func furiganaEdges() {
        #expect(FieldFilters.furigana("no brackets", .kana) == "no brackets")
        #expect(FieldFilters.furigana("<b>語</b>[ご]", .kana) == "<b>語</b>[ご]")  // a tag just before: no base
        #expect(FieldFilters.furigana("a []", .kana) == "a []")
        #expect(FieldFilters.furigana(" 猫[ねこ]", .kanji) == "猫")
    }
}

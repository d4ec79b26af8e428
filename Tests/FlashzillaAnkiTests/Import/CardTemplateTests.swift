import Testing
@testable import FlashzillaAnki

/// Anki's template language, rendered for one card: fields, sections, filters, FrontSide.
@Suite struct CardTemplateTests {
    func render(_ template: String, _ fields: [String: String], cloze: Int = 1, answerTo front: String? = nil) throws -> String {
        let side: TemplateRenderer.Side = front.map { .answer(frontSide: $0) } ?? .question
        return TemplateRenderer(fields: fields, clozeNumber: cloze, side: side).render(try CardTemplate(template))
    }

    @Test func fieldsAreReplacedAndUnknownOnesAreEmpty() throws {
        #expect(try render("{{Front}} / {{ Back }} / {{Nope}}", ["Front": "a", "Back": "b"]) == "a / b / ")
        #expect(try render("{{front}}", ["Front": "a"]) == "a")  // another case still finds it
        #expect(try render("{{\tFront\u{00A0}}}|{{\u{3000}#Front }}b{{/\tFront}}", ["Front": "a"]) == "a|b")  // tabs, Unicode spaces
        #expect(try render("no fields {{ at all", [:]) == "no fields {{ at all")
    }

    @Test func sectionsShowOnFilledOrEmptyFields() throws {
        let template = "{{#Notes}}N: {{Notes}}{{/Notes}}{{^Notes}}none{{/Notes}}"
        #expect(try render(template, ["Notes": "x"]) == "N: x")
        #expect(try render(template, ["Notes": ""]) == "none")
        #expect(try render(template, ["Notes": " <br> <div></div>\u{200B}"]) == "none")  // Anki's idea of empty
        #expect(try render(template, [:]) == "none")
        #expect(try render("{{#A}}a{{#B}}b{{/B}}{{/A}}", ["A": "1", "B": "1"]) == "ab")
        #expect(try render("{{#A}}a{{#B}}b{{/B}}{{/A}}", ["A": "1"]) == "a")
        #expect(try render("{{#A}}never closed", ["A": "1"]) == "never closed")
        #expect(try render("{{#c2}}two{{/c2}}", [:], cloze: 2) == "two")
        #expect(try render("{{#c2}}two{{/c2}}", [:], cloze: 1) == "")
    }

    @Test func frontSideIsTheQuestionOnTheAnswer() throws {
        #expect(try render("{{FrontSide}}<hr id=answer>{{Back}}", ["Back": "b"], answerTo: "Q") == "Q<hr id=answer>b")
        #expect(try render("{{FrontSide}}", [:]) == "")
    }

    @Test func theAnswerPartLeavesOutTheRepeatedFront() throws {
        let answer = { (template: String) in
            TemplateRenderer(fields: ["Back": "b"], clozeNumber: 1, side: .answer(frontSide: "Q")).render(try CardTemplate(template).answerPart)
        }
        #expect(try answer("{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}") == "\n\nb")
        #expect(try answer("{{FrontSide}}<HR ID=\"answer\" />{{Back}}") == "b")
        #expect(try answer(" {{FrontSide}}<br>{{Back}}") == "<br>b")
        #expect(try answer("{{Back}}<br>{{FrontSide}}") == "b<br>Q")
        #expect(try answer("{{FrontSide}}<hr><hR id='answer'>{{Back}}") == "b")  // the first line is no marker
        #expect(try answer("{{Back}}<h") == "b<h")
    }

    @Test func filters() throws {
        #expect(try render("{{text:F}}", ["F": "<b>bold</b> &amp; more"]) == "bold &amp; more")
        #expect(try render("{{furigana:R}}", ["R": "日本語[にほんご]です"]) == "<ruby><rb>日本語</rb><rt>にほんご</rt></ruby>です")
        #expect(try render("{{kana:R}}", ["R": "今日[きょう]は 天気[てんき]"]) == "きょうはてんき")
        #expect(try render("{{kanji:R}}", ["R": "今日[きょう]は 天気[てんき]"]) == "今日は天気")
        #expect(try render("{{kanji:R}}", ["R": "x[sound:a.mp3]"]) == "x[sound:a.mp3]")
        // A hint shows as Anki shows it before the tap: the field's name, its text hidden (issue 29).
        #expect(try render("{{hint:F}}|{{tts en_US:F}}|{{some-addon:F}}", ["F": "f"]) == "F||f")
        #expect(try render("[{{hint:F}}]", ["F": " "]) == "[ ]")
    }

    @Test func typeInTheAnswer() throws {
        #expect(try render("{{Front}} {{type:Back}}", ["Front": "q", "Back": "a"]) == "q ")
        #expect(try render("{{type:Back}}", ["Back": "a"], answerTo: "q") == "a")
        #expect(try render("{{type:cloze:Text}}", ["Text": "{{c1::x}} {{c2::y}}"], cloze: 2, answerTo: "q") == "y")
    }

    @Test func clozeFilters() throws {
        let text = ["Text": "{{c1::Madrid}} is in {{c2::Spain::country}}"]
        #expect(try render("{{cloze:Text}}", text, cloze: 1) == "[...] is in Spain")
        #expect(try render("{{cloze:Text}}", text, cloze: 2) == "Madrid is in [country]")
        #expect(try render("{{cloze:Text}}", text, cloze: 2, answerTo: "") == "Madrid is in Spain")
        #expect(try render("{{cloze:Text}}", text, cloze: 3) == "")  // no such deletion: a blank card
        #expect(try render("{{cloze-only:Text}}", text, cloze: 1) == "Madrid")
    }

    @Test func furiganaEdges() throws {
        #expect(FieldFilters.furigana("no brackets", .kana) == "no brackets")
        #expect(FieldFilters.furigana("<b>語</b>[ご]", .kana) == "<b>語</b>[ご]")  // a tag just before: no base
        #expect(FieldFilters.furigana("a []", .kana) == "a []")
        #expect(FieldFilters.furigana(" 猫[ねこ]", .kanji) == "猫")
    }
}

/// Sections nested past `CardTemplate.nestingLimit` are refused while parsing (40,000 deep
/// overflowed the stack), and a template's size costs it time in proportion.
@Suite struct CardTemplateNestingTests {
    static func nested(_ depth: Int, open: String = "#") -> String {
        String(repeating: "{{\(open)A}}", count: depth) + "x" + String(repeating: "{{/A}}", count: depth)
    }

    @Test func sectionsNestedUpToTheLimitRender() throws {
        let limit = CardTemplate.nestingLimit
        let render = { (template: String, fields: [String: String]) in
            TemplateRenderer(fields: fields, clozeNumber: 1, side: .question).render(try CardTemplate(template))
        }
        #expect(try render(Self.nested(limit), ["A": "1"]) == "x")
        #expect(try render(Self.nested(limit, open: "^"), [:]) == "x")
        // Side by side, not inside each other: no limit.
        #expect(try render(String(repeating: "{{#A}}a{{/A}}", count: 10 * limit), ["A": "1"]) == String(repeating: "a", count: 10 * limit))
    }

    @Test func sectionsNestedPastTheLimitAreRefused() {
        let limit = CardTemplate.nestingLimit
        #expect(throws: CardTemplate.TooDeeplyNested()) { try CardTemplate(Self.nested(limit + 1)) }
        #expect(throws: CardTemplate.TooDeeplyNested()) { try CardTemplate(Self.nested(limit + 1, open: "^")) }
        // Never closed, they are still nested.
        #expect(throws: CardTemplate.TooDeeplyNested()) { try CardTemplate(String(repeating: "{{#A}}", count: limit + 1)) }
        // Issue 31's package: its front overflowed the stack.
        #expect(throws: CardTemplate.TooDeeplyNested()) { try CardTemplate(Self.nested(40_000)) }
    }

    @Test func aTemplateOfAMegabyteParses() throws {
        let piece = "{{Front}} and {{#Back}}<b>{{text:Back}}</b>{{/Back}} "
        let template = try CardTemplate(String(repeating: piece, count: (1 << 20) / piece.utf8.count))
        #expect(template.nodes.count == 4 * ((1 << 20) / piece.utf8.count))
    }
}

import Testing
@testable import FlashzillaImport

/// Anki's HTML fields as plain card text.
@Suite struct HTMLTextTests {
    @Test func tagsGoAndLineBreakingElementsBreakLines() {
        #expect(HTMLText.plainText("Capital of <b>France</b>?") == "Capital of France?")
        #expect(HTMLText.plainText("one<br>two<BR/>three<br />four") == "one\ntwo\nthree\nfour")
        #expect(HTMLText.plainText("<div>a</div><div>b</div><p>c</p>") == "a\nb\nc")
        #expect(HTMLText.plainText("list:<ul><li>x</li><li>y</li></ul>") == "list:\nx\ny")
        #expect(HTMLText.plainText("a\n  b\tc") == "a b c")  // source white space is one space
    }

    /// A run of plain text stops at bytes that can sit inside a character (0xE2 begins the
    /// zero-width joiner and combining marks as well as U+2028): the character stays whole.
    @Test func charactersJoinedAcrossARunsEndStayWhole() {
        #expect(HTMLText.plainText("<b>x</b>👨\u{200D}👩 ok") == "x👨\u{200D}👩 ok")
        #expect(HTMLText.plainText("<i>ab</i>cd👩\u{200D}💻\u{200D}!") == "abcd👩\u{200D}💻\u{200D}!")
        #expect(HTMLText.plainText("<b>v</b>ec\u{20D7}tor") == "vec\u{20D7}tor")
        #expect(HTMLText.plainText("<b>a</b>b\u{2028}c") == "ab c")  // a source line break is a space
    }

    @Test func everyReferenceIsDecoded() {
        #expect(HTMLText.plainText("&amp; &lt;&gt; &quot;&apos; caf&eacute; &Eacute;") == "& <> \"' café É")
        #expect(HTMLText.plainText("a&nbsp;b") == "a b")
        #expect(HTMLText.plainText("&#233;&#xE9;&#X1F389;") == "éé🎉")
        #expect(HTMLText.plainText("&NotNestedGreaterGreater; &bigotimes; &frac34; &hellip;") == "\u{2AA2}\u{338} ⨂ ¾ …")
        #expect(HTMLText.plainText("&#0; &#xD800; &#x110000;") == "\u{FFFD} \u{FFFD} \u{FFFD}")
        #expect(HTMLText.plainText("AT&amp T &copy 2024") == "AT& T © 2024")  // legacy names need no ';'
        #expect(HTMLText.plainText("&bogus; & &#; &#xZZ;") == "&bogus; & &#; &#xZZ;")
        #expect(HTMLEntities.table.count == 2125)
    }

    @Test func imagesAndSoundsBecomeMarkers() {
        #expect(HTMLText.plainText("house<img src=\"casa.png\">") == "house[image: casa.png]")
        #expect(HTMLText.plainText("<img alt='x > y' src='a&amp;b.jpg' />") == "[image: a&b.jpg]")
        #expect(HTMLText.plainText("<IMG SRC=bare.gif>") == "[image: bare.gif]")
        #expect(HTMLText.plainText("Hear it[sound:danube.mp3]") == "Hear it[sound: danube.mp3]")
        #expect(HTMLText.plainText("[sound:a.mp3] plain, no markup") == "[sound: a.mp3] plain, no markup")
    }

    @Test func rubyReadingsFollowTheirBaseInBrackets() {
        #expect(HTMLText.plainText("<ruby><rb>日本語</rb><rt>にほんご</rt></ruby>です") == "日本語(にほんご)です")
        #expect(HTMLText.plainText("<ruby>漢<rp>(</rp><rt>かん</rt><rp>)</rp></ruby>") == "漢(かん)")
    }

    @Test func scriptsStylesAndCommentsGoWithTheirContent() {
        #expect(HTMLText.plainText("a<script>if (x < 1) { y() }</script>b") == "ab")
        #expect(HTMLText.plainText("<style>.card { color: red }</style>text") == "text")
        #expect(HTMLText.plainText("a<!-- <b>hidden</b> -->b") == "ab")
    }

    /// What a template hides until its script shows it (AnKing's "Toggle Masks" button, its
    /// hint panels) is no text of the card, on either path.
    @Test func elementsStyledDisplayNoneGoWithTheirContent() {
        let cases = [
            ("<div style=\"display:none\">secret</div>shown", "shown"),
            ("a<span style='color: red; DISPLAY : None ;'>x<span>y</span>z</span>b", "ab"),
            ("<div style=\"display: none\"><div>inner</div>still hidden</div><div>after</div>", "after"),
            ("<img src=\"mask.svg\" style=\"display:none\">q<img src=\"a.png\">", "q[image: a.png]"),
            ("<button style=\"display:none\" onclick=\"toggle()\">Toggle Masks</button>answer", "answer"),
            ("<span style=\"color:red\">shown</span> too", "shown too"),
            ("<div style=\"display:none\">never closed", ""),
        ]
        for (html, text) in cases {
            #expect(HTMLText.plainText(html) == text, "\(html)")
            #expect(HTMLText.plainTextByCharacters(html) == text, "\(html)")
        }
    }

    /// AnKing's templates hide their Wikipedia popup (a `↪` link in it) and a copy of the
    /// cloze by their style sheets; what a plain `#id` or `.class` rule hides goes too.
    @Test func whatAStyleSheetHidesGoes() {
        let hidden = HiddenSelectors(css: "/* on */ #popup-container { display : none } .clozefield, .mobile .editcloze {display:none;}",
                                     html: ["<style>.gone{color:red; display: none !important}</style>"])
        let html = "<div id=\"popup-container\"><a href=\"\">&#8618;</a></div><div class=\"x clozefield\">copy</div>"
            + "<div class=editcloze>text</div><span class='gone'>g</span><span class=\"mobile\">m</span>"
        #expect(HTMLText.plainText(html, hiding: hidden) == "text\nm")
        #expect(HTMLText.plainTextByCharacters(html, hiding: hidden) == "text\nm")
        #expect(HTMLText.plainText(html) == "↪\ncopy\ntext\ngm")
    }

    /// Only rules that hide a plain `#id` or `.class` everywhere count.
    @Test func styleSheetRulesThatDependOnWhereTheCardIsShownAreLeftAlone() {
        let hidden = HiddenSelectors(css: ".mobile #pic { display: none } @media (max-width: 9px) { .small { display: none } } #tc::-webkit-scrollbar { display: none } .shown { display: block }")
        #expect(hidden.isEmpty)
        #expect(HiddenSelectors(css: ".a{display:none}") == HiddenSelectors(css: "", html: ["x<STYLE type=text/css>.a{display:none}</style>"]))
    }

    @Test func aLoneLessThanIsText() {
        #expect(HTMLText.plainText("1 < 2 and 3 > 2") == "1 < 2 and 3 > 2")
        #expect(HTMLText.plainText("x <") == "x <")
    }
}

import Foundation
import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// The card form's kind by voice (issue 34): "change kind" from a text field, the kind and
/// the cards it makes said, a cloze text typed as a line and its cards added.
@Suite struct LineFrontEndCardKindsTests {
    typealias App = LineFrontEndAppTests

    @Test func aClozeEntryIsMadeByWords() {
        var app = LineFrontEndScreensTests.opened(.editCards)
        var speech = SpokenChanges()
        _ = speech.lines(app.describe(in: .at(.zero)))
        _ = App.say("change kind", to: &app)
        _ = App.say("change kind", to: &app)
        guard case .cardEditor(let editor, _) = app.route else {
            Issue.record("expected the card editor, got \(app.route)")
            return
        }
        #expect(editor.kind == .cloze && editor.focus == .prompt && app.isTypingText)
        #expect(speech.lines(app.describe(in: .at(.zero))).contains("Cloze, makes no card yet."))
        _ = App.say("{{c1::Paris}} is the capital of {{c2::France}}", to: &app)
        let said = speech.lines(app.describe(in: .at(.zero))).joined(separator: "\n")
        #expect(said.contains("Added"), "a line in the cloze text adds it: \(said)")
        let written = app.receive(.lineEnded, in: .at(.zero))
        guard case .saveDeck(let deck, _, _)? = written.first else {
            Issue.record("expected the deck written, got \(written)")
            return
        }
        #expect(deck.cards.map(\.prompt) == ["uno", "dos", "[…] is the capital of France", "Paris is the capital of […]"])
    }
}

import Foundation
import FlashzillaCore

/// The list's steps: loading a card into the form, selecting, filtering.
extension CardEditScreen {
    /// Loads the selected card into the form, to edit it there.
    mutating func loadSelectedCard(size: Size) {
        guard let index = selectedCardIndex else { return }
        let card = deck.cards[index]
        if !isEditing { kindBeforeEdit = kind }
        let (entryPrompt, entryAnswer) = entryText(of: card)
        kind = CardEditKind(of: card)
        keepsTypedAnswer = card.isTyped && (kind == .reversed || kind == .cloze)
        prompt = Self.promptField(entryPrompt)
        answer = Self.answerField(entryAnswer)
        wordType = card.wordType
        tags = Self.tagsField(card.tags)
        editingID = card.id
        pendingDefinition = nil
        focus = .prompt
        scrollFieldsToCursor(size: size)
        status = .info("Editing \(Self.quoted(card.prompt)). Enter saves, Esc cancels.")
    }

    /// Selects the row showing deck index `cardIndex`, if it is listed.
    mutating func selectCard(at cardIndex: Int, size: Size) {
        let row: Int?
        if let matches = filter.matches {
            row = matches.firstIndex(of: cardIndex)
        } else {
            row = cardIndex
        }
        guard let row else { return }
        list.select(row, itemCount: rowCount, visibleRows: visibleRows(size))
    }

    mutating func queryChanged(size: Size) {
        filter.refresh(cards: deck.cards)
        list.select(0, itemCount: rowCount, visibleRows: visibleRows(size))
    }

    mutating func clearFilter(size: Size) {
        // Keep the selected card selected as the full list comes back.
        let selected = selectedCardIndex
        filter.clear()
        focus = .list
        if let selected { selectCard(at: selected, size: size) }
    }

    /// Card text for the status line: one line, in quotes; the status row shortens the
    /// quote to fit (`StatusLine`). Only the start of a huge text is kept.
    static func quoted(_ text: String) -> String {
        "“" + CardEditRowView.oneLine(text, width: quoteLimit) + "”"
    }

    /// Wider than any terminal's status row.
    static let quoteLimit = 500
}

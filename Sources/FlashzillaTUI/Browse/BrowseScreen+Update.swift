import Foundation
import FlashzillaCore

extension BrowseScreen {
    /// What an event means here now. While help is open any key closes it and does
    /// nothing else, except Ctrl-Z: suspending is the terminal's job control, never
    /// swallowed. While the edit panel is open keys go to its focused field first.
    public func message(for event: InputEvent, in context: ScreenContext) -> BrowseMessage? {
        switch event {
        case .key(let key):
            if isHelpVisible { return key == .ctrl("z") ? .suspendRequested : .helpClosed }
            if editor != nil { return key == .ctrl("z") ? .suspendRequested : .typed(event) }
            return keymap.action(for: key) ?? .keyIgnored
        case .paste:
            guard editor != nil, !isHelpVisible else { return nil }
            return .typed(event)
        case .mouse(let mouse): return .mouse(mouse)
        case .resize(let newSize): return .resized(newSize)
        case .tick: return .ticked
        case .focusGained, .focusLost: return nil
        }
    }

    /// Applies one event at `now` (animations) and `date` (an edited card's `updatedAt`)
    /// for a terminal of `size` (tests' shorthand). A `.resize` brings its own size.
    @discardableResult
    mutating func handle(_ event: InputEvent, now: Moment, date: Date, size: Size) -> [BrowseEffect] {
        var size = size
        if case .resize(let newSize) = event { size = newSize }
        return handle(event, in: ScreenContext(moment: now, date: date, size: size))
    }

    public mutating func update(_ message: BrowseMessage, in context: ScreenContext) -> [BrowseEffect] {
        var size = context.size
        if case .resized(let newSize) = message { size = newSize }
        return update(message, now: context.moment, date: context.date, size: size)
    }

    /// Applies one message. `handle` is the usual way in; tests may call this directly.
    @discardableResult
    mutating func update(_ message: BrowseMessage, now: Moment, date: Date, size: Size) -> [BrowseEffect] {
        clearFinishedMotion(at: now)
        if message.clearsStatus { status = nil }
        switch message {
        case .typed(let event):
            if editField(with: event, size: size) { return [] }
            guard case .key(let key) = event, let message = Self.editKeymap.action(for: key) else { return [] }
            return update(message, now: now, date: date, size: size)
        case .helpClosed:
            isHelpVisible = false
        case .keyIgnored:
            break
        case .merged(let deck, let summary):
            adoptMerged(deck, summary: summary)
        case .saveFailed(let problem):
            status = .error("Not saved: \(problem)")
        case .flipped:
            flipCard(at: now)
        case .moved(let move):
            self.move(move)
        case .editRequested:
            guard let card = currentCard else { return [] }
            flip = nil
            editor = BrowseEditor(card: card)
            scrollFieldsToCursor(size: size)
        case .helpToggled:
            isHelpVisible.toggle()
        case .leaveRequested:
            isHelpVisible = false
            return [.leave]
        case .suspendRequested:
            return [.suspend]
        case .fieldFocusMoved:
            // Two fields: forward and back both reach the other one.
            if let focus = editor?.focus { editor?.focus = focus == .prompt ? .answer : .prompt }
        case .editSaved:
            return saveEdit(date: date)
        case .editCancelled:
            guard editor != nil else { return [] }
            editor = nil
            status = .info("Edit cancelled.")
        case .newLineOutsideAnswer:
            if editor != nil { status = .info("Ctrl-N starts a new line in the answer.") }
        case .mouse(let event):
            mouse(event, at: now, size: size)
        case .resized(let newSize):
            scrollFieldsToCursor(size: newSize)
        case .ticked:
            break
        }
        return []
    }

    // MARK: - Steps

    mutating func flipCard(at now: Moment) {
        guard currentCard != nil, editor == nil else { return }
        isRevealed.toggle()
        flip = options.animations ? FlipAnimation(start: now, toRevealed: isRevealed) : nil
    }

    /// Moves to another card, front up; at either end it stays and says so.
    mutating func move(_ move: BrowseMessage.Move) {
        guard !deck.cards.isEmpty, editor == nil else { return }
        let last = deck.cards.count - 1
        let target: Int
        switch move {
        case .previous: target = index - 1
        case .next: target = index + 1
        case .first: target = 0
        case .last: target = last
        }
        guard (0...last).contains(target), target != index else {
            let atStart = move == .previous || move == .first
            status = .info(atStart ? "Already at the first card." : "Already at the last card.")
            return
        }
        index = target
        isRevealed = false
        flip = nil
    }

    /// Saves the panel over the card through `Card.edit` (which trims and
    /// refuses empty text); a refusal keeps the panel open on the empty field.
    mutating func saveEdit(date: Date) -> [BrowseEffect] {
        guard var panel = editor else { return [] }
        guard let position = deck.cards.firstIndex(where: { $0.id == panel.cardID }) else {
            editor = nil
            return []
        }
        let before = deck.cards[position]
        var card = before
        do {
            try card.edit(prompt: panel.prompt.text, answer: panel.answer.text, at: date)
        } catch {
            status = .error(error.description)
            switch error {
            case .empty(.prompt): panel.focus = .prompt
            case .empty(.answer): panel.focus = .answer
            }
            editor = panel
            return []
        }
        editor = nil
        index = position
        guard card != before else {
            status = .info("No changes.")
            return []
        }
        deck.cards[position] = card
        status = .info("Saved \(CardEditScreen.quoted(card.prompt)).")
        return [.save(deck)]
    }

    /// Gives `event` to the focused field. True when the field took it (even
    /// if nothing changed), so the keymap must not see it.
    mutating func editField(with event: InputEvent, size: Size) -> Bool {
        guard var panel = editor else { return false }
        let layout = layout(for: size)
        let result: TextFieldResult
        switch panel.focus {
        case .prompt:
            result = panel.prompt.handle(event)
            panel.prompt.scrollToCursor(width: layout.promptField.width)
        case .answer:
            result = panel.answer.handle(event)
            panel.answer.scrollToCursor(width: layout.answerField.width, height: layout.answerField.height)
        }
        editor = panel
        if result == .rejected {
            status = .error("That would make the text longer than \(TextField.defaultMaxLength) characters.")
        }
        return result.isHandled
    }

    /// Keeps each field's cursor in view after the terminal changed size.
    mutating func scrollFieldsToCursor(size: Size) {
        guard editor != nil else { return }
        let layout = layout(for: size)
        editor?.prompt.scrollToCursor(width: max(0, layout.promptField.width))
        editor?.answer.scrollToCursor(width: max(0, layout.answerField.width), height: max(0, layout.answerField.height))
    }

    mutating func clearFinishedMotion(at now: Moment) {
        if flip?.isFinished(at: now) == true { flip = nil }
    }

    // MARK: - Mouse

    /// A click on the card flips it (a press and release on it counts as a
    /// click, for backends that report those); the wheel moves between cards.
    /// In the edit panel a click on a field focuses it. With help open, a
    /// press closes it.
    mutating func mouse(_ event: MouseEvent, at now: Moment, size: Size) {
        if isHelpVisible {
            if event.kind == .press || event.kind == .click { isHelpVisible = false }
            return
        }
        let layout = layout(for: size)
        guard !layout.isTooSmall else { return }
        if editor != nil {
            guard event.button == .left, event.kind == .press || event.kind == .click else { return }
            if layout.promptField.contains(event.position) { editor?.focus = .prompt }
            if layout.answerField.contains(event.position) { editor?.focus = .answer }
            return
        }
        switch (event.button, event.kind) {
        case (.wheelUp, .press), (.wheelUp, .click):
            status = nil
            move(.previous)
        case (.wheelDown, .press), (.wheelDown, .click):
            status = nil
            move(.next)
        case (.left, .press):
            pressedOnCard = layout.card.contains(event.position)
        case (.left, .release), (.none, .release):
            if pressedOnCard, layout.card.contains(event.position) { flipCard(at: now) }
            pressedOnCard = false
        case (.left, .click):
            pressedOnCard = false
            if layout.card.contains(event.position) { flipCard(at: now) }
        default:
            break
        }
    }
}

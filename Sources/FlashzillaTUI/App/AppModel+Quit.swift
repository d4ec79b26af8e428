import FlashzillaCore

/// Quitting with work not yet written (a full disk): the last writes are tried first, and
/// if something is still not on disk the app asks before it is lost. Ctrl-C and signals
/// still quit at once, after the same last try (an interrupt cannot wait for an answer).
extension AppModel {
    /// `q` on the chooser (or leaving a one-deck run): every pending write goes out, then
    /// `.quitUnlessUnsaved` checks what is left once they are answered.
    mutating func requestQuit(now: Moment) -> [AppEffect] {
        let writes = flushUnsavedWork(now: now)
        return writes.isEmpty ? [.quit] : writes + [.quitUnlessUnsaved]
    }

    /// The answer to `.quitUnlessUnsaved`: quit, or ask when something is still not written.
    mutating func quitRequested() -> [AppEffect] {
        guard let unsaved = unsavedWorkDescription else { return [.quit] }
        quitQuestion = "Not saved (disk full?): \(unsaved). Quit anyway and lose it? y to quit, any other key to stay."
        return []
    }

    /// While the question is on show: `y` quits, any other key stays (and the kept work is
    /// tried again as usual). Mouse moves, resizes and ticks leave the question up.
    mutating func answerQuitQuestion(_ event: InputEvent) -> [AppEffect] {
        guard case .key(let key) = event else { return [] }
        quitQuestion = nil
        return key == .character("y") || key == .character("Y") ? [.quit] : []
    }

    /// Every pending card edit and kept answer, now: quitting, being stopped or killed.
    mutating func flushUnsavedWork(now: Moment) -> [AppEffect] {
        flushSaves(now: now) + (unsavedAnswers.take(now: now, flushing: true).map { [.recordAnswers($0)] } ?? [])
    }

    /// Edits or answers not yet on disk.
    public var hasUnsavedWork: Bool { hasUnsavedEdits || !unsavedAnswers.isEmpty }

    /// What would be lost, in words; nil when nothing would.
    var unsavedWorkDescription: String? {
        var parts: [String] = []
        if hasUnsavedEdits {
            let name = saves.deck.map { "“\($0.name)”" } ?? saves.fileName ?? "a deck"
            parts.append("card edits to \(name)")
        }
        if !unsavedAnswers.isEmpty {
            parts.append(UnsavedAnswers.phrase(unsavedAnswers.count))
        }
        return parts.isEmpty ? nil : parts.joined(separator: " and ")
    }

    /// The question over the bottom rows of whatever screen is on show.
    static func drawQuestion(_ question: String, into grid: inout Grid) {
        let width = grid.size.width
        guard width > 2, grid.size.height > 0 else { return }
        let lines = TextLayout.wrap(SafeText.sanitize(question), width: width - 2, maxLines: grid.size.height, keepNewlines: false)
        let top = grid.size.height - lines.count
        let style = Style(.warning, flags: .bold)
        grid.fill(Rect(x: 0, y: top, width: width, height: lines.count), style: style)
        for (i, line) in lines.enumerated() { grid.put(line, at: Point(x: 1, y: top + i), style: style) }
    }
}

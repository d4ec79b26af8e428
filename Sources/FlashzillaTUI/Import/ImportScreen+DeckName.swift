import FlashzillaCore

/// The deck's name, asked with the preview (issue 33): Enter imports into the deck named
/// there. A name other than the one previewed is previewed first, so what Enter then does
/// is always on show.
extension ImportScreen {
    /// Typing goes to the path while choosing, to the deck's name while previewing.
    mutating func typeIntoField(_ event: InputEvent) -> [ImportEffect] {
        switch stage {
        case .choosing:
            if path.handle(event).isHandled { typed() }
        case .previewing:
            if deckName.handle(event).isHandled { problem = nil }
        case .reading, .importing:
            break
        }
        return []
    }

    /// Enter on the preview: import as previewed, or preview again into the deck typed.
    mutating func confirmDeck(file: String, preview: ImportPreview) -> [ImportEffect] {
        if importsAsPreviewed(preview) {
            stage = .importing(path: file)
            return [.run(path: file, deckName: previewedDeckName)]
        }
        previewedDeckName = wantedDeckName
        stage = .reading(path: file)
        return [.preview(path: file, deckName: previewedDeckName)]
    }

    /// The name typed; nil (empty) for the file's own decks.
    var wantedDeckName: String? {
        let typed = deckName.text.trimmingCharacters(in: .whitespaces)
        return typed.isEmpty ? nil : typed
    }

    /// Whether the preview on show is what Enter would import: the deck typed is the one
    /// it was made with (or the file's own, untouched).
    func importsAsPreviewed(_ preview: ImportPreview) -> Bool {
        let wanted = wantedDeckName
        return wanted == (previewedDeckName ?? preview.deckName) || (wanted == nil && previewedDeckName == nil)
    }

    mutating func typed() {
        candidates = []
        problem = nil
    }
}

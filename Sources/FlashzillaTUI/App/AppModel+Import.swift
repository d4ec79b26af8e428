import FlashzillaCore

extension AppModel {
    mutating func handleImport(_ event: InputEvent) -> [AppEffect] {
        guard var screen = importScreen else {
            route = .chooser
            return []
        }
        let effects = screen.handle(event)
        importScreen = screen
        return effects.flatMap { effect -> [AppEffect] in
            switch effect {
            case .complete(let directory, let prefix): return [.completePath(directory: directory, prefix: prefix)]
            case .preview(let path): return [.previewImport(path: path)]
            case .run(let path): return [.runImport(path: path)]
            case .suspend: return [.suspend]
            case .leave:
                importScreen = nil
                route = .chooser
                return []
            }
        }
    }

    /// The names Tab found in the folder typed.
    public mutating func importCompletions(_ entries: [String]) {
        importScreen?.completed(entries)
    }

    public mutating func importPreviewed(_ preview: ImportPreview) {
        importScreen?.previewed(preview)
    }

    /// The import under way began a step ("Writing 3 decks…").
    public mutating func importProgress(_ step: String) {
        importScreen?.progressed(step)
    }

    public mutating func importFailed(_ message: String) {
        importScreen?.failed(message)
    }

    /// Imported: back to the chooser, which says what happened and lists the decks anew.
    public mutating func importFinished(summary: String) -> [AppEffect] {
        importScreen = nil
        route = .chooser
        chooser.status = summary
        return [.reloadListings]
    }
}

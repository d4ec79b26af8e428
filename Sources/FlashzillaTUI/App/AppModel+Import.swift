import FlashzillaCore

extension AppModel {
    mutating func importEffect(_ effect: ImportEffect) -> [AppEffect] {
        switch effect {
        case .complete(let directory, let prefix): return [.completePath(directory: directory, prefix: prefix)]
        case .preview(let path, let deckName): return [.previewImport(path: path, deckName: deckName)]
        case .run(let path, let deckName): return [.runImport(path: path, deckName: deckName)]
        case .suspend: return [.suspend]
        case .leave:
            route = .chooser
            return []
        }
    }

    /// The import screen hears how its file work went; once imported, the chooser says
    /// what happened and lists the decks anew.
    mutating func importAnswered(_ response: AppResponse, in context: ScreenContext) -> [AppEffect] {
        if case .importFinished(let summary) = response {
            route = .chooser
            chooser.status = summary
            return [.reloadListings]
        }
        switch takeRoute() {
        case .importFile(var screen):
            switch response {
            case .pathsCompleted(let entries): _ = screen.update(.completed(entries), in: context)
            case .importPreviewed(let preview): _ = screen.update(.previewed(preview), in: context)
            case .importProgressed(let step): _ = screen.update(.progressed(step), in: context)
            case .importFailed(let message): _ = screen.update(.failed(message), in: context)
            default: break
            }
            route = .importFile(screen)
        case let other:
            route = other  // left meanwhile
        }
        return []
    }
}

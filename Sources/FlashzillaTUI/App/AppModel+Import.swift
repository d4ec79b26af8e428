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
    mutating func importAnswered(_ response: AppResponse) -> [AppEffect] {
        if case .importFinished(let summary) = response {
            route = .chooser
            chooser.status = summary
            return [.reloadListings]
        }
        switch takeRoute() {
        case .importFile(var screen):
            switch response {
            case .pathsCompleted(let entries): screen.completed(entries)
            case .importPreviewed(let preview): screen.previewed(preview)
            case .importProgressed(let step): screen.progressed(step)
            case .importFailed(let message): screen.failed(message)
            default: break
            }
            route = .importFile(screen)
        case let other:
            route = other  // left meanwhile
        }
        return []
    }
}

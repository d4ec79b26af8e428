import FlashzillaCore

extension AppModel {
    /// What the chooser's choices mean for the app: a deck to read, or a screen to open.
    mutating func chooserEffect(_ effect: ChooserEffect, in context: ScreenContext) -> [AppEffect] {
        switch effect {
        case .study(let fileName): return [loadDeck(fileName, for: .study)]
        case .review(let fileName): return [.openReview(fileName: fileName)]
        case .reviewFamily(let name, let fileNames): return [.openFamilyReview(name: name, fileNames: fileNames)]
        case .familyStatistics(let name, let fileNames): return [.openFamilyStatistics(name: name, fileNames: fileNames)]
        case .renameGroup(let old, let new):
            let renames = childRenames(of: old, to: new, except: "")
            return renames.isEmpty ? [] : [.renameDecks(renames), .reloadListings]
        case .quizFamily(let name, let fileNames): return [.loadFamily(name: name, fileNames: fileNames, purpose: .study)]
        case .matchFamily(let name, let fileNames): return [.loadFamily(name: name, fileNames: fileNames, purpose: .match)]
        case .editDeck(let fileName): return [loadDeck(fileName, for: .editDeck)]
        // Edits a full disk kept back are tried first: written, they no longer hold the editor back.
        case .editCards(let fileName): return flushSaves(now: context.moment) + [loadDeck(fileName, for: .editCards)]
        case .customStudy(let fileName, let deckName):
            route = .customStudy(CustomStudyScreen(deckName: deckName), fileName: fileName)
            return []
        case .trashDeck(let fileName): return [.trashDeck(fileName: fileName)]
        case .match(let fileName): return [loadDeck(fileName, for: .match)]
        case .browse(let fileName): return flushSaves(now: context.moment) + [loadDeck(fileName, for: .browse)]
        case .createDeck:
            route = .deckEditor(.creating(otherNames: deckNames(except: nil), defaultTimeLimit: settings.defaultTimeLimit,
                                          scheduler: settings.scheduler), revision: nil)
            return []
        case .openSettings:
            route = .settings(SettingsScreen(settings: settings, fileProblem: settingsProblem))
            return []
        case .statistics(let fileName): return [.openStatistics(fileName: fileName, desiredRetention: effectiveSettings.scheduler.desiredRetention)]
        case .reload: return [.reloadListings]
        case .importFile:
            route = .importFile(ImportScreen())
            return []
        case .sync:
            // What is not yet written (edits, answers) is written first, so the sync sends it.
            _ = chooser.update(.syncShown("Syncing…", failed: false), in: context)
            return flushUnsavedWork(now: context.moment) + [.sync()]
        case .fullSync(let direction):
            _ = chooser.update(.syncShown(direction == .download ? "Downloading the server's collection…" : "Uploading this computer's decks…",
                                          failed: false), in: context)
            return flushUnsavedWork(now: context.moment) + [.sync(full: direction)]
        case .quit: return requestQuit(now: context.moment)
        case .suspend: return [.suspend]
        case .foldsChanged(let keys):
            // Remembered for the next run, unless settings.json could not be read (never written over then).
            guard settingsProblem == nil else { return [] }
            settings.foldedDecks = keys.sorted()
            return [.saveSettings(settings)]
        }
    }
}

import FlashzillaCore
import Foundation

/// Pictures and sounds: the model decides, from the card side on show, what to play, stop
/// and open; the run loop performs it (a player, the system's viewer) and answers only when
/// it could not.
extension AppModel {
    /// An input event, after which sounds follow the card side on show.
    mutating func handleInput(_ event: InputEvent, in context: ScreenContext) -> [AppEffect] {
        if case .key = event { media.note = nil }
        let effects = handleOnScreen(event, in: context)
        return effects + followShownMedia()
    }

    /// An effect's answer; then sounds follow the card side on show.
    mutating func handleAnswer(_ response: AppResponse, in context: ScreenContext) -> [AppEffect] {
        switch response {
        case .soundPlayerMissing:
            if !media.toldNoPlayer { media.note = SoundPlayer.installHint }
            media.toldNoPlayer = true
            media.mayBePlaying = false
            return []
        case .imageViewerMissing:
            if !media.toldNoViewer { media.note = ImageViewer.installHint }
            media.toldNoViewer = true
            return []
        case .mediaProblem(let message):
            media.note = message
            return []
        default:
            return receiveOnScreen(response, in: context) + followShownMedia()
        }
    }

    /// The media of the card side on show (Study and Review), nil elsewhere.
    public var shownMedia: ShownMedia? {
        guard quitQuestion == nil else { return nil }
        switch route {
        case .study(let screen, _): return screen.shownMedia
        case .review(let screen, _): return screen.shownMedia
        default: return nil
        }
    }

    /// The note about media on show (a missing player, a refused name), if any.
    public var mediaNote: String? { media.note }

    /// A new side on show stops what the last one played, and plays its own sounds when the
    /// setting says so. Nothing changes while the same side stays.
    mutating func followShownMedia() -> [AppEffect] {
        let now = shownMedia
        guard now != media.shown else { return [] }
        media.shown = now
        var effects: [AppEffect] = []
        if media.mayBePlaying {
            effects.append(.stopSounds)
            media.mayBePlaying = false
        }
        if let now, !now.sounds.isEmpty, effectiveSettings.playsSoundsAutomatically {
            effects.append(.playSounds(deckID: now.deckID, names: now.sounds))
            media.mayBePlaying = true
        }
        return effects
    }

    /// `r`: the side's sounds again, from the start.
    mutating func replaySounds() -> [AppEffect] {
        guard let shown = shownMedia, !shown.replaySounds.isEmpty else { return [] }
        let stop: [AppEffect] = media.mayBePlaying ? [.stopSounds] : []
        media.mayBePlaying = true
        return stop + [.playSounds(deckID: shown.deckID, names: shown.replaySounds)]
    }

    /// `o`: the side's pictures in the system's viewer.
    func openImages() -> [AppEffect] {
        guard let shown = shownMedia, !shown.images.isEmpty else { return [] }
        return [.openImages(deckID: shown.deckID, names: shown.images)]
    }

    /// The note drawn over the bottom row (the footer's), as the quit question is.
    static func drawMediaNote(_ note: String, into grid: inout Grid) {
        let width = grid.size.width
        guard width > 2, grid.size.height > 0 else { return }
        let line = TextLayout.truncate(SafeText.sanitize(note), width: width - 2)
        let style = Style(.warning)
        let row = grid.size.height - 1
        grid.fill(Rect(x: 0, y: row, width: width, height: 1), style: style)
        grid.put(line, at: Point(x: 1, y: row), style: style)
    }
}

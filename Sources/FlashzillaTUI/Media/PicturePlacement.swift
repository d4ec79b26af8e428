import FlashzillaCore
import Foundation

/// A card's picture to draw, and the cells it may take: the lower half of the card at
/// rest, inside its border. The run loop draws it there on a terminal that can, and takes
/// it away when this changes (another card, the card moving, another screen).
public struct PicturePlacement: Equatable, Sendable {
    public var deckID: UUID
    public var name: String
    public var box: Rect

    /// The box in `card` (its frame at rest), or nil when the card is too small for one.
    static func box(in card: Rect) -> Rect? {
        let box = card.inset(top: card.height / 2 + 1, left: 2, bottom: 1, right: 2)
        return box.height >= 3 && box.width >= 6 ? box : nil
    }

    /// The first picture of `media`, in `card`.
    static func of(_ media: ShownMedia?, in card: Rect) -> PicturePlacement? {
        guard let media, let name = media.images.first, let box = box(in: card) else { return nil }
        return PicturePlacement(deckID: media.deckID, name: name, box: box)
    }
}

extension StudyScreen {
    /// The picture of the top card, while it is at rest and in view.
    func picturePlacement(size: Size, now: Moment) -> PicturePlacement? {
        let layout = layout(for: size)
        let moving = drag != nil || springBack.map { !$0.isFinished(at: now) } ?? false
            || swipe.map { !$0.isFinished(at: now) } ?? false || flip.map { !$0.isFinished(at: now) } ?? false
        guard session.phase == .running, !isHelpVisible, !layout.isTooSmall, !moving else { return nil }
        return PicturePlacement.of(shownMedia, in: layout.card)
    }
}

extension ReviewScreen {
    /// The picture of the card on show, while it is at rest and in view.
    func picturePlacement(size: Size, now: Moment) -> PicturePlacement? {
        let layout = layout(for: size)
        let moving = swipe.map { !$0.isFinished(at: now) } ?? false || flip.map { !$0.isFinished(at: now) } ?? false
        guard !isHelpVisible, !layout.isTooSmall, !moving else { return nil }
        return PicturePlacement.of(shownMedia, in: layout.card)
    }
}

extension AppModel {
    /// The picture to draw now, if any (Study and Review; none under a question or a note).
    public func picturePlacement(in context: ScreenContext) -> PicturePlacement? {
        guard quitQuestion == nil, media.note == nil else { return nil }
        switch route {
        case .study(let screen, _): return screen.picturePlacement(size: context.size, now: context.moment)
        case .review(let screen, _): return screen.picturePlacement(size: context.size, now: context.moment)
        default: return nil
        }
    }
}

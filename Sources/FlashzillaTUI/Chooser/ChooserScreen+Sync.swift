import FlashzillaCore
import Foundation

extension ChooserScreen {
    /// "Synced 2 min ago", right on the title line when there is room beside the title.
    func drawLastSynced(at date: Date, into grid: inout Grid) {
        guard let lastSynced, grid.size.height >= Self.minimumSize.height, grid.size.width >= Self.minimumSize.width else { return }
        let text = Self.syncedText(lastSynced, now: date)
        let x = grid.size.width - 1 - DisplayWidth.of(text)
        // The title ("Flashzilla — choose a deck") ends at column 27; keep a gap after it.
        guard x >= 29 else { return }
        grid.put(text, at: Point(x: x, y: 0), style: Style(.dim))
    }

    /// "Synced just now", "Synced 2 min ago", "Synced 3 h ago", "Synced 4 days ago".
    public static func syncedText(_ lastSynced: Date, now: Date) -> String {
        let seconds = max(0, now.timeIntervalSince(lastSynced))
        switch seconds {
        case ..<60: return "Synced just now"
        case ..<3_600: return "Synced \(Int(seconds / 60)) min ago"
        case ..<86_400: return "Synced \(Int(seconds / 3_600)) h ago"
        default:
            let days = Int(seconds / 86_400)
            return "Synced \(days) day\(days == 1 ? "" : "s") ago"
        }
    }
}

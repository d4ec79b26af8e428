/// Which way a full sync goes: the server's collection replaces the decks here, or the decks
/// here replace the server's collection.
public enum FullSyncDirection: String, Equatable, Sendable {
    case download, upload
}

/// The answer to the full-sync question.
public enum FullSyncAnswer: Equatable, Sendable {
    case download, upload, cancel

    var direction: FullSyncDirection? {
        switch self {
        case .download: .download
        case .upload: .upload
        case .cancel: nil
        }
    }
}

/// A sync found that only a full sync can go on (this computer and the server each have a
/// collection of their own, or the server's was replaced): as Anki asks, the learner chooses
/// Download (replace this computer's decks), Upload (replace the server's) or Cancel. Either
/// way what is replaced is backed up first (HOME/backups/).
public struct FullSyncQuestion: Equatable, Sendable {
    /// Why the sync stopped, as the sync said it (naming the server).
    public let reason: String

    public static let keymap = Keymap<FullSyncAnswer>([
        KeyBinding([.character("d")], help: "Download: replace this computer's decks", words: ["download"], action: .download),
        KeyBinding([.character("u")], help: "Upload: replace the server's collection", words: ["upload"], action: .upload),
        KeyBinding([.escape, .character("q"), .character("n")], label: "Esc", help: "Cancel", words: ["cancel", "back"], action: .cancel),
    ])

    static let explanation = "Only a full sync can go on: this computer and the server each have a collection of their own. "
        + "Download replaces this computer's decks with the server's collection; upload replaces the server's collection with "
        + "this computer's decks. What is replaced is backed up first."

    var dialog: ConfirmDialog {
        ConfirmDialog(title: "Full sync", message: Self.explanation, confirmLabel: "Download", cancelLabel: "Cancel",
                      keysLine: "[d] Download   [u] Upload   [Esc] Cancel")
    }

    var spokenLines: [String] {
        ["Full sync needed.", Self.explanation, "Say download, upload or cancel."]
    }
}

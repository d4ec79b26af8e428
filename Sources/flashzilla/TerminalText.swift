import FlashzillaTUI

/// Card text printed by the command-line subcommands goes through the same
/// sanitiser as the screens: decks come from other people.
enum TerminalText {
    static func safe(_ text: String) -> String { SafeText.sanitize(text) }
}

import FlashzillaCore
import FlashzillaTUI
import Foundation

/// The one way the command line writes text. Deck names, file names, card text and
/// error messages naming files all come from outside (a deck file can be called
/// anything), so every line goes through `SafeText.field`, the screens' sanitiser:
/// a control character reaches the terminal as its picture (␛, ␉, ␊), never raw.
enum Console {
    /// One line on standard output.
    static func line(_ text: String) {
        StandardOutput.shared.write(SafeText.field(text) + "\n")
    }

    /// One line of tab-separated fields: a tab or newline inside a field is shown as
    /// ␉ or ␊, so each row stays one line with exactly one tab between fields.
    static func row(_ fields: String...) {
        StandardOutput.shared.write(fields.map(SafeText.field).joined(separator: "\t") + "\n")
    }

    /// A JSON document: programs get the exact names back. `JSONWriter` escapes
    /// U+0000–U+001F; DEL and the C1 controls, which JSON allows raw, can only sit
    /// inside strings, where `\u00XX` is the same character and harmless on a terminal.
    static func json(_ value: JSONValue) {
        var text = String.UnicodeScalarView()
        for scalar in JSONWriter.string(value).unicodeScalars {
            if (0x7F...0x9F).contains(scalar.value) {
                text.append(contentsOf: "\\u00\(String(scalar.value, radix: 16))".unicodeScalars)
            } else {
                text.append(scalar)
            }
        }
        StandardOutput.shared.write(String(text))
    }

    /// "Error: MESSAGE" on standard error, on one line.
    static func error(_ message: String) {
        send("Error: " + SafeText.field(ErrorWording.lowercasedStart(message)) + "\n", to: STDERR_FILENO)
    }

    /// One line on standard error that is news, not a failure (what was created, where).
    static func note(_ message: String) {
        send(SafeText.field(message) + "\n", to: STDERR_FILENO)
    }

    /// Several lines on standard error whose line breaks are the text's own (a usage
    /// message from ArgumentParser); each line is made safe.
    static func errorLines(_ text: String) {
        let lines = ErrorWording.lowercasedFirstLine(text).split(separator: "\n", omittingEmptySubsequences: false).map { SafeText.field(String($0)) }
        send(lines.joined(separator: "\n") + "\n", to: STDERR_FILENO)
    }

    /// Writes what `line`, `row` and `json` buffered; the reason if it could not all be
    /// written (stdout on a full disk), nil when it was.
    @discardableResult
    static func flushOutput() -> String? {
        StandardOutput.shared.finish()
    }

    /// A screen reader's sentence, written straight to the descriptor (no buffer to
    /// flush) so it is heard now.
    static func say(_ sentence: String) {
        send(SafeText.field(sentence) + "\n", to: STDOUT_FILENO)
    }

    private static func send(_ text: String, to descriptor: Int32) {
        // Standard output first: with both streams in one file or pipe (`2>&1`), lines
        // keep the order they were written in, as on a terminal. A write error is kept
        // for the end, when the command reports it.
        if descriptor == STDERR_FILENO { _ = StandardOutput.shared.finish() }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return  // Nobody is listening any more.
            }
            bytes = bytes.dropFirst(written)
        }
    }
}

/// Hides the standard `print` in this module, so a new command cannot write around
/// `Console` by accident.
@available(*, unavailable, message: "write through Console, which makes outside text safe for the terminal")
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    fatalError("unavailable")
}

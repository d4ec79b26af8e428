import ArgumentParser
import FlashzillaTUI
import Foundation

extension Flashzilla {
    /// ArgumentParser's `main`, except that what it would print goes through `Console`:
    /// an error naming a deck file called `\e]0;…\a` shows the name instead of obeying it.
    static func main() {
        var command: ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            exit(explaining: error, aboutArguments: true)
        }
        do {
            try command.run()
        } catch {
            exit(explaining: error, aboutArguments: false)
        }
    }

    /// Prints `error` as ArgumentParser would, made safe, and exits with its status.
    /// `aboutArguments`: a parse error, whose usage text has line breaks of its own.
    private static func exit(explaining error: Error, aboutArguments: Bool) -> Never {
        let status = exitCode(for: error)
        if status == .success {
            // Help, version, completion scripts: our own text, asked for on stdout.
            let text = fullMessage(for: error)
            if !text.isEmpty { Swift.print(text) }
        } else if let validation = error as? ValidationError {
            // The message may quote an argument; the usage that follows is ours.
            Console.errorLines(fullMessage(for: ValidationError(SafeText.field(validation.message))))
        } else if aboutArguments {
            Console.errorLines(fullMessage(for: error))
        } else {
            // Ours (a deck file's error names its path): one line, whatever the path holds.
            let message = message(for: error)
            if !message.isEmpty { Console.error(message) }
        }
        Foundation.exit(status.rawValue)
    }
}

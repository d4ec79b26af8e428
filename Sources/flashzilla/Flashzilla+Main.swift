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
            exit(explaining: error, aboutArguments: true, in: Flashzilla.self)
        }
        do {
            try command.run()
        } catch {
            Console.flushOutput()
            exit(explaining: error, aboutArguments: false, in: type(of: command))
        }
        // Buffered output that could not be written (a full disk, a closed pipe) is a failure.
        if let problem = Console.flushOutput() {
            Console.error("cannot write the output: \(problem)")
            Foundation.exit(1)
        }
    }

    /// Prints `error` as ArgumentParser would, made safe, and exits with its status.
    /// `aboutArguments`: a parse error, whose usage text has line breaks of its own.
    /// `subcommand`: the command whose `run()` threw, whose usage a `ValidationError` shows.
    private static func exit(explaining error: Error, aboutArguments: Bool, in subcommand: ParsableCommand.Type) -> Never {
        let status = exitCode(for: error)
        if status == .success {
            // Help, version, completion scripts: our own text, asked for on stdout.
            let text = fullMessage(for: error)
            if !text.isEmpty { Swift.print(text) }
        } else if let validation = error as? ValidationError {
            // The message may quote an argument; the usage that follows is ours, and the
            // subcommand's (the root's usage would not say how to call `add`).
            Console.errorLines(validationMessage(SafeText.field(validation.message), for: subcommand))
        } else if aboutArguments {
            Console.errorLines(fullMessage(for: error))
        } else {
            // Ours (a deck file's error names its path): one line, whatever the path holds.
            let message = message(for: error)
            if !message.isEmpty { Console.error(message) }
        }
        Foundation.exit(status.rawValue)
    }

    /// "Error: …", the subcommand's usage and where its help is, as a parse error reads.
    private static func validationMessage(_ message: String, for subcommand: ParsableCommand.Type) -> String {
        guard subcommand != Flashzilla.self else { return fullMessage(for: ValidationError(message)) }
        let name = "flashzilla \(subcommand._commandName)"
        return "Error: \(message)\nUsage: \(usageString(for: subcommand))\n  See '\(name) --help' for more information."
    }
}

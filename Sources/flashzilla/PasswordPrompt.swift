import Foundation

/// The password, read once for the login: on a terminal without echo (the prompt on
/// standard error), otherwise one line of standard input (for scripts and tests).
enum PasswordPrompt {
    static func read(prompt: String) throws -> String {
        guard isatty(STDIN_FILENO) == 1 else {
            guard let line = Swift.readLine(strippingNewline: true) else {
                throw CommandFailure("no password on standard input (one line is read)")
            }
            return line
        }
        FileHandle.standardError.write(Data(prompt.utf8))
        var saved = termios()
        let canHide = tcgetattr(STDIN_FILENO, &saved) == 0
        if canHide {
            var quiet = saved
            quiet.c_lflag &= ~tcflag_t(ECHO)
            _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
        }
        let line = Swift.readLine(strippingNewline: true)
        if canHide { _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) }
        FileHandle.standardError.write(Data("\n".utf8))
        guard let line else { throw CommandFailure("no password given") }
        return line
    }
}

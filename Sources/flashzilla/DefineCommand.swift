import ArgumentParser
import Foundation
import FlashzillaCore

struct Define: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "define",
        abstract: "Print a short definition and the word type of words, from WordNet.",
        discussion: """
            Each argument is one entry: quote a phrase ("ice cream"). Inflected forms are \
            looked up by their base form (geese → goose, ran → run, better → good). WordNet 3.0 \
            is read from $WNSEARCHDIR, else /usr/share/wordnet (sudo apt-get install wordnet-base). \
            Exit status 1 if a word is not found.
            """
    )

    @OptionGroup var common: CommonOptions  // accepted like every command's; the dictionary needs no data directory
    @Argument(help: "The words to look up.") var words: [String]

    func run() throws {
        let wordNet = try WordNet.openForCommandLine()
        var notFound = 0
        for word in words {
            switch Result(catching: { () throws(DefineError) in try wordNet.define(word) }) {
            case .success(let found):
                Console.line(found.description)
            case .failure(let error):
                guard case .notFound = error else { throw CommandFailure(error.description) }
                notFound += 1
                Console.error(error.description)
            }
        }
        if notFound > 0 { throw ExitCode(1) }
    }
}

extension WordNet {
    /// The database in $WNSEARCHDIR, else /usr/share/wordnet; a message on how to install it if missing.
    static func openForCommandLine() throws -> WordNet {
        do {
            return try WordNet(directory: databaseDirectory(environment: ProcessInfo.processInfo.environment))
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// The definition of `word`, with the dictionary's message as the failure.
    func defineForCommandLine(_ word: String, as wordType: WordType? = nil) throws -> WordDefinition {
        do {
            return try define(word, as: wordType)
        } catch {
            throw CommandFailure(error.description)
        }
    }
}

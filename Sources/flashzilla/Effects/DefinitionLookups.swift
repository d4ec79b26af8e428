import FlashzillaCore
import FlashzillaTUI
import Foundation
import Synchronization

/// Dictionary lookups off the UI thread: `start` hands the word to a background queue,
/// the run loop collects finished answers with `takeFinished` between key presses.
/// WordNet is opened once, on first use, on that queue.
final class DefinitionLookups: Sendable {
    typealias Answer = (request: Int, result: Result<(definition: String, wordType: WordType), DefinitionFailure>)

    private let queue = DispatchQueue(label: "flashzilla.define")
    private let finished = Mutex<[Answer]>([])
    /// Only used on `queue`, one lookup at a time; the mutex lets the compiler check that.
    private let wordNet = Mutex<WordNet?>(nil)
    private let directory: URL

    init(environment: [String: String]) {
        directory = WordNet.databaseDirectory(environment: environment)
    }

    func start(word: String, request: Int) {
        queue.async { [self] in
            let result = wordNet.withLock { wordNet in
                Result { () throws(DefineError) -> (definition: String, wordType: WordType) in
                    if wordNet == nil { wordNet = try WordNet(directory: directory) }
                    let found = try wordNet!.define(word)
                    return (found.definition, found.wordType)
                }.mapError { DefinitionFailure(message: $0.description) }
            }
            finished.withLock { $0.append((request, result)) }
        }
    }

    func takeFinished() -> [Answer] {
        finished.withLock { finished in
            defer { finished = [] }
            return finished
        }
    }
}

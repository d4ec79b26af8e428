import FlashzillaCore
import FlashzillaTUI
import Foundation

/// Dictionary lookups off the UI thread: `start` hands the word to a background queue,
/// the run loop collects finished answers with `takeFinished` between key presses.
/// WordNet is opened once, on first use, on that queue.
final class DefinitionLookups: @unchecked Sendable {
    typealias Answer = (request: Int, result: Result<(definition: String, wordType: WordType), DefinitionFailure>)

    private let queue = DispatchQueue(label: "flashzilla.define")
    private let lock = NSLock()
    private var finished: [Answer] = []
    /// Only touched on `queue`.
    private var wordNet: WordNet?
    private let directory: URL

    init(environment: [String: String]) {
        directory = WordNet.databaseDirectory(environment: environment)
    }

    func start(word: String, request: Int) {
        queue.async { [self] in
            let result: Result<(definition: String, wordType: WordType), DefinitionFailure>
            do throws(DefineError) {
                if wordNet == nil { wordNet = try WordNet(directory: directory) }
                let found = try wordNet!.define(word)
                result = .success((found.definition, found.wordType))
            } catch {
                result = .failure(DefinitionFailure(message: error.description))
            }
            lock.withLock { finished.append((request, result)) }
        }
    }

    func takeFinished() -> [Answer] {
        lock.withLock {
            defer { finished = [] }
            return finished
        }
    }
}

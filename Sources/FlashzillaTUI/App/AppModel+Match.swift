import FlashzillaCore

extension AppModel {
    mutating func matchEffect(_ effect: MatchEffect, fileName: String) -> [AppEffect] {
        switch effect {
        case .leave:
            if quitsWhenStudyEnds { return [.quit] }
            route = .chooser
            return []
        case .suspend:
            return [.suspend]
        case .finished(let result):
            // A parent's Match has no file of its own to keep a best time in.
            if Self.isFamilyKey(fileName) { return [] }
            return [.recordMatch(fileName: fileName, result: result)]
        }
    }
}

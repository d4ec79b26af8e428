import Foundation

/// The deck file's card-kind fields (`cloze`, `reversed`, `typed`), read in that order into
/// a provisional `Card.entry` (its id is set when the entry is expanded, `CardEntries`).
extension Card {
    /// The file's `cloze`: the entry's cloze text (its cards' prompts and answers are made from it).
    var fileCloze: String? {
        get { entry?.ord == 0 ? entry?.cloze?.source : nil }
        set {
            guard let newValue else { return }
            entry = CardEntry(id: id, shape: .cloze(ClozeText(newValue)), typed: entry?.typed ?? false)
        }
    }

    /// The file's `reversed`: the entry is asked both ways.
    var fileReversed: Bool {
        get { entry?.shape == .reversed && entry?.ord == 0 }
        set {
            guard newValue, entry?.cloze == nil else { return }
            entry = CardEntry(id: id, shape: .reversed, typed: entry?.typed ?? false)
        }
    }

    /// The file's `typed`: the learner types the answer.
    var fileTyped: Bool {
        get { entry?.typed ?? false }
        set {
            let shape = entry?.shape ?? .basic
            entry = newValue || shape != .basic ? CardEntry(id: id, shape: shape, typed: newValue) : nil
        }
    }
}

extension FieldKind<String> {
    /// Cloze text that makes cards: at least one deletion, each closed, numbers Anki makes.
    static let clozeText = FieldKind(expected: "a string", decode: { json throws(FieldError) in
        guard let text = json.stringValue else { return nil }
        if let problem = ClozeText(text).problem { throw FieldError(problem.description) }
        return text
    }, encode: JSONValue.string)
}

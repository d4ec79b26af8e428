import Testing
@testable import FlashzillaTUI

/// A field from a picture with "|" marking the cursor: "ab|cd".
func field(_ picture: String, multiline: Bool = false, maxLength: Int = TextField.defaultMaxLength) -> TextField {
    let parts = picture.split(separator: "|", omittingEmptySubsequences: false)
    precondition(parts.count == 2, "picture needs exactly one |: \(picture)")
    let whole = String(parts[0]) + String(parts[1])
    var field = TextField(text: whole, multiline: multiline, maxLength: maxLength)
    field.moveCursor(to: parts[0].count)
    precondition(field.text == whole, "picture text must survive sanitising: \(picture)")
    return field
}

/// The field as a picture: its text with "|" at the cursor.
func picture(_ field: TextField) -> String {
    let characters = Array(field.text)
    return String(characters[..<field.cursor]) + "|" + String(characters[field.cursor...])
}

/// One key (or paste) applied to a field picture, and what must come of it.
struct EditCase: Sendable, CustomTestStringConvertible {
    var before: String
    var event: InputEvent
    var after: String
    var result: TextFieldResult
    var multiline = false

    init(_ before: String, _ key: Key, _ after: String, _ result: TextFieldResult, multiline: Bool = false) {
        self.init(before, InputEvent.key(key), after, result, multiline: multiline)
    }

    init(_ before: String, _ event: InputEvent, _ after: String, _ result: TextFieldResult, multiline: Bool = false) {
        self.before = before
        self.event = event
        self.after = after
        self.result = result
        self.multiline = multiline
    }

    var testDescription: String { "\(before.debugDescription) \(event) → \(after.debugDescription) \(result)" }

    /// Applies the event and checks the picture and the result; an
    /// `.unchanged`/`.unhandled`/`.rejected` result must leave the whole
    /// field (scroll state included) exactly as it was.
    func check(sourceLocation: SourceLocation = #_sourceLocation) {
        var subject = field(before, multiline: multiline)
        let original = subject
        let got = subject.handle(event)
        #expect(got == result, sourceLocation: sourceLocation)
        #expect(picture(subject) == after, sourceLocation: sourceLocation)
        if result != .changed && result != .moved {
            #expect(subject == original, sourceLocation: sourceLocation)
        }
    }
}

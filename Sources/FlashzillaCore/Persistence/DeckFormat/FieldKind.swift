import Foundation

/// How one kind of value is read from JSON and written back: the messages a field's
/// errors give come from here, so every reader says the same.
struct FieldKind<Value>: Sendable {
    /// What a value must be, for the message "must be …": "a whole number from 0 to 3600".
    let expected: String
    /// The value `json` (never null) holds, or nil if it is not one of this kind; throws
    /// for a value of the right JSON type that says something invalid (an unknown colour).
    let decode: @Sendable (JSONValue) throws(FieldError) -> Value?
    let encode: @Sendable (Value) -> JSONValue

    /// A string whose text is `parse`d: a string that does not parse is `invalid(quoted text)`.
    static func parsed(expected: String = "a string", _ parse: @escaping @Sendable (String) -> Value?,
                       invalid: @escaping @Sendable (String) -> String, encode: @escaping @Sendable (Value) -> String) -> FieldKind {
        FieldKind(expected: expected, decode: { json throws(FieldError) in
            guard let text = json.stringValue else { return nil }
            guard let value = parse(text) else { throw FieldError(invalid(FieldText.quoted(text))) }
            return value
        }, encode: { .string(encode($0)) })
    }

    /// The value, or the error saying what it must be.
    func value(_ json: JSONValue) throws(FieldError) -> Value {
        guard let value = try decode(json) else { throw FieldError("must be \(expected)") }
        return value
    }

    /// The same values, held as optionals (nil is the absent field's default, never written).
    var optional: FieldKind<Value?> {
        let decode = self.decode, encode = self.encode
        return FieldKind<Value?>(expected: expected, decode: { json throws(FieldError) in try decode(json).map { .some($0) } },
                                 encode: { $0.map(encode) ?? .null })
    }

    /// The same values or null, which stands for nil and is written for it.
    var nullable: FieldKind<Value?> {
        let optional = self.optional
        return FieldKind<Value?>(expected: "null or " + expected, decode: optional.decode, encode: optional.encode)
    }
}

extension FieldKind<Bool> {
    static let bool = FieldKind(expected: "true or false", decode: { $0.boolValue }, encode: JSONValue.bool)
}

extension FieldKind<Int> {
    /// Any spelling of a whole number (`100`, `1e2`, `100.0`) in `range`.
    static func wholeNumber(in range: ClosedRange<Int>) -> FieldKind {
        wholeNumber(expected: "a whole number from \(range.lowerBound) to \(range.upperBound)") { range.contains($0) }
    }

    static func wholeNumber(atLeast minimum: Int) -> FieldKind {
        wholeNumber(expected: "a whole number of at least \(minimum)") { $0 >= minimum }
    }

    static let wholeNumber = wholeNumber(expected: "a whole number") { _ in true }

    private static func wholeNumber(expected: String, _ isValid: @escaping @Sendable (Int) -> Bool) -> FieldKind {
        FieldKind(expected: expected, decode: { json in json.intValue.flatMap { isValid($0) ? $0 : nil } }, encode: JSONValue.int)
    }
}

extension FieldKind<String> {
    /// Any string, as it is.
    static let string = FieldKind(expected: "a string", decode: { $0.stringValue }, encode: JSONValue.string)

    /// A string that is not blank.
    static let nonBlankString = FieldKind(expected: "a string", decode: { json throws(FieldError) in
        guard let text = json.stringValue else { return nil }
        guard !text.unicodeScalars.allSatisfy(\.properties.isWhitespace) else { throw FieldError("must not be empty") }
        return text
    }, encode: JSONValue.string)
}

extension FieldKind<[String]> {
    /// An array of strings; the first element that is not one is the error's place.
    static let strings = FieldKind(expected: "an array of strings", decode: { json throws(FieldError) in
        guard let elements = json.arrayValue else { return nil }
        return try elements.enumerated().map { index, element throws(FieldError) in
            guard let text = element.stringValue else { throw FieldError("must be a string", at: "[\(index)]") }
            return text
        }
    }, encode: { .array($0.map(JSONValue.string)) })
}

/// User text inside a message.
enum FieldText {
    /// JSON-quoted, and cut short if long.
    static func quoted(_ text: String) -> String {
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        return JSONWriter.string(.string(shown)).dropLast().description
    }
}

/// A JSON document as data. Numbers keep their source text so that fields we do not
/// understand are written back exactly as they were read.
public enum JSONValue: Equatable, Hashable, Sendable {
    case null
    case bool(Bool)
    /// The number's lexeme, e.g. `"1.50e3"`; valid RFC 8259 number syntax.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
}

extension JSONValue {
    public static func int(_ value: Int) -> JSONValue { .number(String(value)) }

    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    public var intValue: Int? {
        if case .number(let text) = self { return Int(text) ?? Double(text).flatMap { $0.rounded() == $0 ? Int(exactly: $0) : nil } }
        return nil
    }

    public var objectValue: [String: JSONValue]? {
        if case .object(let o) = self { return o }
        return nil
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }
}

/// Why a byte sequence is not a JSON document, and where.
///
/// Positions: `offset` is the 0-based byte offset of the offending byte; `line` and
/// `column` are 1-based. Lines are counted by `\n` (so `\r\n` counts once); columns
/// count Unicode scalars (code points) from the start of the line, so `é` is one
/// column whether it takes one or two bytes, and a tab is one column.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// The bytes are UTF-8 but not JSON: e.g. a missing comma, a trailing comma, a leading zero.
        case invalidSyntax
        /// A byte sequence that is not well-formed UTF-8 (overlong, surrogate, truncated, > U+10FFFF).
        case invalidUTF8
        /// Arrays and objects nested deeper than `JSONReader.maximumDepth`.
        case nestingTooDeep
    }

    public let kind: Kind
    /// What was expected and what was found, e.g. `expected ',' or '}' after object member, found '"'`.
    public let message: String
    public let offset: Int
    public let line: Int
    public let column: Int

    public init(kind: Kind, message: String, offset: Int, line: Int, column: Int) {
        self.kind = kind
        self.message = message
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// `3:14: expected …` — or, for bad UTF-8 (where a column means little), `not valid UTF-8 at byte 120`.
    public var description: String {
        kind == .invalidUTF8 ? message : "\(line):\(column): \(message)"
    }
}

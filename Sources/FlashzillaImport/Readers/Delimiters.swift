/// How a delimited text splits into records and fields.
public struct Delimiters: Hashable, Sendable {
    /// Between fields: `,`, a tab, or anything (Quizlet's custom separators).
    public var field: [UInt8]
    /// Between records; nil means a line break (`\n` or `\r\n`).
    public var record: [UInt8]?
    /// RFC 4180 quoting: a field that starts with `"` runs to the next lone `"`, and `""`
    /// inside it is one quote. Quizlet's exports do not quote, so there it is off.
    public var quoted: Bool

    public init(field: [UInt8], record: [UInt8]? = nil, quoted: Bool = true) {
        self.field = field
        self.record = record
        self.quoted = quoted
    }

    public static let csv = Delimiters(field: Array(",".utf8))
    public static let tsv = Delimiters(field: [0x09])
}

/// One record of a delimited text and the 1-based line it starts on.
public struct DelimitedRecord: Hashable, Sendable {
    public var fields: [String]
    public var line: Int
}

/// Protocol Buffers' wire format, read by hand: Anki's `meta`, its media list and the
/// config blobs of its newer tables are tiny messages, and only a few of their fields
/// matter here. Unknown fields are skipped, as the format intends.
struct ProtobufReader {
    enum Value {
        case varint(UInt64)
        case bytes(ArraySlice<UInt8>)
        /// Fixed 32- and 64-bit fields: skipped, none of ours uses them.
        case fixed
    }

    private let bytes: ArraySlice<UInt8>
    private var at: Int

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        self.at = bytes.startIndex
    }

    /// The next field's number and value, or nil at the end.
    mutating func next() throws(PackageProblem) -> (field: UInt64, value: Value)? {
        guard at < bytes.endIndex else { return nil }
        let key = try varint()
        let field = key >> 3
        switch key & 7 {
        case 0:
            return (field, .varint(try varint()))
        case 1:
            try skip(8)
            return (field, .fixed)
        case 2:
            let length = try varint()
            guard length <= UInt64(bytes.endIndex - at) else { throw Self.damaged }
            let start = at
            at += Int(length)
            return (field, .bytes(bytes[start..<at]))
        case 5:
            try skip(4)
            return (field, .fixed)
        default:
            throw Self.damaged  // groups (3, 4) are long gone from the format; 6 and 7 do not exist
        }
    }

    private mutating func varint() throws(PackageProblem) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while at < bytes.endIndex, shift < 64 {
            let byte = bytes[at]
            at += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
        }
        throw Self.damaged
    }

    private mutating func skip(_ count: Int) throws(PackageProblem) {
        guard bytes.endIndex - at >= count else { throw Self.damaged }
        at += count
    }

    static let damaged = PackageProblem("a record inside the package is damaged (bad protobuf data)")
}

extension ProtobufReader.Value {
    var string: String? {
        if case .bytes(let bytes) = self { return String(validating: bytes, as: UTF8.self) }
        return nil
    }

    var integer: UInt64? {
        if case .varint(let value) = self { return value }
        return nil
    }

    var message: ArraySlice<UInt8>? {
        if case .bytes(let bytes) = self { return bytes }
        return nil
    }
}

/// Protocol Buffers' wire format, read by hand: Anki's `meta`, its media list and the
/// config blobs of its newer tables are tiny messages, and only a few of their fields
/// matter here. Unknown fields are skipped, as the format intends.
struct ProtobufReader {
    enum Value {
        case varint(UInt64)
        case bytes(ArraySlice<UInt8>)
        /// Fixed 32- and 64-bit fields, little-endian (a `float` is a fixed 32).
        case fixed32(UInt32)
        case fixed64(UInt64)
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
            return (field, .fixed64(try littleEndian(8)))
        case 2:
            let length = try varint()
            guard length <= UInt64(bytes.endIndex - at) else { throw Self.damaged }
            let start = at
            at += Int(length)
            return (field, .bytes(bytes[start..<at]))
        case 5:
            return (field, .fixed32(UInt32(try littleEndian(4))))
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

    private mutating func littleEndian(_ count: Int) throws(PackageProblem) -> UInt64 {
        guard bytes.endIndex - at >= count else { throw Self.damaged }
        var value: UInt64 = 0
        for i in 0..<count { value |= UInt64(bytes[at + i]) << (8 * UInt64(i)) }
        at += count
        return value
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

    var float: Float? {
        if case .fixed32(let bits) = self { return Float(bitPattern: bits) }
        return nil
    }

    /// A `repeated float`: packed (one field of 4-byte values, as proto3 writes it), or
    /// one value of several fields (then the caller appends each).
    var floats: [Float] {
        switch self {
        case .fixed32(let bits):
            return [Float(bitPattern: bits)]
        case .bytes(let bytes) where bytes.count % 4 == 0:
            return stride(from: bytes.startIndex, to: bytes.endIndex, by: 4).map { at in
                Float(bitPattern: (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[at + $1]) << (8 * UInt32($1)) })
            }
        default:
            return []
        }
    }
}

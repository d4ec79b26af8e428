import Testing
@testable import FlashzillaAnki

/// The two small decoders under the current layout: zstd streams and protobuf messages.
@Suite struct WireFormatTests {
    @Test func zstdRoundTripsWhateverTheChunking() throws {
        let text = Array((0..<5_000).map { "line \($0)\n" }.joined().utf8)
        let packed = Zstd.compress(text)
        #expect(try Zstd.decompress(packed, limit: 1 << 20) == text)
        let decoder = try ZstdDecoder(limit: 1 << 20)
        var out: [UInt8] = []
        for byte in packed { try [byte].withUnsafeBytes { try decoder.feed($0) { out.append(contentsOf: $0) } } }
        try decoder.finish()
        #expect(out == text)
    }

    @Test func zstdOutputThatEndsOnABlockBoundary() throws {
        // 256 KiB: two full output buffers, then nothing; the frame is complete.
        let zeros = [UInt8](repeating: 0, count: 256 << 10)
        #expect(try Zstd.decompress(Zstd.compress(zeros), limit: 1 << 20) == zeros)
    }

    @Test func zstdRefusesTruncatedDamagedAndOversizedStreams() {
        let packed = Zstd.compress(Array(repeating: 7, count: 100_000))
        #expect(throws: PackageProblem("damaged zstd data (the stream ends early)")) { try Zstd.decompress(Array(packed.dropLast(3)), limit: 1 << 20) }
        #expect(throws: PackageProblem.self) { try Zstd.decompress([1, 2, 3, 4, 5, 6, 7, 8, 9], limit: 1 << 20) }
        #expect(throws: PackageProblem("unpacks to more than 64 KiB; refused as a zip bomb")) { try Zstd.decompress(packed, limit: 64 << 10) }
    }

    @Test func protobufFieldsAndSkipping() throws {
        // field 1 varint 300, field 2 bytes "hi", field 3 fixed64, field 4 fixed32, field 5 varint 1
        let bytes: [UInt8] = [0x08, 0xAC, 0x02, 0x12, 0x02, 0x68, 0x69, 0x19, 1, 2, 3, 4, 5, 6, 7, 8, 0x25, 1, 2, 3, 4, 0x28, 0x01]
        var reader = ProtobufReader(bytes[...])
        var seen: [UInt64] = []
        while let (field, value) = try reader.next() {
            seen.append(field)
            if field == 1 { #expect(value.integer == 300) }
            if field == 2 { #expect(value.string == "hi") }
        }
        #expect(seen == [1, 2, 3, 4, 5])
        for bad: [UInt8] in [[0x08], [0x12, 0x05, 0x01], [0x19, 1, 2], [0x0B], [0x08, 0xFF, 0xFF]] {
            var reader = ProtobufReader(bad[...])
            #expect(throws: PackageProblem.self) { while try reader.next() != nil {} }
        }
    }

    @Test func metaVersions() throws {
        #expect(try PackageLayout.detect(entries: [], meta: [0x08, 0x03]) == .latest)
        #expect(try PackageLayout.detect(entries: [], meta: [0x08, 0x02]) == .legacy2)
        #expect(throws: PackageProblem.self) { try PackageLayout.detect(entries: ["collection.anki2"], meta: []) }  // version 0: unknown
        #expect(throws: PackageProblem.self) { try PackageLayout.detect(entries: ["words.txt"], meta: nil) }
    }
}

/// A byte-level reader for CSV (RFC 4180), TSV and other delimited texts: one pass, no
/// decoding until a field is done (the text is already known to be valid UTF-8, and
/// separators are ASCII or whole UTF-8 sequences, so a field never splits a character).
enum DelimitedReader {
    enum Problem: Error, Equatable {
        /// A quoted field that never closes, and the line where it opened.
        case unterminatedQuote(line: Int)
    }

    /// Every record; blank lines are skipped. `firstLine` numbers the first byte's line.
    static func records(_ text: ArraySlice<UInt8>, _ delimiters: Delimiters, firstLine: Int = 1) throws(Problem) -> [DelimitedRecord] {
        var result: [DelimitedRecord] = []
        try forEachRecord(text, delimiters, firstLine: firstLine) { fields, line in result.append(DelimitedRecord(fields: fields, line: line)) }
        return result
    }

    /// Calls `body` with each record's fields and line (the array is reused: copy it to keep it).
    static func forEachRecord(_ text: ArraySlice<UInt8>, _ delimiters: Delimiters, firstLine: Int = 1,
                              _ body: (_ fields: [String], _ line: Int) -> Void) throws(Problem) {
        var strings: [String] = []
        try forEachRecordUTF8(text, delimiters, firstLine: firstLine) { fields, line in
            strings.removeAll(keepingCapacity: true)
            for k in 0..<fields.count { strings.append(String(decoding: fields[k], as: UTF8.self)) }
            body(strings, line)
        }
    }

    /// The same with each field's bytes (valid only inside `body`): a large table's fields
    /// become cards without becoming Strings first.
    static func forEachRecordUTF8(_ text: ArraySlice<UInt8>, _ delimiters: Delimiters, firstLine: Int = 1,
                                  _ body: (_ fields: FieldBytes, _ line: Int) -> Void) throws(Problem) {
        var problem: Problem?
        text.withUnsafeBufferPointer { b in
            var scanner = Scanner(b: b, delimiters: delimiters, line: firstLine)
            do throws(Problem) {
                while let line = try scanner.next() {
                    scanner.scratch.withUnsafeBufferPointer { scratch in
                        body(FieldBytes(spans: scanner.spans, text: b, scratch: scratch), line)
                    }
                }
            } catch {
                problem = error
            }
        }
        if let problem { throw problem }
    }

    /// Where a field's bytes are: in the text itself, or (a quoted field, unquoted) in the
    /// scanner's scratch buffer.
    struct Span {
        var start: Int
        var count: Int
        var inScratch: Bool
    }

    /// One record's fields as bytes.
    struct FieldBytes {
        let spans: [Span]
        let text: UnsafeBufferPointer<UInt8>
        let scratch: UnsafeBufferPointer<UInt8>

        var count: Int { spans.count }

        subscript(_ k: Int) -> UnsafeBufferPointer<UInt8> {
            let span = spans[k]
            return UnsafeBufferPointer(rebasing: (span.inScratch ? scratch : text)[span.start..<span.start + span.count])
        }
    }

    private struct Scanner {
        let b: UnsafeBufferPointer<UInt8>
        let delimiters: Delimiters
        var line: Int
        var i = 0
        /// The record's quoted fields, unquoted (`Span.inScratch`).
        var scratch: [UInt8] = []
        /// The usual case, a one-byte field separator between line-break records, gets a tight loop.
        let simpleSeparator: UInt8?

        init(b: UnsafeBufferPointer<UInt8>, delimiters: Delimiters, line: Int) {
            self.b = b
            self.delimiters = delimiters
            self.line = line
            simpleSeparator = delimiters.field.count == 1 && delimiters.record == nil ? delimiters.field[0] : nil
        }

        /// From `i` to the next field separator or line break (a `\r` only before `\n`).
        @inline(__always) func simpleFieldEnd(from start: Int, separator: UInt8) -> Int {
            var k = start
            let n = b.count
            while k < n {
                let c = b[k]
                if c == separator || c == 0x0A { return k }
                if c == 0x0D, k + 1 < n, b[k + 1] == 0x0A { return k }
                k += 1
            }
            return n
        }

        /// The length of the record separator at `at`, or 0.
        func recordEnd(at: Int) -> Int {
            if let record = delimiters.record { return matches(record, at: at) ? record.count : 0 }
            if b[at] == 0x0A { return 1 }
            if b[at] == 0x0D, at + 1 < b.count, b[at + 1] == 0x0A { return 2 }
            return 0
        }

        @inline(__always) func matches(_ separator: [UInt8], at: Int) -> Bool {
            guard b[at] == separator[0] else { return false }
            if separator.count == 1 { return true }
            guard at + separator.count <= b.count else { return false }
            for k in 1..<separator.count where b[at + k] != separator[k] { return false }
            return true
        }

        /// The last record's fields.
        var spans: [Span] = []

        /// Reads the next record into `spans` and returns its line.
        mutating func next() throws(Problem) -> Int? {
            while i < b.count {
                let start = line
                spans.removeAll(keepingCapacity: true)
                scratch.removeAll(keepingCapacity: true)
                var atRecordEnd = false
                while !atRecordEnd {
                    spans.append(try field())
                    if i >= b.count { break }
                    let end = recordEnd(at: i)
                    if end > 0 {
                        countLines(i, i + end)
                        i += end
                        atRecordEnd = true
                    } else {
                        i += delimiters.field.count  // field() stopped on a field separator
                    }
                }
                if spans.count == 1, isBlank(spans[0]) { continue }  // a blank line
                return start
            }
            return nil
        }

        /// White space only (or nothing), as `Character.isWhitespace` says.
        func isBlank(_ span: Span) -> Bool {
            let range = span.start..<span.start + span.count
            if span.inScratch { return scratch.withUnsafeBufferPointer { Self.isBlank(UnsafeBufferPointer(rebasing: $0[range])) } }
            return Self.isBlank(UnsafeBufferPointer(rebasing: b[range]))
        }

        static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            for byte in bytes {
                if byte >= 0x80 { return String(decoding: bytes, as: UTF8.self).allSatisfy(\.isWhitespace) }
                if !String.isASCIIWhiteSpace(byte) { return false }
            }
            return true
        }

        /// One field; stops on a field separator, a record separator or the end.
        mutating func field() throws(Problem) -> Span {
            if delimiters.quoted, i < b.count, b[i] == 0x22 { return try quotedField() }
            let start = i
            if let separator = simpleSeparator {
                i = simpleFieldEnd(from: i, separator: separator)
                return Span(start: start, count: i - start, inScratch: false)
            }
            while i < b.count, recordEnd(at: i) == 0, !matches(delimiters.field, at: i) {
                if b[i] == 0x0A { line += 1 }  // only inside a record with a custom separator
                i += 1
            }
            return Span(start: start, count: i - start, inScratch: false)
        }

        /// A `"…"` field: doubled quotes are one quote, separators and line breaks are text.
        /// Text between the closing quote and the next separator is kept (as Python's csv does).
        mutating func quotedField() throws(Problem) -> Span {
            let opened = line
            i += 1
            let first = scratch.count
            var runStart = i
            while true {
                guard i < b.count else { throw .unterminatedQuote(line: opened) }
                let byte = b[i]
                if byte == 0x22 {
                    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: b[runStart..<i]))
                    if i + 1 < b.count, b[i + 1] == 0x22 {
                        scratch.append(0x22)
                        i += 2
                        runStart = i
                        continue
                    }
                    i += 1
                    break
                }
                if byte == 0x0A { line += 1 }
                i += 1
            }
            let tail = i
            if let separator = simpleSeparator {
                i = simpleFieldEnd(from: i, separator: separator)
            } else {
                while i < b.count, recordEnd(at: i) == 0, !matches(delimiters.field, at: i) { i += 1 }
            }
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: b[tail..<i]))
            return Span(start: first, count: scratch.count - first, inScratch: true)
        }

        mutating func countLines(_ from: Int, _ to: Int) {
            for k in from..<to where b[k] == 0x0A { line += 1 }
        }
    }
}

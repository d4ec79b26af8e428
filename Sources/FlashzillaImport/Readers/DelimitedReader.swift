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
        var problem: Problem?
        text.withUnsafeBufferPointer { b in
            var scanner = Scanner(b: b, delimiters: delimiters, line: firstLine)
            do throws(Problem) {
                while let line = try scanner.next() { body(scanner.fields, line) }
            } catch {
                problem = error
            }
        }
        if let problem { throw problem }
    }

    private struct Scanner {
        let b: UnsafeBufferPointer<UInt8>
        let delimiters: Delimiters
        var line: Int
        var i = 0
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
        var fields: [String] = []

        /// Reads the next record into `fields` and returns its line.
        mutating func next() throws(Problem) -> Int? {
            while i < b.count {
                let start = line
                fields.removeAll(keepingCapacity: true)
                var atRecordEnd = false
                while !atRecordEnd {
                    let value = try field()
                    fields.append(value)
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
                if fields.count == 1, fields[0].allSatisfy(\.isWhitespace) { continue }  // a blank line
                return start
            }
            return nil
        }

        /// One field; stops on a field separator, a record separator or the end.
        mutating func field() throws(Problem) -> String {
            if delimiters.quoted, i < b.count, b[i] == 0x22 { return try quotedField() }
            let start = i
            if let separator = simpleSeparator {
                i = simpleFieldEnd(from: i, separator: separator)
                return String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self)
            }
            while i < b.count, recordEnd(at: i) == 0, !matches(delimiters.field, at: i) {
                if b[i] == 0x0A { line += 1 }  // only inside a record with a custom separator
                i += 1
            }
            return String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self)
        }

        /// A `"…"` field: doubled quotes are one quote, separators and line breaks are text.
        /// Text between the closing quote and the next separator is kept (as Python's csv does).
        mutating func quotedField() throws(Problem) -> String {
            let opened = line
            i += 1
            scratch.removeAll(keepingCapacity: true)
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
            return String(decoding: scratch, as: UTF8.self)
        }

        mutating func countLines(_ from: Int, _ to: Int) {
            for k in from..<to where b[k] == 0x0A { line += 1 }
        }
    }
}

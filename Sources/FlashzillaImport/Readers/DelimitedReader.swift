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
        var problem: Problem?
        text.withUnsafeBufferPointer { b in
            var scanner = Scanner(b: b, delimiters: delimiters, line: firstLine)
            do throws(Problem) {
                while let record = try scanner.next() { result.append(record) }
            } catch {
                problem = error
            }
        }
        if let problem { throw problem }
        return result
    }

    private struct Scanner {
        let b: UnsafeBufferPointer<UInt8>
        let delimiters: Delimiters
        var line: Int
        var i = 0
        var scratch: [UInt8] = []

        init(b: UnsafeBufferPointer<UInt8>, delimiters: Delimiters, line: Int) {
            self.b = b
            self.delimiters = delimiters
            self.line = line
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

        mutating func next() throws(Problem) -> DelimitedRecord? {
            while i < b.count {
                let start = line
                var fields: [String] = []
                var atRecordEnd = false
                while !atRecordEnd {
                    fields.append(try field())
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
                return DelimitedRecord(fields: fields, line: start)
            }
            return nil
        }

        /// One field; stops on a field separator, a record separator or the end.
        mutating func field() throws(Problem) -> String {
            if delimiters.quoted, i < b.count, b[i] == 0x22 { return try quotedField() }
            let start = i
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
            while i < b.count, recordEnd(at: i) == 0, !matches(delimiters.field, at: i) { i += 1 }
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: b[tail..<i]))
            return String(decoding: scratch, as: UTF8.self)
        }

        mutating func countLines(_ from: Int, _ to: Int) {
            for k in from..<to where b[k] == 0x0A { line += 1 }
        }
    }
}

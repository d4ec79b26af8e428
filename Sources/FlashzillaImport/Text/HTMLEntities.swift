/// Character references: `&name;` (the whole HTML5 list, generated), `&#233;`, `&#xE9;`.
enum HTMLEntities {
    /// Built on first use from the generated `source`.
    static let table: [String: String] = {
        var table: [String: String] = [:]
        table.reserveCapacity(2200)
        for line in source.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 2 else { continue }
            var text = String.UnicodeScalarView()
            for hex in parts[1].split(separator: ",") {
                if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { text.append(scalar) }
            }
            table[String(parts[0])] = String(text)
        }
        // Fields are plain text after conversion: a no-break space is an ordinary one.
        table["nbsp"] = " "
        return table
    }()

    /// The text of the reference whose name or number sits between `&` and `;`, and
    /// whether it needed the `;`; nil when it is not one (the `&` is then literal text).
    static func decode(_ body: Substring) -> String? {
        if body.first == "#" {
            let digits = body.dropFirst()
            let value: UInt32?
            if let x = digits.first, x == "x" || x == "X" {
                value = UInt32(digits.dropFirst(), radix: 16)
            } else {
                value = UInt32(digits, radix: 10)
            }
            guard let value else { return nil }
            // As browsers do: NUL, surrogates and values beyond Unicode become U+FFFD.
            guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
            return value == 0xA0 ? " " : String(Character(scalar))
        }
        return table[String(body)]
    }
}

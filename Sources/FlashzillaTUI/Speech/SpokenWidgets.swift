/// The shared parts of screens (help, a yes/no question, a form row) in spoken lines,
/// so every screen's `describe(in:)` says them alike.
extension Keymap {
    /// "Help. Any key closes it.", then one line a binding: keys, what it does, its words.
    var spokenHelp: [String] {
        ["Help. Any key closes it."] + bindings.map { binding in
            let words = binding.words.isEmpty ? "" : " (say \(binding.words.joined(separator: " or ")))"
            return "\(SpokenPhrases.text(binding.label)): \(SpokenPhrases.text(binding.help))\(words)."
        }
    }
}

extension ConfirmDialog {
    /// "Delete deck. Delete deck “Spanish” (3 cards)? … y: Delete, n: Keep."
    var spokenLines: [String] {
        [SpokenPhrases.sentence(SpokenPhrases.text(title)), SpokenPhrases.text(message),
         "y: \(SpokenPhrases.text(confirmLabel)), n: \(SpokenPhrases.text(cancelLabel))."]
    }
}

extension FormRow {
    /// "Time limit: 60." — the label and the value as shown; an empty text says "empty".
    var spoken: String {
        let label = SpokenPhrases.text(self.label)
        switch control {
        case .text(let field): return "\(label): \(field.text.isEmpty ? "empty" : SpokenPhrases.text(field.text))."
        case .toggle(let on): return "\(label): \(on ? "on" : "off")."
        case .choice(let index, let options, _):
            return "\(label): \(options.indices.contains(index) ? SpokenPhrases.text(options[index]) : "none")."
        case .link: return "\(label), opens a form."
        }
    }
}

extension Form {
    /// The focused row, then its error (`errors`, by row) or else its hint, ranges in words:
    /// what the user is changing now.
    func spokenFocus(errors: [Int: String] = [:]) -> [String] {
        guard rows.indices.contains(focus) else { return [] }
        let row = rows[focus]
        let note = errors[focus].map { "Error: " + $0 } ?? row.hint
        let said = SpokenPhrases.rangesInWords(SpokenPhrases.text(note))
        // "0.70–0.99: …" becomes "from 0.70 to 0.99: …": a sentence starts with a capital.
        return [row.spoken] + (said.isEmpty ? [] : [SpokenPhrases.sentence(said.prefix(1).uppercased() + said.dropFirst())])
    }
}

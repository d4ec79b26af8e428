import FlashzillaCore

/// The `settings` command of the deck list: the switches read out as a numbered list, a
/// number switching one and saving at once. Turning the screen reader off is the way back
/// to the full screen for someone who turned it on (`--no-screen-reader` is the other).
extension ScreenReaderConversation {
    /// The settings that are on or off, in the order they are read out.
    static let switches: [(name: String, value: WritableKeyPath<Settings, Bool> & Sendable)] = [
        ("Animations", \.animations),
        ("No colour-only cues", \.differentiateWithoutColor),
        ("Answer buttons", \.answerButtons),
        ("Reduce motion", \.reduceMotion),
        ("Screen reader", \.screenReader),
    ]

    static let settingsChoices = "Type a setting's number to switch it, b to go back to the decks, or q to quit."

    var isSavingSettings: Bool {
        if case .waiting(.settingsSaved) = place { return true }
        return false
    }

    mutating func openSettings() -> [ReaderOutput] {
        place = .settings
        return say(settingsList())
    }

    func settingsList() -> [String] {
        ["Settings:"] + Self.switches.enumerated().map { index, item in
            "\(index + 1). \(item.name), \(settings[keyPath: item.value] ? "on" : "off")."
        } + [Self.settingsChoices]
    }

    mutating func settingsLine(_ line: String) -> [ReaderOutput] {
        switch ReaderSettingsCommand.table.command(for: line) {
        case .list: return say(settingsList())
        case .back: return relist()
        case .help: return say(ReaderSettingsCommand.table.helpSentence())
        case .quit: return goodbye()
        case nil: break
        }
        guard let number = Int(ReaderLine.trimmed(line)), Self.switches.indices.contains(number - 1) else {
            return say("There is no setting \(ReaderPhrases.quoted(line)). Type a number from 1 to \(Self.switches.count), or help to hear the commands.")
        }
        var changed = settings
        changed[keyPath: Self.switches[number - 1].value].toggle()
        place = .waiting(.settingsSaved(changed))
        return [.saveSettings(changed)]
    }

    mutating func settingsAnswered(_ answer: ReaderInput) -> [ReaderOutput] {
        guard case .waiting(.settingsSaved(let changed)) = place else { return [] }
        place = .settings
        guard answer == .settingsSaved else {
            let reason = if case .failed(let reason) = answer { reason } else { "" }
            return say("The settings were not saved: \(ReaderPhrases.sentence(ReaderPhrases.text(reason)))", Self.settingsChoices)
        }
        let before = settings
        settings = changed
        var said = Self.switches.filter { before[keyPath: $0.value] != changed[keyPath: $0.value] }.map { item in
            "\(item.name) \(changed[keyPath: item.value] ? "on" : "off")."
        }
        if before.screenReader && !changed.screenReader {
            said.append("From the next start Flashzilla draws the full screen; this conversation goes on until you quit.")
        }
        return say(said + [Self.settingsChoices])
    }
}

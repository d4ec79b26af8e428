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

    static let settingsChoices = "Type a setting's number to switch or change it, b to go back to the decks, or q to quit."

    /// Review's (FSRS) settings, numbered after the switches; each takes a typed value.
    static let valueRows = ReviewSettingsScreen.Row.allCases

    static var settingCount: Int { switches.count + valueRows.count }

    var isSavingSettings: Bool {
        if case .waiting(.settingsSaved) = place { return true }
        return false
    }

    mutating func openSettings() -> [ReaderOutput] {
        place = .settings
        return say(settingsList())
    }

    func settingsList() -> [String] {
        let scheduler = settings.scheduler
        return ["Settings:"] + Self.switches.enumerated().map { index, item in
            "\(index + 1). \(item.name), \(settings[keyPath: item.value] ? "on" : "off")."
        } + Self.valueRows.enumerated().map { index, row in
            "\(Self.switches.count + index + 1). Review: \(row.label), \(Self.spoken(row, of: scheduler))."
        } + [Self.settingsChoices]
    }

    /// A value as said: the 21 parameters are too many to read out each time.
    static func spoken(_ row: ReviewSettingsScreen.Row, of scheduler: SchedulerConfiguration) -> String {
        switch row {
        case .parameters: scheduler.parameters == .default ? "the defaults" : "your own 21 numbers"
        case .maximumInterval: "\(scheduler.maximumInterval) days"
        default: row.text(of: scheduler).isEmpty ? "none" : row.text(of: scheduler)
        }
    }

    /// A typed value for a Review setting: checked as the full screen's form checks it;
    /// Enter alone keeps the value.
    mutating func settingValueLine(_ line: String, row: ReviewSettingsScreen.Row) -> [ReaderOutput] {
        let typed = ReaderLine.trimmed(line)
        guard !typed.isEmpty else {
            place = .settings
            return say("\(row.label) stays \(Self.spoken(row, of: settings.scheduler)).", Self.settingsChoices)
        }
        do {
            var changed = settings
            changed.scheduler = try ReviewSettingsScreen.read(row, typed, into: settings.scheduler)
            place = .waiting(.settingsSaved(changed))
            return [.saveSettings(changed)]
        } catch {
            return say("Not changed: \(SpokenPhrases.sentence(SpokenPhrases.text("\(error)"))) Type another value, or press Enter to keep it.")
        }
    }

    mutating func settingsLine(_ line: String) -> [ReaderOutput] {
        switch ReaderSettingsCommand.table.command(for: line) {
        case .list: return say(settingsList())
        case .back: return relist()
        case .help: return say(ReaderSettingsCommand.table.helpSentence())
        case .quit: return goodbye()
        case nil: break
        }
        guard let number = Int(ReaderLine.trimmed(line)), (1...Self.settingCount).contains(number) else {
            return say("There is no setting \(SpokenPhrases.quoted(line)). Type a number from 1 to \(Self.settingCount), or help to hear the commands.")
        }
        if number > Self.switches.count {
            let row = Self.valueRows[number - Self.switches.count - 1]
            place = .settingValue(row)
            return say("\(row.label) is \(Self.spoken(row, of: settings.scheduler)). Type a new value (\(row.hint)), or press Enter to keep it.")
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
            return say("The settings were not saved: \(SpokenPhrases.sentence(SpokenPhrases.text(reason)))", Self.settingsChoices)
        }
        let before = settings
        settings = changed
        var said = Self.switches.filter { before[keyPath: $0.value] != changed[keyPath: $0.value] }.map { item in
            "\(item.name) \(changed[keyPath: item.value] ? "on" : "off")."
        }
        said += Self.valueRows.filter { $0.text(of: before.scheduler) != $0.text(of: changed.scheduler) }.map { row in
            "\(row.label) is now \(Self.spoken(row, of: changed.scheduler))."
        }
        if before.screenReader && !changed.screenReader {
            said.append("From the next start Flashzilla draws the full screen; this conversation goes on until you quit.")
        }
        return say(said + [Self.settingsChoices])
    }
}

/// `settings.json` to `Settings` and back. Every key is optional (a missing one takes its
/// default); a key with a value of the wrong type is an error naming the key, so a typo
/// is reported rather than silently replaced by a default and then written over.
public enum SettingsDocument {
    enum Key {
        static let defaultTimeLimit = "defaultTimeLimit"
        static let animations = "animations"
        static let theme = "theme"
        static let differentiateWithoutColor = "differentiateWithoutColor"
        static let answerButtons = "answerButtons"
        static let reduceMotion = "reduceMotion"
        static let screenReader = "screenReader"
        static let timeLimits = "timeLimits"
        static let foldedDecks = "foldedDecks"
        static let syncOnOpenAndQuit = "syncOnOpenAndQuit"
        static let playSounds = "playSounds"
        static let all: Set<String> = Set([defaultTimeLimit, animations, theme, differentiateWithoutColor, answerButtons, reduceMotion, screenReader, timeLimits,
                                           foldedDecks, syncOnOpenAndQuit, playSounds])
            .union(SchedulerSettingsKeys.all)
    }

    public static func decode(_ bytes: some Collection<UInt8>) throws(SettingsFileError.Problem) -> Settings {
        let value: JSONValue
        do {
            value = try JSONReader.parse(bytes)
        } catch {
            throw .syntax(error)
        }
        guard let object = value.objectValue else { throw .invalid(key: "", message: "expected an object { … }") }

        var settings = Settings()
        if let raw = object[Key.defaultTimeLimit] {
            guard let seconds = raw.intValue else { throw .invalid(key: Key.defaultTimeLimit, message: "expected a whole number of seconds") }
            guard (0...DeckSettings.maximumTimeLimit).contains(seconds) else {
                throw .invalid(key: Key.defaultTimeLimit, message: "must be between 0 and \(DeckSettings.maximumTimeLimit)")
            }
            settings.defaultTimeLimit = seconds
        }
        if let raw = object[Key.theme] {
            guard let name = raw.stringValue, let theme = Settings.ColorTheme(rawValue: name) else {
                let names = Settings.ColorTheme.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                throw .invalid(key: Key.theme, message: "expected one of \(names)")
            }
            settings.theme = theme
        }
        if let raw = object[Key.timeLimits] {
            guard let name = raw.stringValue, let limits = TimeLimits(rawValue: name) else {
                let names = TimeLimits.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                throw .invalid(key: Key.timeLimits, message: "expected one of \(names)")
            }
            settings.timeLimits = limits
        }
        if let raw = object[Key.foldedDecks] {
            guard let names = raw.arrayValue?.compactMap(\.stringValue), names.count == raw.arrayValue?.count else {
                throw .invalid(key: Key.foldedDecks, message: "expected a list of deck names [\"…\"]")
            }
            settings.foldedDecks = names
        }
        func flag(_ key: String) throws(SettingsFileError.Problem) -> Bool? {
            guard let raw = object[key] else { return nil }
            guard let value = raw.boolValue else { throw .invalid(key: key, message: "expected true or false") }
            return value
        }
        settings.animations = try flag(Key.animations) ?? settings.animations
        settings.differentiateWithoutColor = try flag(Key.differentiateWithoutColor) ?? settings.differentiateWithoutColor
        settings.answerButtons = try flag(Key.answerButtons) ?? settings.answerButtons
        settings.reduceMotion = try flag(Key.reduceMotion) ?? settings.reduceMotion
        settings.screenReader = try flag(Key.screenReader) ?? settings.screenReader
        settings.syncOnOpenAndQuit = try flag(Key.syncOnOpenAndQuit) ?? settings.syncOnOpenAndQuit
        settings.playSounds = try flag(Key.playSounds)
        settings.scheduler = try SchedulerSettingsKeys.read(object)
        settings.unknownFields = object.filter { !Key.all.contains($0.key) }
        return settings
    }

    public static func encode(_ settings: Settings) -> [UInt8] {
        var object = settings.unknownFields
        object[Key.defaultTimeLimit] = .int(settings.defaultTimeLimit)
        object[Key.animations] = .bool(settings.animations)
        object[Key.theme] = .string(settings.theme.rawValue)
        object[Key.differentiateWithoutColor] = .bool(settings.differentiateWithoutColor)
        object[Key.answerButtons] = .bool(settings.answerButtons)
        object[Key.reduceMotion] = .bool(settings.reduceMotion)
        object[Key.screenReader] = .bool(settings.screenReader)
        if !settings.foldedDecks.isEmpty { object[Key.foldedDecks] = .array(settings.foldedDecks.map { .string($0) }) }
        // Written once turned on: files of those who never sync stay as they were.
        if settings.syncOnOpenAndQuit || settings.unknownFields[Key.syncOnOpenAndQuit] != nil {
            object[Key.syncOnOpenAndQuit] = .bool(settings.syncOnOpenAndQuit)
        }
        if let playSounds = settings.playSounds { object[Key.playSounds] = .bool(playSounds) }
        if let limits = settings.timeLimits { object[Key.timeLimits] = .string(limits.rawValue) }
        SchedulerSettingsKeys.write(settings.scheduler, into: &object)
        return JSONWriter.bytes(.object(object))
    }
}

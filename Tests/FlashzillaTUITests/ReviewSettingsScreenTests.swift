import Testing
import FlashzillaCore
@testable import FlashzillaTUI

/// Settings › Review (FSRS): opened from its row, every field saved at once when valid,
/// explained (naming the bad value) and not saved when not.
@Suite struct ReviewSettingsScreenTests {
    let size = Size(width: 80, height: 24)

    /// Settings with the Review form open (the row is the last one, just above the first).
    func opened(_ settings: Settings = Settings()) -> SettingsScreen {
        var screen = SettingsScreen(settings: settings)
        _ = screen.handle(.key(.up), size: size)
        #expect(screen.handle(.key(.enter), size: size) == [])
        #expect(screen.review != nil)
        return screen
    }

    /// Focuses `row` and replaces its text with `text` (Ctrl-U from the end, then a paste);
    /// returns the paste's effects.
    func replace(_ row: ReviewSettingsScreen.Row, with text: String, in screen: inout SettingsScreen) -> [SettingsEffect] {
        focus(row, in: &screen)
        _ = screen.handle(.key(.end), size: size)
        _ = screen.handle(.key(.ctrl("u")), size: size)
        while screen.review?.form.rows[row.rawValue].control.textValue?.isEmpty == false {
            _ = screen.handle(.key(.backspace), size: size)
        }
        return screen.handle(.paste(text), size: size)
    }

    func focus(_ row: ReviewSettingsScreen.Row, in screen: inout SettingsScreen) {
        while screen.review?.form.focus != row.rawValue { _ = screen.handle(.key(.tab), size: size) }
    }

    func saved(_ configuration: () throws -> SchedulerConfiguration) rethrows -> [SettingsEffect] {
        var settings = Settings()
        settings.scheduler = try configuration()
        return [.save(settings)]
    }

    @Test func theSettingsScreenHasARowThatOpensTheReviewForm() {
        expectGolden(SettingsScreen(settings: Settings()).view(size: SettingsScreen.minimumSize), named: "settings-40x12")
        var screen = opened()
        #expect(screen.review?.configuration == .default)
        #expect(screen.handle(.key(.escape), size: size) == [])
        #expect(screen.review == nil, "Esc goes back to Settings")
        #expect(screen.view(size: size).lines.joined().contains("Review (FSRS) settings ›"))
        // Enter on another row still goes back, and Space opens the form too.
        var other = SettingsScreen(settings: Settings())
        #expect(other.handle(.key(.enter), size: size) == [.leave])
        _ = other.handle(.key(.up), size: size)
        _ = other.handle(.key(.character(" ")), size: size)
        #expect(other.review != nil)
        #expect(SettingsScreen.keymap.helpLines(width: 52).joined().contains("Open Review (FSRS) settings"))
    }

    @Test func showsEveryFieldAt80x24AndAtItsMinimumSize() {
        let screen = opened()
        expectGolden(screen.view(size: size), named: "settings-review-80x24")
        expectGolden(screen.view(size: ReviewSettingsScreen.minimumSize), named: "settings-review-40x12")
        let smaller = Size(width: ReviewSettingsScreen.minimumSize.width, height: ReviewSettingsScreen.minimumSize.height - 1)
        #expect(screen.view(size: smaller).lines.joined().contains("Terminal too small"))
    }

    @Test func aValidRetentionIsSavedAtOnce() throws {
        var screen = opened()
        #expect(try replace(.desiredRetention, with: "0.85", in: &screen) == saved { try SchedulerConfiguration(desiredRetention: 0.85) })
        #expect(screen.settings.scheduler.desiredRetention == 0.85)
    }

    @Test func aRetentionOutOfRangeOrNotANumberIsExplainedAndNotSaved() {
        var screen = opened()
        #expect(replace(.desiredRetention, with: "0.5", in: &screen) == [])
        #expect(screen.review?.errors[.desiredRetention] == "desired retention 0.5 must be from 0.70 to 0.99")
        expectGolden(screen.view(size: size), named: "settings-review-bad-retention-80x24")
        #expect(replace(.desiredRetention, with: "ninety", in: &screen) == [])
        #expect(screen.review?.errors[.desiredRetention] == "\"ninety\" is not a number; enter 0.70 to 0.99")
        #expect(screen.settings.scheduler == .default)
    }

    @Test func aValidMaximumIntervalIsSavedAndABadOneIsNot() throws {
        var screen = opened()
        #expect(try replace(.maximumInterval, with: "365", in: &screen) == saved { try SchedulerConfiguration(maximumInterval: 365) })
        #expect(replace(.maximumInterval, with: "40000", in: &screen) == [])
        #expect(screen.review?.errors[.maximumInterval] == "maximum interval 40000 days must be from 1 to 36500")
        #expect(replace(.maximumInterval, with: "1.5", in: &screen) == [])
        #expect(screen.review?.errors[.maximumInterval] == "\"1.5\" is not a whole number of days (1–36500)")
        #expect(screen.settings.scheduler.maximumInterval == 365)
    }

    @Test func stepsAreSavedWhenTheyReadAsStepsAndExplainedWhenNot() throws {
        var screen = opened()
        #expect(try replace(.learningSteps, with: "30s 5m 1h", in: &screen)
                == saved { try SchedulerConfiguration(learningSteps: [30, 300, 3_600]) })
        // Typed onto the end: "30s 5m 1hx".
        #expect(screen.handle(.paste("x"), size: size) == [])
        #expect(screen.review?.errors[.learningSteps] == #""1hx" is not a step (write a number and a unit: 30s, 10m, 1h, 1d)"#)
        #expect(try replace(.relearningSteps, with: "20m", in: &screen)
                == saved { try SchedulerConfiguration(learningSteps: [30, 300, 3_600], relearningSteps: [1_200]) })
        #expect(screen.handle(.paste(" -5m"), size: size) == [])
        #expect(screen.review?.errors[.relearningSteps] == #""-5m" is not a step (write a number and a unit: 30s, 10m, 1h, 1d)"#)
        #expect(screen.review?.errors[.learningSteps] != nil, "the other field's problem is still said")
        #expect(screen.settings.scheduler.learningSteps == [30, 300, 3_600] && screen.settings.scheduler.relearningSteps == [1_200])
    }

    @Test func parametersPastedFromAnkiAreSavedAndBadOnesNamed() throws {
        var screen = opened()
        var weights = FSRSParameters.default.weights
        weights[0] = 0.5
        let text = weights.map { "\($0)" }.joined(separator: ", ")
        #expect(try replace(.parameters, with: text, in: &screen)
                == saved { try SchedulerConfiguration(parameters: FSRSParameters(weights)) })
        // Long text scrolls: the end of the paste is in view, with the cursor.
        let review = try #require(screen.review)
        let shown = screen.view(size: size).lines[review.form.controlRect(row: ReviewSettingsScreen.Row.parameters.rawValue,
                                                                         in: FormScreenLayout.settings(size).form).minY]
        #expect(shown.contains(String(text.suffix(10))))

        #expect(replace(.parameters, with: "1, 2, 3", in: &screen) == [])
        #expect(screen.review?.errors[.parameters] == "FSRS-6 needs 21 parameters, got 3")
        let bad = ["x"] + FSRSParameters.default.weights.dropFirst().map { "\($0)" }
        #expect(replace(.parameters, with: bad.joined(separator: ","), in: &screen) == [])
        #expect(screen.review?.errors[.parameters] == #"parameter w0 (number 1 of 21) is not a number: "x""#)
        #expect(screen.view(size: size).lines.joined().contains(#"Not saved: parameter w0 (number 1 of 21) is not a number: "x""#))
        #expect(screen.settings.scheduler.parameters.weights[0] == 0.5)
    }

    @Test func aFailedSaveIsSaidOnTheReviewForm() {
        var screen = opened()
        _ = screen.update(.saveFailed("/h/settings.json: cannot replace the file"), in: .at(.zero))
        #expect(screen.view(size: size).lines.joined().contains("Not saved: /h/settings.json: cannot replace"))
    }
}

/// Enter after typing a value goes on when it is good and stays when not: by voice every
/// typed line ends with Enter, and leaving dropped what was typed.
@Suite struct SettingsEnterAfterAValueTests {
    let size = Size(width: 80, height: 24)
    typealias Review = ReviewSettingsScreenTests

    @Test func inTheTimeLimitFieldEnterGoesOnOnlyFromAGoodNumber() {
        var screen = SettingsScreen(settings: Settings())
        _ = screen.handle(.key(.down), size: size)
        let field = screen.form.focus
        _ = screen.handle(.paste("x"), size: size)
        #expect(screen.handle(.key(.enter), size: size) == [])
        #expect(screen.form.focus == field && screen.timeLimitError != nil)
        _ = screen.handle(.key(.backspace), size: size)
        #expect(screen.handle(.key(.enter), size: size) == [])
        #expect(screen.form.focus == field + 1)
    }

    @Test func inTheReviewFormEnterGoesOnFromAGoodValueAndBackFromTheLastField() {
        let review = Review()
        var screen = review.opened()
        #expect(review.replace(.desiredRetention, with: "0.5", in: &screen) == [])
        #expect(screen.handle(.key(.enter), size: size) == [])
        #expect(screen.review?.form.focus == ReviewSettingsScreen.Row.desiredRetention.rawValue)
        _ = review.replace(.desiredRetention, with: "0.85", in: &screen)
        #expect(screen.handle(.key(.enter), size: size) == [])
        #expect(screen.review?.form.focus == ReviewSettingsScreen.Row.desiredRetention.rawValue + 1)
        let last = ReviewSettingsScreen.Row.allCases.last!
        review.focus(last, in: &screen)
        #expect(screen.handle(.key(.enter), size: size) == [])
        #expect(screen.review == nil, "back to Settings from the last field")
    }
}

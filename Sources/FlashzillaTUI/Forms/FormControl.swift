import FlashzillaCore

/// One editable value in a form: typed text, an on/off switch, or a choice from a list.
public enum FormControl: Equatable, Sendable {
    case text(TextField)
    case toggle(Bool)
    /// `swatches`, when given, holds a deck colour per option, drawn beside its name.
    case choice(index: Int, options: [String], swatches: [DeckColor]? = nil)
    /// A way to another screen: only its label is drawn (all of the row's width); the
    /// screen opens it (the form leaves Enter, Space and → to the screen here).
    case link

    public var textValue: String? {
        if case .text(let field) = self { return field.text }
        return nil
    }

    public var boolValue: Bool? {
        if case .toggle(let on) = self { return on }
        return nil
    }

    public var choiceIndex: Int? {
        if case .choice(let index, _, _) = self { return index }
        return nil
    }
}

/// A labelled row of a form, with a dimmed hint shown under it unless an error takes its place.
public struct FormRow: Equatable, Sendable {
    public var label: String
    public var control: FormControl
    public var hint: String

    public init(label: String, control: FormControl, hint: String = "") {
        self.label = label
        self.control = control
        self.hint = hint
    }
}

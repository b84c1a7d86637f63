import Testing
@testable import ControlKit

/// A delegate that writes each call into a shared journal and answers from its settings.
final class JournalingDelegate: TextFieldDelegate {
    let journal: Journal
    var allowsBegin = true, allowsEnd = true, allowsChange = true, allowsClear = true, allowsReturn = true

    init(journal: Journal) {
        self.journal = journal
    }

    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { journal.add("shouldBegin"); return allowsBegin }
    func textFieldDidBeginEditing(_ textField: TextField) { journal.add("didBegin") }
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool { journal.add("shouldEnd"); return allowsEnd }
    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) { journal.add("didEnd \(reason)") }
    func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString replacement: String) -> Bool {
        journal.add("shouldChange \(range.lowerBound)..<\(range.upperBound) \"\(replacement)\"")
        return allowsChange
    }
    func textFieldShouldClear(_ textField: TextField) -> Bool { journal.add("shouldClear"); return allowsClear }
    func textFieldShouldReturn(_ textField: TextField) -> Bool { journal.add("shouldReturn"); return allowsReturn }
}

/// Delegate calls and control events in the order they happened.
final class Journal {
    private(set) var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    func clear() { entries.removeAll() }
}

/// An application with a window holding a text field; every control event of the field is
/// journalled with the field's text at that moment, next to the delegate's calls.
final class TextFieldStage {
    let application = Application()
    let window: Window
    let field = TextField(frame: Rect(x: 20, y: 20, width: 200, height: 30))
    let driver: TouchDriver
    let journal = Journal()
    lazy var delegate = JournalingDelegate(journal: journal)

    init(events: Control.Event = [.allTouchEvents, .allEditingEvents]) {
        window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(field)
        driver = TouchDriver(window: window)
        field.delegate = delegate
        journal(field, events: events)
    }

    /// Journals a field's events, each single event of a pass as `event` or `event "text"`.
    func journal(_ field: TextField, events: Control.Event, label: String = "") {
        let journal = journal
        field.addAction(Action { sender, _ in
            guard let field = sender as? TextField, let event = field.controlEventBeingSent else { return }
            let text = event.isSubset(of: .allEditingEvents) && event != .editingDidBegin && event != .editingDidEnd ? " \"\(field.text)\"" : ""
            journal.add(label + event.description + text)
        }, for: events)
    }

    /// A point on the field away from where a clear button would be.
    var fieldPoint: Point { Point(x: 60, y: 35) }

    /// A point on the field's clear button.
    var clearButtonPoint: Point { Point(x: 205, y: 35) }
}

/// TextField: editing lifecycle and events (uikit-rules §4.7, §8.3, §8.15), delegate vetoes,
/// typing through the touch driver's keyboard.
@Suite("TextField")
struct TextFieldTests {
    @Test("defaults: empty text, no placeholder, not editing, clear button never, natural alignment")
    func defaults() {
        let field = TextField()
        #expect(field.text == "" && !field.hasText)
        #expect(field.placeholder == nil)
        #expect(!field.isEditing && !field.isFirstResponder)
        #expect(field.clearButtonMode == .never && !field.clearsOnBeginEditing)
        #expect(field.textAlignment == .natural)
        #expect(TextField.ViewMode.allCases.map(\.rawValue) == [0, 1, 2, 3])
    }

    @Test("§4.7: a tap begins editing after the touch events — shouldBegin, didBegin, editingDidBegin — and makes the field first responder")
    func tapBeginsEditing() {
        let stage = TextFieldStage()
        stage.driver.tap(at: stage.fieldPoint)
        #expect(stage.journal.entries == ["touchDown", "touchUpInside", "shouldBegin", "didBegin", "editingDidBegin"])
        #expect(stage.field.isEditing && stage.field.isFirstResponder)
        #expect(stage.window.firstResponder === stage.field)
    }

    @Test("§4.7: a touch dragged out of the field and lifted outside does not begin editing")
    func releaseOutsideDoesNotBegin() {
        let stage = TextFieldStage()
        stage.driver.drag(from: stage.fieldPoint, to: Point(x: 390, y: 390))
        #expect(!stage.field.isEditing)
        #expect(!stage.journal.entries.contains("editingDidBegin"))
    }

    @Test("§4.7: a tap on a field already editing sends only touch events")
    func tapWhileEditing() {
        let stage = TextFieldStage()
        stage.driver.tap(at: stage.fieldPoint)
        stage.journal.clear()
        stage.driver.wait(1)
        stage.driver.tap(at: stage.fieldPoint)
        #expect(stage.journal.entries == ["touchDown", "touchUpInside"])
    }

    @Test("§4.7: each typed key asks shouldChange, then commits and sends editingChanged whose handlers see the new text")
    func typing() {
        let stage = TextFieldStage()
        stage.driver.tap(at: stage.fieldPoint)
        stage.journal.clear()
        #expect(stage.driver.type("hi"))
        #expect(stage.journal.entries == ["shouldChange 0..<0 \"h\"", "editingChanged \"h\"", "shouldChange 1..<1 \"i\"", "editingChanged \"hi\""])
        #expect(stage.field.text == "hi")
    }

    @Test("§4.7: delete backward removes the last character with a shouldChange for its range; on an empty field it does nothing")
    func deleteBackward() {
        let stage = TextFieldStage()
        stage.driver.tap(at: stage.fieldPoint)
        stage.driver.type("ok")
        stage.journal.clear()
        stage.driver.keyboard.deleteBackward(times: 3)
        #expect(stage.journal.entries == ["shouldChange 1..<2 \"\"", "editingChanged \"o\"", "shouldChange 0..<1 \"\"", "editingChanged \"\""])
        #expect(stage.field.text == "")
    }

    @Test("§4.7: a pasted insertion is one change with one editingChanged")
    func paste() {
        let stage = TextFieldStage()
        stage.driver.tap(at: stage.fieldPoint)
        stage.journal.clear()
        stage.driver.keyboard.insert("hello")
        #expect(stage.journal.entries == ["shouldChange 0..<0 \"hello\"", "editingChanged \"hello\""])
    }

    @Test("§4.7 delegate veto: shouldChange false drops the change and sends nothing")
    func shouldChangeVeto() {
        let stage = TextFieldStage()
        stage.driver.tap(at: stage.fieldPoint)
        stage.delegate.allowsChange = false
        stage.journal.clear()
        stage.driver.type("x")
        #expect(stage.field.text == "")
        #expect(stage.journal.entries == ["shouldChange 0..<0 \"x\""])
    }

    @Test("§8.3: setting text in code sends no event, while editing or not")
    func programmaticTextIsSilent() {
        let stage = TextFieldStage()
        stage.field.text = "set"
        stage.driver.tap(at: stage.fieldPoint)
        stage.journal.clear()
        stage.field.text = "again"
        #expect(stage.journal.entries.isEmpty)
        #expect(stage.field.text == "again")
    }

    @Test("§4.7, §8.15: return with an editingDidEndOnExit registration sends it, then resigns: shouldEnd, didEnd, editingDidEnd")
    func returnWithRegistrationEndsEditing() {
        let stage = TextFieldStage()
        stage.driver.tap(at: stage.fieldPoint)
        stage.driver.type("a")
        stage.journal.clear()
        #expect(stage.driver.keyboard.pressReturn())
        #expect(stage.journal.entries == ["shouldReturn", "editingDidEndOnExit \"a\"", "shouldEnd", "didEnd committed", "editingDidEnd"])
        #expect(!stage.field.isEditing && stage.window.firstResponder == nil)
        #expect(stage.field.text == "a")
    }

    @Test("§8.15: without editingDidEndOnExit registrations the return key sends it to nobody and editing goes on")
    func returnWithoutRegistrationKeepsEditing() throws {
        let stage = TextFieldStage(events: [.allTouchEvents, .editingDidBegin, .editingChanged, .editingDidEnd])
        stage.driver.tap(at: stage.fieldPoint)
        stage.journal.clear()
        stage.driver.keyboard.pressReturn()
        #expect(stage.journal.entries == ["shouldReturn"])
        #expect(stage.field.isEditing)
        let emission = try #require(stage.application.traffic.records.last { $0.kind == .emitted })
        #expect(emission.controlEvent == .editingDidEndOnExit && emission.registrations == 0)
    }

    @Test("§4.7 delegate veto: shouldReturn false sends nothing and keeps editing; the newline is not inserted")
    func shouldReturnVeto() {
        let stage = TextFieldStage()
        stage.driver.tap(at: stage.fieldPoint)
        stage.delegate.allowsReturn = false
        stage.journal.clear()
        stage.driver.type("a\nb")
        #expect(stage.journal.entries == ["shouldChange 0..<0 \"a\"", "editingChanged \"a\"", "shouldReturn", "shouldChange 1..<1 \"b\"", "editingChanged \"ab\""])
        #expect(stage.field.isEditing && stage.field.text == "ab")
    }

    @Test("§4.7: typed text after a return that ended editing goes nowhere, and the keyboard reports no receiver")
    func keysAfterEditingEnded() {
        let stage = TextFieldStage()
        stage.driver.tap(at: stage.fieldPoint)
        stage.driver.keyboard.insert("ab\ncd")
        #expect(stage.field.text == "ab" && !stage.field.isEditing)
        #expect(!stage.driver.type("z"))
        #expect(stage.field.text == "ab")
    }

    @Test("§4.7: resigning ends editing — shouldEnd, didEnd, editingDidEnd")
    func resignEndsEditing() {
        let stage = TextFieldStage()
        stage.driver.tap(at: stage.fieldPoint)
        stage.journal.clear()
        #expect(stage.field.resignFirstResponder())
        #expect(stage.journal.entries == ["shouldEnd", "didEnd committed", "editingDidEnd"])
        #expect(!stage.field.isEditing && !stage.field.isFirstResponder)
    }

    @Test("§4.7 delegate veto: shouldEnd false keeps the field editing and first responder")
    func shouldEndVeto() {
        let stage = TextFieldStage()
        stage.driver.tap(at: stage.fieldPoint)
        stage.delegate.allowsEnd = false
        stage.journal.clear()
        #expect(!stage.field.resignFirstResponder())
        #expect(stage.journal.entries == ["shouldEnd"])
        #expect(stage.field.isEditing && stage.field.isFirstResponder)
    }

    @Test("§4.7 delegate veto: shouldBegin false — a tap sends only touch events and editing does not begin")
    func shouldBeginVeto() {
        let stage = TextFieldStage()
        stage.delegate.allowsBegin = false
        stage.driver.tap(at: stage.fieldPoint)
        #expect(stage.journal.entries == ["touchDown", "touchUpInside", "shouldBegin"])
        #expect(!stage.field.isEditing && stage.window.firstResponder == nil)
        #expect(!stage.driver.type("x"))
    }

    @Test("§4.7: tapping a second field ends the first before the second begins; a first field refusing to end keeps it")
    func secondField() {
        let stage = TextFieldStage()
        let other = TextField(frame: Rect(x: 20, y: 100, width: 200, height: 30))
        stage.window.addSubview(other)
        stage.journal(other, events: [.touchUpInside, .allEditingEvents], label: "other.")
        stage.driver.tap(at: stage.fieldPoint)
        stage.journal.clear()
        stage.driver.wait(1)
        stage.driver.tap(other)
        #expect(stage.journal.entries == ["other.touchUpInside", "shouldEnd", "didEnd committed", "editingDidEnd", "other.editingDidBegin"])
        #expect(other.isEditing && !stage.field.isEditing)
        stage.driver.type("z")
        #expect(other.text == "z" && stage.field.text == "")
    }

    @Test("§4.7: becoming first responder in code begins editing with the same events; out of a window it cannot")
    func programmaticBegin() {
        let stage = TextFieldStage()
        #expect(stage.field.becomeFirstResponder())
        #expect(stage.journal.entries == ["shouldBegin", "didBegin", "editingDidBegin"])
        #expect(!TextField().becomeFirstResponder())
    }

    @Test("§2.1: a disabled field is not hit and cannot become first responder")
    func disabled() {
        let stage = TextFieldStage()
        stage.field.isEnabled = false
        stage.driver.tap(at: stage.fieldPoint)
        #expect(stage.journal.entries.isEmpty)
        #expect(!stage.field.becomeFirstResponder())
    }

    @Test("§2.2: a field removed from its window while editing stops editing without asking shouldEnd")
    func removedWhileEditing() {
        let stage = TextFieldStage()
        stage.driver.tap(at: stage.fieldPoint)
        stage.delegate.allowsEnd = false
        stage.journal.clear()
        stage.field.removeFromSuperview()
        #expect(stage.journal.entries == ["didEnd committed", "editingDidEnd"])
        #expect(!stage.field.isEditing && stage.window.firstResponder == nil)
    }

    @Test("clear button (whileEditing): a tap on it asks shouldClear, empties the field and sends editingChanged, with no touch events")
    func clearButton() {
        let stage = TextFieldStage()
        stage.field.clearButtonMode = .whileEditing
        stage.driver.tap(at: stage.fieldPoint)
        stage.driver.type("abc")
        #expect(stage.field.isClearButtonVisible)
        stage.journal.clear()
        stage.driver.tap(at: stage.clearButtonPoint)
        #expect(stage.journal.entries == ["shouldClear", "editingChanged \"\""])
        #expect(stage.field.text == "" && stage.field.isEditing)
        #expect(!stage.field.isClearButtonVisible)
    }

    @Test("clear button: shouldClear false keeps the text; with mode never the same spot is an ordinary tap")
    func clearButtonVetoAndNever() {
        let stage = TextFieldStage()
        stage.field.text = "keep"
        stage.field.clearButtonMode = .always
        stage.delegate.allowsClear = false
        stage.driver.tap(at: stage.clearButtonPoint)
        #expect(stage.journal.entries == ["shouldClear"])
        #expect(stage.field.text == "keep" && !stage.field.isEditing)
        stage.field.clearButtonMode = .never
        stage.journal.clear()
        stage.driver.wait(1)
        stage.driver.tap(at: stage.clearButtonPoint)
        #expect(stage.journal.entries == ["touchDown", "touchUpInside", "shouldBegin", "didBegin", "editingDidBegin"])
    }

    @Test("clear button (unlessEditing) on a field not editing: clearing begins editing first")
    func clearButtonUnlessEditing() {
        let stage = TextFieldStage()
        stage.field.text = "old"
        stage.field.clearButtonMode = .unlessEditing
        stage.driver.tap(at: stage.clearButtonPoint)
        #expect(stage.journal.entries == ["shouldClear", "shouldBegin", "didBegin", "editingDidBegin", "editingChanged \"\""])
        #expect(stage.field.isEditing && stage.field.text == "")
    }

    @Test("clearsOnBeginEditing empties the field as editing begins, asking shouldClear, without editingChanged")
    func clearsOnBeginEditing() {
        let stage = TextFieldStage()
        stage.field.text = "old"
        stage.field.clearsOnBeginEditing = true
        stage.driver.tap(at: stage.fieldPoint)
        #expect(stage.journal.entries == ["touchDown", "touchUpInside", "shouldBegin", "shouldClear", "didBegin", "editingDidBegin"])
        #expect(stage.field.text == "")
    }

    @Test("§4.7: a closure delegate vetoes through its closures and allows what it leaves out")
    func closureDelegate() {
        let stage = TextFieldStage()
        let rules = ClosureTextFieldDelegate()
        var ended: [TextField.DidEndEditingReason] = []
        rules.shouldChangeCharacters = { _, _, replacement in replacement.allSatisfy(\.isNumber) }
        rules.shouldReturn = { field in field.text.count >= 2 }
        rules.didEndEditing = { _, reason in ended.append(reason) }
        stage.field.delegate = rules
        stage.field.addTarget(ActionLog(), action: "done:", for: .editingDidEndOnExit)
        stage.driver.tap(at: stage.fieldPoint)
        stage.driver.type("4x2")
        #expect(stage.field.text == "42")
        stage.driver.keyboard.deleteBackward()
        stage.driver.keyboard.pressReturn()
        #expect(stage.field.isEditing)
        stage.driver.type("7\n")
        #expect(!stage.field.isEditing && stage.field.text == "47")
        #expect(ended == [.committed])
    }

    @Test("§8.3: a delegate that rewrites the text itself and returns false leaves its text, and no editingChanged is sent")
    func delegateRewritesText() {
        let stage = TextFieldStage()
        let rules = ClosureTextFieldDelegate()
        rules.shouldChangeCharacters = { field, _, replacement in
            field.text += replacement.uppercased()
            return false
        }
        stage.field.delegate = rules
        stage.driver.tap(at: stage.fieldPoint)
        stage.journal.clear()
        stage.driver.type("ok")
        #expect(stage.field.text == "OK")
        #expect(stage.journal.entries.isEmpty)
    }

    @Test("§4.7: when the editing field refuses to end, tapping another field does not begin editing there")
    func refusalKeepsFocus() {
        let stage = TextFieldStage()
        let other = TextField(frame: Rect(x: 20, y: 100, width: 200, height: 30))
        stage.window.addSubview(other)
        stage.journal(other, events: .allEditingEvents, label: "other.")
        stage.driver.tap(at: stage.fieldPoint)
        stage.delegate.allowsEnd = false
        stage.journal.clear()
        stage.driver.wait(1)
        stage.driver.tap(other)
        #expect(stage.journal.entries == ["shouldEnd"])
        #expect(stage.field.isEditing && !other.isEditing)
        stage.driver.type("a")
        #expect(stage.field.text == "a" && other.text == "")
    }

    @Test("the description lists text, placeholder, editing and non-default settings")
    func description() {
        let field = TextField(frame: Rect(x: 0, y: 0, width: 100, height: 30))
        field.placeholder = "Name"
        field.clearButtonMode = .whileEditing
        #expect(field.description == "TextField(frame: (0, 0, 100×30), text: \"\", placeholder: \"Name\", isEditing: false, clearButtonMode: whileEditing)")
    }
}

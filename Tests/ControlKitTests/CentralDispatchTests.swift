import Testing
@testable import ControlKit

/// sendActions → sendAction(_:to:for:) → Application.sendAction(_:to:from:for:), uikit-rules §3.2–3.3.
@Suite("Central dispatch (§3.3)")
struct CentralDispatchTests {
    private let application = Application()
    private let window: Window

    init() {
        window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    }

    @Test("§3.3: every registration goes through the control's overridable sendAction(_:to:for:) to the application")
    func overridePoint() {
        final class Spy: Control {
            var sent: [String] = []
            override func sendAction(_ action: ActionName, to target: (any ActionTarget)?, for event: InputEvent?) {
                sent.append(action.rawValue)
                super.sendAction(action, to: target, for: event)
            }
        }
        let control = Spy()
        window.addSubview(control)
        let log = ActionLog()
        control.addTarget(log, action: "a", for: .touchDown)
        control.addTarget(log, action: "b", for: .touchDown)
        control.sendActions(for: .touchDown)
        #expect(control.sent == ["a", "b"])
        #expect(log.actions == ["a", "b"])
        #expect(application.traffic.records.filter { $0.kind == .delivered }.count == 2)
    }

    @Test("§3.3: a pass sends all its registrations through the application it began in, even after an action moves the control")
    func passKeepsItsApplication() {
        let other = Application()
        let otherWindow = other.makeWindow(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let control = Control()
        window.addSubview(control)
        let log = ActionLog()
        control.addAction(Action(title: "move") { _, _ in otherWindow.addSubview(control) }, for: .touchDown)
        control.addTarget(log, action: "after", for: .touchDown)
        control.sendActions(for: .touchDown)
        #expect(log.actions == ["after"])
        #expect(application.traffic.records.compactMap(\.action) == ["move", "after"])
        #expect(other.traffic.records.isEmpty)
        control.sendActions(for: .touchDown)
        #expect(other.traffic.records.compactMap(\.action) == ["move", "after"])
    }

    @Test("§3.3: an application whose last reference an action drops lives until the pass has sent every registration")
    func passKeepsItsApplicationAlive() {
        var detached: Application? = Application()
        weak let released = detached
        let control = Control()
        control.fallbackApplication = detached
        let log = ActionLog()
        control.addAction(Action(title: "release") { _, _ in detached = nil }, for: .touchDown)
        control.addTarget(log, action: "after", for: .touchDown)
        control.sendActions(for: .touchDown)
        #expect(log.actions == ["after"])
        #expect(released == nil)
    }

    @Test("§3.3: an action that makes its control send again runs a nested pass, and the outer pass goes on as it was")
    func nestedPass() {
        let control = Control()
        window.addSubview(control)
        let log = ActionLog()
        control.addAction(Action(title: "nest") { _, _ in control.sendActions(for: .valueChanged) }, for: .touchDown)
        control.addTarget(log, action: "changed", for: .valueChanged)
        control.addTarget(log, action: "after", for: .touchDown)
        control.sendActions(for: .touchDown)
        #expect(log.actions == ["changed", "after"])
        let delivered = application.traffic.records.filter { $0.kind == .delivered }
        #expect(delivered.map { "\($0.action!) \($0.controlEvent!)" } == ["changed valueChanged", "nest touchDown", "after touchDown"])
    }

    @Test("§3.3: Application.sendAction returns whether some object performed the action")
    func returnValue() {
        let log = ActionLog(understood: ["known"])
        #expect(application.sendAction("known", to: log, from: nil, for: nil))
        #expect(!application.sendAction("unknown", to: log, from: nil, for: nil))
        #expect(application.traffic.records.map(\.kind) == [.delivered, .unhandled])
    }

    @Test("§3.3: a nil target walks control → superviews → window → application → delegate to the first responder of the action")
    func responderChain() {
        let outer = RespondingView(understood: ["save", "open"])
        let inner = RespondingView(understood: ["open"])
        let control = Control()
        window.addSubview(outer)
        outer.addSubview(inner)
        inner.addSubview(control)
        let delegate = ActionLog(understood: ["quit"])
        application.delegate = delegate
        control.addTarget(nil, action: "open", for: .touchDown)
        control.addTarget(nil, action: "save", for: .touchDown)
        control.addTarget(nil, action: "quit", for: .touchDown)
        control.sendActions(for: .touchDown)
        #expect(inner.log.actions == ["open"])
        #expect(outer.log.actions == ["save"])
        #expect(delegate.actions == ["quit"])
        let routes = application.traffic.records.filter { $0.kind == .delivered }.map { "\($0.target!) \($0.route!)" }
        #expect(routes == ["RespondingView#1 responderChain", "RespondingView#2 responderChain", "ActionLog#1 responderChain"])
    }

    @Test("§3.3: the search starts at the window's first responder when there is one")
    func firstResponder() {
        let editor = RespondingView(understood: ["copy"])
        let sibling = RespondingView(understood: ["copy"])
        let control = Control()
        window.addSubview(editor)
        window.addSubview(sibling)
        sibling.addSubview(control)
        window.setFirstResponder(editor)
        control.addTarget(nil, action: "copy", for: .touchDown)
        control.sendActions(for: .touchDown)
        #expect(editor.log.calls.count == 1 && sibling.log.calls.isEmpty)
    }

    @Test("§3.3: an action nobody responds to is recorded as unhandled, not lost")
    func unhandled() throws {
        let control = Control()
        window.addSubview(control)
        control.addTarget(nil, action: "nobody", for: .touchDown)
        control.sendActions(for: .touchDown)
        let record = try #require(application.traffic.records.last)
        #expect(record.kind == .unhandled && record.action == "nobody" && record.controlEvent == .touchDown)
        #expect(record.sender == ObjectName(typeName: "Control", number: 1))
    }

    @Test("§3.3: actions receive the sender and event; sendActions(for:) passes a nil event")
    func arguments() throws {
        let control = Control(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(control)
        let log = ActionLog()
        control.addTarget(log, action: "changed:event:", for: [.valueChanged, .touchDown])
        control.sendActions(for: .valueChanged)
        let programmatic = try #require(log.calls.first)
        #expect(programmatic.sender === control && programmatic.event == nil)
        TouchDriver(window: window).tap(at: Point(x: 10, y: 10))
        #expect(log.calls.last?.event != nil)
        #expect(ActionName("changed:event:").arity == 2 && ActionName("changed:").arity == 1 && ActionName("changed").arity == 0)
        #expect(ActionName("changed:event:").baseName == "changed")
    }

    @Test("§3.2, §8.8: sendActions works on a disabled control")
    func disabledStillSends() {
        let control = Control()
        window.addSubview(control)
        control.isEnabled = false
        let log = ActionLog()
        control.addTarget(log, action: "a", for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log.calls.count == 1)
    }

    @Test("§2.3, §3.2: a control whose action-triggering events are sent follows with a primaryActionTriggered pass")
    func primaryActionTriggered() {
        final class Pressable: Control {
            override var primaryActionTriggeringEvents: Control.Event { .touchUpInside }
        }
        let control = Pressable()
        window.addSubview(control)
        let log = ActionLog()
        control.addTarget(log, action: "a", for: [.touchUpInside, .primaryActionTriggered])
        control.sendActions(for: .touchUpInside)
        #expect(log.events == ["touchUpInside", "primaryActionTriggered"])
        control.sendActions(for: .touchDown)
        #expect(log.calls.count == 2)
        let plain = Control()
        plain.addTarget(log, action: "a", for: [.touchUpInside, .primaryActionTriggered])
        plain.sendActions(for: .touchUpInside)
        #expect(log.calls.count == 3, "the base class triggers no primary action")
    }

    @Test("an action that throws is recorded as failed and delivery continues with the next target")
    func failingAction() throws {
        let control = Control()
        window.addSubview(control)
        let failing = ActionLog(), next = ActionLog()
        failing.failure = TestFailure(description: "boom")
        control.addTarget(failing, action: "a", for: .touchDown)
        control.addAction(Action(title: "explode") { _, _ in throw TestFailure(description: "bang") }, for: .touchDown)
        control.addTarget(next, action: "b", for: .touchDown)
        control.sendActions(for: .touchDown)
        #expect(next.calls.count == 1)
        let failures = application.traffic.records.filter { $0.kind == .failed }
        #expect(failures.map(\.message) == ["boom", "bang"])
        #expect(failures.map(\.action) == ["a", "explode"])
        #expect(failures.allSatisfy { $0.wasHandled })
    }

    @Test("a control outside any window dispatches through a private application of its own")
    func detachedControl() {
        let control = Control()
        let log = ActionLog()
        control.addTarget(log, action: "a", for: .touchDown)
        control.sendActions(for: .touchDown)
        #expect(log.calls.count == 1)
        #expect(control.dispatchingApplication.traffic.records.count == 2)
        #expect(application.traffic.records.isEmpty)
    }
}

@Suite("First responder")
struct FirstResponderTests {
    final class Field: View {
        var acceptsFocus = true
        var letsGo = true
        override var canBecomeFirstResponder: Bool { acceptsFocus }
        override var canResignFirstResponder: Bool { letsGo }
    }

    private let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))

    @Test("a view becomes first responder only inside a window and when it can")
    func becoming() {
        let field = Field()
        #expect(!field.becomeFirstResponder())
        window.addSubview(field)
        #expect(field.becomeFirstResponder() && field.isFirstResponder)
        let plain = View()
        window.addSubview(plain)
        #expect(!plain.becomeFirstResponder())
        #expect(window.firstResponder === field)
    }

    @Test("taking over asks the current first responder to resign, which it may refuse")
    func takingOver() {
        let first = Field(), second = Field()
        window.addSubview(first)
        window.addSubview(second)
        first.becomeFirstResponder()
        first.letsGo = false
        #expect(!second.becomeFirstResponder() && first.isFirstResponder)
        first.letsGo = true
        #expect(second.becomeFirstResponder() && !first.isFirstResponder)
        #expect(second.resignFirstResponder() && window.firstResponder == nil)
    }
}

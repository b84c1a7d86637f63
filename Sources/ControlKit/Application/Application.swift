import Synchronization

/// The application: owner of windows, the virtual clock and the traffic recorder, and the one
/// central dispatch point every action passes through (UIKit's `UIApplication`).
///
/// Create one per session or test; nothing is global, so applications never interfere.
public final class Application: Responder {
    /// What to do with an action whose weakly held target has been released.
    public enum ReleasedTargetPolicy: Sendable {
        /// Send it up the responder chain, like an action registered without a target. What iOS 26
        /// does (uikit-rules §3.1, §8.13); the default.
        case responderChain
        /// Drop it, recording a note.
        case dropAction
    }

    /// The deterministic time of the application.
    public let clock: VirtualClock

    /// Every action sent, with the events controls emitted and notes.
    public let traffic: TrafficRecorder

    /// The appearance proxies of the application's views and items (uikit-rules §17).
    public let appearance = AppearanceRegistry()

    /// The device's tilt, which the views' motion effects follow (`Motion/VirtualDevice.swift`).
    public private(set) lazy var device = VirtualDevice(clock: clock)

    /// The windows, in the order they were added.
    public private(set) var windows: [Window] = []

    /// The last stop of the responder chain, after the application itself (UIKit's app delegate).
    public var delegate: (any ActionTarget)?

    /// What happens to actions of released targets.
    public var releasedTargets: ReleasedTargetPolicy {
        get { releasedTargetPolicy }
        set { releasedTargetPolicy = newValue }
    }
    private var releasedTargetPolicy = ReleasedTargetPolicy.responderChain

    /// How the application's views measure text for layout (a button's `titleSize`, …):
    /// `FixedPitchTextMeasurer` by default; a rendering backend's measurer makes layout match the
    /// glyphs it draws.
    public var textMeasurer: any TextMeasuring = FixedPitchTextMeasurer.shared

    /// Told of what happens in the model besides its traffic (`ModelActivity`); the clock's
    /// `activityObserver`. Nil by default.
    public var activityObserver: ((ModelActivity) -> Void)? {
        get { clock.activityObserver }
        set { clock.activityObserver = newValue }
    }

    private var names = ObjectNameRegistry()
    /// A number no other application of this process has: a name an object carries says by it
    /// which application gave the name (`CarriedName`).
    let serialNumber = Application.serialNumbers.add(1, ordering: .relaxed).newValue
    private static let serialNumbers = Atomic<Int>(0)

    /// Creates an application keeping at most `trafficCapacity` traffic records (nil: all).
    public init(trafficCapacity: Int? = 10_000) {
        clock = VirtualClock()
        traffic = TrafficRecorder(capacity: trafficCapacity)
        super.init()
    }

    // MARK: Windows

    /// Adds a window to the application (moving it from another application if needed).
    @discardableResult
    public func addWindow(_ window: Window) -> Window {
        window.owningApplication?.windows.removeAll { $0 === window }
        window.owningApplication = self
        windows.append(window)
        window.notifyDidMoveToWindow()
        return window
    }

    /// Creates a window with a frame and adds it.
    public func makeWindow(frame: Rect) -> Window {
        addWindow(Window(frame: frame))
    }

    /// Delivers an event to the windows its touches began in, then tells the activity observer.
    public func sendEvent(_ event: InputEvent) {
        for window in windows where event.touchesInOrder.contains(where: { $0.window === window }) {
            window.sendEvent(event)
        }
        clock.activityObserver?(.touches(event))
    }

    // MARK: Names

    /// The stable name of an object in this application's traffic, such as `Button#2`.
    public func name(of object: AnyObject) -> ObjectName {
        if let name = existingName(of: object) { return name }
        let typeName = ObjectNameRegistry.typeName(of: object)
        let name = names.giveName(to: object, typeName: typeName)
        let carried = CarriedName(namer: serialNumber, name: name)
        if let responder = object as? Responder {
            responder.carriedName = carried
        } else {
            (object as? any LifetimeLinked)?.lifetimeLink.carriedName = carried
        }
        return name
    }

    /// `name(of:)` for a responder known as one (the sender of a control's dispatch), which
    /// finds the name it carries without a cast.
    private func name(ofResponder responder: Responder) -> ObjectName {
        given(responder.carriedName) ?? name(of: responder as AnyObject)
    }

    /// `name(of:)` for a target, which finds the name it carries on its link without a cast.
    private func name(ofTarget target: any ActionTarget) -> ObjectName {
        given(target.trafficLink?.carriedName) ?? name(of: target)
    }

    /// The name this application has given an object, or nil when it has named it in no record
    /// yet. Unlike `name(of:)` it never gives one: an observer that must not change the names
    /// later records get asks this.
    public func existingName(of object: AnyObject) -> ObjectName? {
        given((object as? Responder)?.carriedName) ?? names.existingName(of: object)
    }

    /// The name an object carries, when this application gave it (another may have named it
    /// in its own traffic).
    private func given(_ carried: CarriedName?) -> ObjectName? {
        guard let carried, carried.namer == serialNumber else { return nil }
        return carried.name
    }

    /// The object this application named `name` in its traffic, while it lives; nil once it
    /// has been released (or for a name it never gave).
    public func object(named name: ObjectName) -> AnyObject? {
        names.object(named: name)
    }

    // MARK: Central dispatch (uikit-rules §3.3)

    /// Sends a named action from a sender: to the target when one is given, otherwise to the first
    /// object up the responder chain that responds to it — starting at the sender's window's first
    /// responder, else at the sender, through the window and this application to the delegate.
    /// Records the outcome and returns whether some object performed the action. An error thrown
    /// by the action is recorded and counts as performed.
    @discardableResult
    public func sendAction(_ action: ActionName, to target: (any ActionTarget)?, from sender: AnyObject?, for event: InputEvent?) -> Bool {
        send(action, to: target, from: sender, control: sender as? Control, for: event)
    }

    /// `sendAction(_:to:from:for:)` for a control's own dispatch, which knows its sender is a control.
    func sendAction(_ action: ActionName, to target: (any ActionTarget)?, fromControl control: Control, for event: InputEvent?) {
        _ = send(action, to: target, from: control, control: control, for: event)
    }

    /// Runs a closure action sent by a sender, recording the outcome; a thrown error is recorded.
    @discardableResult
    public func sendAction(_ action: Action, from sender: AnyObject?, for event: InputEvent?) -> Bool {
        let label = action.label
        let sentWith = actionEvent(event)
        let control = sender as? Control
        do {
            try action.perform(sender: sender, event: event)
            record(.delivered, from: sender, control: control, target: nil, route: .closure, action: label, inputEvent: sentWith)
        } catch {
            record(.failed, from: sender, control: control, target: nil, route: .closure, action: label, inputEvent: sentWith,
                   message: "\(error)")
        }
        return true
    }

    /// Sends a named action from `sender` (`control` when the sender is a control) and records the outcome.
    private func send(_ action: ActionName, to target: (any ActionTarget)?, from sender: AnyObject?, control: Control?,
                      for event: InputEvent?) -> Bool {
        if let target {
            guard target.responds(to: action) else {
                record(.unhandled, from: sender, control: control, target: target, route: .target, action: action.interned,
                       inputEvent: actionEvent(event))
                return false
            }
            perform(action, by: target, route: .target, from: sender, control: control, for: event)
            return true
        }
        guard let performer = responderChainTarget(for: action, from: sender) else {
            record(.unhandled, from: sender, control: control, target: nil, route: .responderChain, action: action.interned,
                   inputEvent: actionEvent(event))
            return false
        }
        perform(action, by: performer, route: .responderChain, from: sender, control: control, for: event)
        return true
    }

    /// Has the object that responds perform the action, and records the outcome.
    private func perform(_ action: ActionName, by performer: any ActionTarget, route: TrafficRecord.Route,
                         from sender: AnyObject?, control: Control?, for event: InputEvent?) {
        let sentWith = actionEvent(event)
        do {
            try performer.perform(action, sender: sender, event: event)
            record(.delivered, from: sender, control: control, target: performer, route: route, action: action.interned,
                   inputEvent: sentWith)
        } catch {
            record(.failed, from: sender, control: control, target: performer, route: route, action: action.interned,
                   inputEvent: sentWith, message: "\(error)")
        }
    }

    /// How a record names the event an action is sent with.
    private func actionEvent(_ event: InputEvent?) -> TrafficRecord.ActionEvent {
        event.map { .event(name(of: $0)) } ?? .absent
    }

    /// Adds a note to the traffic, for example a scenario step.
    public func note(_ message: String, from sender: AnyObject? = nil) {
        record(.note, from: sender, control: sender as? Control, target: nil, route: nil, action: nil, message: message)
    }

    /// Records that a callback other than an action (a delegate message handled by a script, say)
    /// ran and threw: a `failed` record from the sender, naming the callback.
    public func recordFailure(of callback: String, from sender: AnyObject?, message: String) {
        record(.failed, from: sender, control: sender as? Control, target: nil, route: .closure, action: InternedString(callback), message: message)
    }

    private func responderChainTarget(for action: ActionName, from sender: AnyObject?) -> (any ActionTarget)? {
        let start = (sender as? View)?.window?.firstResponder ?? (sender as? Responder)
        if let found = start?.target(forAction: action, withSender: sender) { return found }
        if responds(to: action) { return self }
        if let delegate, delegate.responds(to: action) { return delegate }
        return nil
    }

    // MARK: Recording

    /// Records that a control sent events to the registrations matching them (possibly none).
    func recordEmission(from sender: Control, events: Control.Event, registrations: Int) {
        let senderName = name(ofResponder: sender)
        traffic.append { sequence in
            TrafficRecord(sequence: sequence, time: clock.now, kind: .emitted, sender: senderName,
                          controlEvent: events, registrations: registrations)
        }
    }

    /// Records that a gesture recognizer entered a state and calls its registrations (possibly none).
    func recordEmission(from sender: GestureRecognizer, registrations: Int) {
        let senderName = name(of: sender)
        let state = sender.state
        traffic.append { sequence in
            TrafficRecord(sequence: sequence, time: clock.now, kind: .emitted, sender: senderName,
                          controlEvent: nil, gestureState: state, registrations: registrations)
        }
    }

    /// Records a note about a control's dispatch.
    func recordNote(_ message: String, from sender: Control, events: Control.Event) {
        let senderName = name(of: sender)
        traffic.append { sequence in
            TrafficRecord(sequence: sequence, time: clock.now, kind: .note, sender: senderName,
                          controlEvent: events, message: message)
        }
    }

    /// Records an action's outcome. `control` is the sender when it is a control: its event
    /// being sent goes in the record (a gesture recognizer's state, for a recognizer).
    private func record(_ kind: TrafficRecord.Kind, from sender: AnyObject?, control: Control?, target: (any ActionTarget)?,
                        route: TrafficRecord.Route?, action: InternedString?, inputEvent: TrafficRecord.ActionEvent? = nil,
                        message: String? = nil) {
        let senderName: ObjectName?
        var controlEvent: Control.Event?
        var gestureState: GestureRecognizer.State?
        if let control {
            senderName = name(ofResponder: control)
            controlEvent = control.controlEventBeingSent
        } else {
            senderName = sender.map { name(of: $0) }
            gestureState = (sender as? GestureRecognizer)?.state
        }
        let targetName = target.map { name(ofTarget: $0) }
        traffic.append { sequence in
            TrafficRecord(sequence: sequence, time: clock.now, kind: kind, sender: senderName,
                          controlEvent: controlEvent, gestureState: gestureState, target: targetName, route: route,
                          internedAction: action, inputEvent: inputEvent, message: message)
        }
    }
}

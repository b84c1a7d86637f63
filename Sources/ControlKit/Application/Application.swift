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

    /// The windows, in the order they were added.
    public private(set) var windows: [Window] = []

    /// The last stop of the responder chain, after the application itself (UIKit's app delegate).
    public var delegate: (any ActionTarget)?

    /// What happens to actions of released targets.
    public var releasedTargets: ReleasedTargetPolicy = .responderChain

    /// How the application's views measure text for layout (a button's `titleSize`, …):
    /// `FixedPitchTextMeasurer` by default; a rendering backend's measurer makes layout match the
    /// glyphs it draws.
    public var textMeasurer: any TextMeasuring = FixedPitchTextMeasurer.shared

    private let names = ObjectNameRegistry()

    private var linkStorage: LifetimeLink<Application>?

    /// Creates an application keeping at most `trafficCapacity` traffic records (nil: all).
    public init(trafficCapacity: Int? = 10_000) {
        clock = VirtualClock()
        traffic = TrafficRecorder(capacity: trafficCapacity)
        super.init()
    }

    /// Windows, views and controls of the application see it gone (the `LifetimeLink` invariant).
    deinit {
        linkStorage?.clear()
    }

    /// A link that reads nil once the application is released: how windows, views and other
    /// holders reach it without keeping it alive. Unlike a weak reference it leaves the
    /// application's reference counting on Swift's fast path.
    public var lifetime: LifetimeLink<Application> {
        if let linkStorage { return linkStorage }
        let link = LifetimeLink(self)
        linkStorage = link
        return link
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

    /// Delivers an event to the windows its touches began in.
    public func sendEvent(_ event: InputEvent) {
        for window in windows where event.touchesInOrder.contains(where: { $0.window === window }) {
            window.sendEvent(event)
        }
    }

    // MARK: Names

    /// The stable name of an object in this application's traffic, such as `Button#2`.
    public func name(of object: AnyObject) -> ObjectName {
        names.name(of: object)
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
        let route: TrafficRecord.Route = target == nil ? .responderChain : .target
        let performer = target.map { $0.responds(to: action) ? $0 : nil } ?? responderChainTarget(for: action, from: sender)
        let sentWith = actionEvent(event)
        guard let performer else {
            record(.unhandled, from: sender, target: target, route: route, action: action.rawValue, inputEvent: sentWith)
            return false
        }
        do {
            try performer.perform(action, sender: sender, event: event)
            record(.delivered, from: sender, target: performer, route: route, action: action.rawValue, inputEvent: sentWith)
        } catch {
            record(.failed, from: sender, target: performer, route: route, action: action.rawValue, inputEvent: sentWith,
                   message: "\(error)")
        }
        return true
    }

    /// Runs a closure action sent by a sender, recording the outcome; a thrown error is recorded.
    @discardableResult
    public func sendAction(_ action: Action, from sender: AnyObject?, for event: InputEvent?) -> Bool {
        let label = action.title.isEmpty ? (action.identifier ?? "closure") : action.title
        let sentWith = actionEvent(event)
        do {
            try action.perform(sender: sender, event: event)
            record(.delivered, from: sender, target: nil, route: .closure, action: label, inputEvent: sentWith)
        } catch {
            record(.failed, from: sender, target: nil, route: .closure, action: label, inputEvent: sentWith, message: "\(error)")
        }
        return true
    }

    /// How a record names the event an action is sent with.
    private func actionEvent(_ event: InputEvent?) -> TrafficRecord.ActionEvent {
        event.map { .event(name(of: $0)) } ?? .absent
    }

    /// Adds a note to the traffic, for example a scenario step.
    public func note(_ message: String, from sender: AnyObject? = nil) {
        record(.note, from: sender, target: nil, route: nil, action: nil, message: message)
    }

    /// Records that a callback other than an action (a delegate message handled by a script, say)
    /// ran and threw: a `failed` record from the sender, naming the callback.
    public func recordFailure(of callback: String, from sender: AnyObject?, message: String) {
        record(.failed, from: sender, target: nil, route: .closure, action: callback, message: message)
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
        let senderName = name(of: sender)
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

    private func record(_ kind: TrafficRecord.Kind, from sender: AnyObject?, target: AnyObject?,
                        route: TrafficRecord.Route?, action: String?, inputEvent: TrafficRecord.ActionEvent? = nil,
                        message: String? = nil) {
        let senderName = sender.map { name(of: $0) }
        let targetName = target.map { name(of: $0) }
        let controlEvent = (sender as? Control)?.controlEventBeingSent
        let gestureState = (sender as? GestureRecognizer)?.state
        traffic.append { sequence in
            TrafficRecord(sequence: sequence, time: clock.now, kind: kind, sender: senderName,
                          controlEvent: controlEvent, gestureState: gestureState, target: targetName, route: route, action: action,
                          inputEvent: inputEvent, message: message)
        }
    }
}

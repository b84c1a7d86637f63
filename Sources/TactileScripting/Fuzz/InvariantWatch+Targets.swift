import ControlKit

/// Target–action (uikit-rules §3.1, §3.2): the watch registers two closure actions of its own on
/// every control it watches, `watch 1` and `watch 2`, for overlapping events, and checks that
/// each pass calls those whose events it holds once each, the earlier registered first. They
/// show in the traffic as `-> watch 1`.
extension InvariantWatch {
    /// A dispatch pass whose calls of the watch's actions are being counted.
    struct OpenPass {
        let control: ObjectIdentifier
        let events: Control.Event
        /// The watch's actions the pass must call, in registration order.
        let expected: [Int]
        var called: [Int] = []
        var isComplete: Bool { called.count >= expected.count }
    }

    /// The events each of the watch's actions is registered for: the first, every touch event,
    /// valueChanged, the primary action and the custom events; the second, valueChanged and the
    /// events that end a touch.
    static let watchActionEvents: [Control.Event] = [
        Control.Event.allTouchEvents.union([.valueChanged, .primaryActionTriggered]).union(.applicationReserved),
        [.valueChanged, .touchUpInside, .touchUpOutside, .touchCancel],
    ]

    /// Registers the watch's actions on a control, once.
    func addWatchActions(to control: Control) {
        let watched = record(of: control)
        guard watched.watchActions.isEmpty else { return }
        for (index, events) in Self.watchActionEvents.enumerated() {
            let action = Action(title: "watch \(index + 1)") { [weak self] sender, _ in
                self?.watchActionCalled(index, by: sender as? Control)
            }
            control.addAction(action, for: events)
            watched.watchActions.append(action)
        }
    }

    /// Takes the watch's actions off every control that still has them.
    func removeWatchActions() {
        for watched in controls.values {
            for action in watched.watchActions { watched.control?.removeAction(action, for: .allEvents) }
            watched.watchActions = []
        }
    }

    /// A pass begins: which of the watch's actions it must call.
    func openPass(_ events: Control.Event, from control: Control) {
        guard watched(control)?.watchActions.isEmpty == false else { return }
        let expected = Self.watchActionEvents.indices.filter { !Self.watchActionEvents[$0].isDisjoint(with: events) }
        passes.append(OpenPass(control: ObjectIdentifier(control), events: events, expected: expected))
    }

    private func watchActionCalled(_ index: Int, by control: Control?) {
        guard isRunning, let control, let events = control.controlEventBeingSent else { return }
        let key = ObjectIdentifier(control)
        guard let open = passes.lastIndex(where: { $0.control == key && $0.events == events && !$0.isComplete }) else {
            report(.targetsInOrder, control, "called watch \(index + 1) a second time in one pass of \(eventName(events))")
            return
        }
        passes[open].called.append(index)
    }

    /// Every pass since the last check called its actions once each, in order.
    func checkPasses() {
        for pass in passes where pass.called != pass.expected {
            guard let control = controls[pass.control]?.control else { continue }
            let called = pass.called.map { "watch \($0 + 1)" }
            let expected = pass.expected.map { "watch \($0 + 1)" }
            report(.targetsInOrder, control, "sent \(eventName(pass.events)) to [\(called.joined(separator: ", "))] "
                   + "where its registrations for it are [\(expected.joined(separator: ", "))]")
        }
        passes.removeAll(keepingCapacity: true)
    }
}

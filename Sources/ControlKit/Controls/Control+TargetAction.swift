/// Target–action registrations and sending (uikit-rules §3).
extension Control {
    /// Registers a target and an action for events. A nil target sends the action up the responder
    /// chain; the target is held weakly. Re-adding a pair merges the events and moves the pair to
    /// the end of the dispatch order; an empty event set is ignored.
    public func addTarget(_ target: (any ActionTarget)?, action: ActionName, for controlEvents: Event) {
        dispatchTable.add(target: target, action: action, events: controlEvents)
    }

    /// Stops delivering the events to the target (to every registration when nil), whatever the
    /// action; `action` only decides whether a registration left with no events is deleted
    /// (when nil or equal to its action). uikit-rules §3.4.
    public func removeTarget(_ target: (any ActionTarget)?, action: ActionName?, for controlEvents: Event) {
        dispatchTable.remove(target: target, action: action, events: controlEvents)
    }

    /// Registers a closure action for events; it is held strongly. uikit-rules §3.1.
    public func addAction(_ action: Action, for controlEvents: Event) {
        dispatchTable.add(action: action, events: controlEvents)
    }

    /// Stops delivering the events to a closure action.
    public func removeAction(_ action: Action, for controlEvents: Event) {
        dispatchTable.remove(action: action, events: controlEvents)
    }

    /// Stops delivering the events to the closure action with an identifier.
    public func removeAction(identifiedBy identifier: String, for controlEvents: Event) {
        dispatchTable.remove(actionIdentifiedBy: identifier, events: controlEvents)
    }

    /// The action names registered for a target whose events include all of `controlEvent`, or nil
    /// when there are none. A nil target always gives nil, as the documentation says (uikit-rules §3.5).
    public func actions(forTarget target: (any ActionTarget)?, forControlEvent controlEvent: Event) -> [ActionName]? {
        guard let target else { return nil }
        let names = dispatchTable.entries(of: target).compactMap { entry in
            entry.events.isSuperset(of: controlEvent) ? entry.actionName : nil
        }
        return names.isEmpty ? nil : names
    }

    /// The distinct targets of all registrations in table order, including those whose events were
    /// all removed; `.null` stands for registrations without a (live) target, closure actions excepted.
    public var allTargets: [TargetReference] {
        var result: [TargetReference] = []
        var listed: Set<ObjectIdentifier> = []
        var listedNull = false
        for entry in dispatchTable.allEntries() {
            if let target = entry.target {
                if listed.insert(ObjectIdentifier(target)).inserted { result.append(.target(target)) }
            } else if entry.actionName != nil, !listedNull {
                listedNull = true
                result.append(.null)
            }
        }
        return result
    }

    /// The union of the events of every registration.
    public var allControlEvents: Event {
        dispatchTable.allEntries().reduce(into: []) { $0.formUnion($1.events) }
    }

    /// The registration-owned target of this control's registrations whose `registrationKey` is
    /// `key`, or nil when no registration has it: one look-up, however many there are.
    public func registeredTarget(forKey key: Int) -> (any ActionTarget)? {
        dispatchTable.ownedTarget(forKey: key)
    }

    // MARK: Sending

    /// Sends the actions registered for the events, with no input event (a programmatic send).
    public func sendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, with: nil)
    }

    func dispatchPass(for controlEvents: Event, with event: InputEvent?) {
        let application = dispatchingApplication
        let entries = dispatchTable.entries(matching: controlEvents)
        application.recordEmission(from: self, events: controlEvents, registrations: entries.count)
        let outer = pass
        pass = DispatchPass(events: controlEvents, application: application)
        defer { pass = outer }
        for entry in entries {
            guard let name = entry.actionName else {
                if let closure = entry.closure { sendAction(closure, for: event) }
                continue
            }
            let object = entry.registeredTarget.object
            if object == nil && entry.registeredTarget.wasGiven {
                // The traffic says why a registered target's action went elsewhere (uikit-rules §3.1).
                switch application.releasedTargets {
                case .dropAction:
                    application.recordNote("target of \(name) was released; action dropped", from: self, events: controlEvents)
                    continue
                case .responderChain:
                    application.recordNote("target of \(name) was released; the action goes up the responder chain",
                                           from: self, events: controlEvents)
                }
            }
            sendAction(name, to: object, for: event)
        }
    }
}

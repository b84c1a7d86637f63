extension Application {
    /// Sends a delegate message about something the user did and records it as an action is
    /// recorded: `delivered` to the delegate, `failed` with the error when the message throws, or
    /// `unhandled` when there is no delegate. The action is the message's Objective-C selector,
    /// such as `tabBar:didSelectItem:`; the record carries no control event.
    func sendDelegateMessage(_ message: ActionName, from sender: AnyObject, to delegate: AnyObject?,
                             _ send: () throws -> Void) {
        let senderName = name(of: sender)
        let delegateName = delegate.map { name(of: $0) }
        var kind = TrafficRecord.Kind.unhandled
        var failure: String?
        if delegate != nil {
            do {
                try send()
                kind = .delivered
            } catch {
                kind = .failed
                failure = "\(error)"
            }
        }
        traffic.append { sequence in
            TrafficRecord(sequence: sequence, time: clock.now, kind: kind, sender: senderName, controlEvent: nil,
                          target: delegateName, route: delegate == nil ? nil : .target, internedAction: message.interned,
                          message: failure)
        }
    }
}

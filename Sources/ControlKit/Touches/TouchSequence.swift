/// The fingers a touch driver has down, in the order they began, and the one event they are
/// delivered in: UIKit reuses one `UIEvent` for every delivery of a multi-touch sequence.
struct TouchSequence {
    private(set) var touches: [Touch] = []
    /// The touches of the sequence under way, lifted ones too: from the first finger down until
    /// none is left. The model holds them meanwhile (a tracking control, a recognizer's touches).
    private(set) var touchesOfSequence: [Touch] = []
    /// The event of the current sequence; nil between sequences.
    private var currentEvent: InputEvent?

    /// The event of the sequence, updated to `time` and the touches down.
    mutating func event(at time: Double) -> InputEvent {
        guard let event = currentEvent else {
            let event = InputEvent(timestamp: time, touches: touches)
            currentEvent = event
            return event
        }
        event.update(timestamp: time, touches: touches)
        return event
    }

    /// Puts new fingers down in the sequence.
    mutating func add(_ newTouches: [Touch]) {
        touches += newTouches
        touchesOfSequence += newTouches
    }

    /// Drops the touches that ended or were cancelled; the sequence ends with its last touch.
    mutating func forgetFinishedTouches() {
        guard touches.contains(where: { $0.phase.isFinal }) else { return }
        touches.removeAll { $0.phase.isFinal }
        if touches.isEmpty {
            currentEvent = nil
            touchesOfSequence.removeAll()
        }
    }
}

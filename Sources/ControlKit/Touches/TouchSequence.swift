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

    /// The event of the sequence in which `changed` change: updated to `time`, with the other
    /// touches down marked stationary.
    mutating func event(changing changed: [Touch], at time: Double) -> InputEvent {
        for other in touches where !changed.contains(where: { $0 === other }) { other.phase = .stationary }
        return event(at: time)
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

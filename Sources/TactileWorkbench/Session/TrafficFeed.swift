import ControlKit
import TactileScripting

/// What the traffic panel shows, gathered while the model works and sent after each job: the
/// application's traffic records (target–action, notes), and beside them the model's activity —
/// touches, tracking, gesture states, timers and animations. It names objects only by the names
/// the traffic already gave them, so watching never changes the names later records get.
final class TrafficFeed {
    private let session: ScriptSession
    private var observation: TrafficObservation?
    /// Entries waiting for the next batch, each made into a line when the batch is taken, so
    /// that an object named later in the same job (a control names itself as it first sends)
    /// shows by that name.
    private var pending: [() -> TrafficEntry] = []
    /// Where the next touch event's entries go: before what its delivery recorded, so a finger's
    /// `began` reads before the tracking and the events it led to.
    private var touchStart: Int?
    /// Entries dropped because the page had not been sent the ones before.
    private var dropped = 0
    /// The most entries waiting for a batch.
    static let mostPending = 5_000
    /// The most records a page gets when it joins or the session is rebuilt.
    static let backlog = 1_000

    init(session: ScriptSession) {
        self.session = session
        let application = session.stage.application
        observation = application.traffic.observe { [weak self] record in self?.add(record) }
        let previous = application.activityObserver
        application.activityObserver = { [weak self] activity in
            previous?(activity)
            self?.add(activity)
        }
    }

    deinit {
        observation?.cancel()
    }

    /// How many entries wait for the next batch.
    var pendingCount: Int { pending.count }

    /// The workbench is about to send a touch event: its entries go here, before what it leads to.
    func touchEventStarts() {
        touchStart = pending.count
    }

    /// The entries gathered since the last call.
    func take() -> [TrafficEntry] {
        defer {
            pending.removeAll(keepingCapacity: true)
            dropped = 0
            touchStart = nil
        }
        let entries = pending.map { $0() }
        guard dropped > 0 else { return entries }
        let note = TrafficEntry(seq: nil, time: session.stage.application.clock.now, kind: "note", sender: nil, event: nil,
                                target: nil, line: "(\(dropped) older entries not shown)")
        return [note] + entries
    }

    /// The newest stored records, for a page that joins.
    func backlog() -> [TrafficEntry] {
        session.stage.application.traffic.records.suffix(Self.backlog).map(entry(for:))
    }

    private func append(_ entry: @escaping () -> TrafficEntry, at index: Int? = nil) {
        if pending.count >= Self.mostPending {
            pending.removeFirst(pending.count / 2)
            dropped += Self.mostPending / 2
            touchStart = nil
        }
        if let index, index <= pending.count {
            pending.insert(entry, at: index)
        } else {
            pending.append(entry)
        }
    }

    private func add(_ record: TrafficRecord) {
        let entry = entry(for: record)
        append { entry }
    }

    private func entry(for record: TrafficRecord) -> TrafficEntry {
        let formatter = session.trafficFormatter
        return TrafficEntry(seq: record.sequence, time: record.time, kind: record.kind.rawValue,
                            sender: record.sender?.description,
                            event: record.controlEvent == nil && record.gestureState == nil ? nil : formatter.event(of: record),
                            target: record.target?.description, line: formatter.line(record, numbered: true))
    }

    private func add(_ activity: ModelActivity) {
        let now = session.stage.application.clock.now
        func entry(_ kind: String, _ subject: AnyObject?, _ text: String) -> () -> TrafficEntry {
            weak let subject = subject
            let hadSubject = subject != nil
            return { [weak self] in
                let name = subject.map { self?.name(of: $0) ?? "" } ?? (hadSubject ? "(released)" : nil)
                let line = "t=" + TrafficFormatter.time(now) + "  " + kind.padding(toLength: 10, withPad: " ", startingAt: 0)
                    + " " + (name.map { $0 + "  " } ?? "") + text
                return TrafficEntry(seq: nil, time: now, kind: kind, sender: name, event: nil, target: nil, line: line)
            }
        }
        switch activity {
        case .touches(let event):
            var index = touchStart
            for touch in event.touchesInOrder where touch.phase != .stationary {
                let at = touch.locationInWindow
                append(entry("touch", touch.view,
                             "touch \(touch.identifier) \(Self.phaseName(touch.phase)) at {\(NumberText.text(at.x)), \(NumberText.text(at.y))}"),
                       at: index)
                index = index.map { $0 + 1 }
            }
            touchStart = nil
        case .trackingBegan(let control, _):
            append(entry("tracking", control, "beginTracking → true"))
        case .trackingEnded(let control, let end):
            let how: String = switch end {
            case .lifted(let inside): "endTracking (lifted \(inside ? "inside" : "outside"))"
            case .cancelled: "cancelTracking"
            case .stopped: "continueTracking → false (stopped)"
            }
            append(entry("tracking", control, how))
        case .gestureState(let recognizer, let state):
            append(entry("gesture", recognizer, "→ \(state)"))
        case .timerFired(let timer):
            append(entry("timer", nil, timer.repeats ? "repeating timer fired (every \(NumberText.text(timer.interval)) s)" : "timer fired"))
        case .animationAdded(let animation):
            append(entry("animation", nil, "animation added (\(NumberText.text(animation.duration)) s)"))
        case .animationEnded(_, let finished):
            append(entry("animation", nil, finished ? "animation finished" : "animation cancelled"))
        }
    }

    /// An object's traffic name if it has one, else its class: never a new name.
    private func name(of object: AnyObject) -> String {
        if let name = session.stage.application.existingName(of: object) { return name.description }
        return (object as? TypeNamed)?.typeName ?? String(describing: type(of: object))
    }

    private static func phaseName(_ phase: Touch.Phase) -> String {
        switch phase {
        case .began: "began"
        case .moved: "moved"
        case .ended: "ended"
        case .cancelled: "cancelled"
        default: "\(phase)"
        }
    }
}

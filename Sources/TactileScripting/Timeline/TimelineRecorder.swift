import ControlKit

/// Records what an application's model does as a `Timeline`, for `--trace`: each touch as a
/// slice on its finger's track with its phases as instants, each control's tracking as a slice
/// on the control's track, the traffic (events emitted, actions delivered, failed or unhandled,
/// notes) as instants on the sender's track, gesture recognizers' states, timers and animations.
///
/// It observes one application at a time (`follow(_:)`); nothing is recorded, and nothing costs
/// more than a nil check, while no recorder follows an application.
///
///     let recorder = TimelineRecorder(formatter: session.trafficFormatter)
///     recorder.follow(session.stage.application)
///     drag(slider)                                 // …
///     let timeline = recorder.take()
public final class TimelineRecorder {
    private let formatter: TrafficFormatter
    private(set) var application: Application?
    private var observation: TrafficObservation?
    private let subjects = TimelineSubjects()
    private var finished: [Entry] = []
    private var touches = OpenSlices()
    private var tracking = OpenSlices()
    private var gestures = OpenSlices()
    private var animations = OpenSlices()

    /// An event whose track or `view` argument may name an object the traffic names later.
    struct Entry {
        var event: TimelineEvent
        var trackSubject: TimelineSubjects.Subject?
        var viewSubject: TimelineSubjects.Subject?
    }

    /// A recorder naming control events as `formatter` does (with the session's custom events).
    public init(formatter: TrafficFormatter = TrafficFormatter()) {
        self.formatter = formatter
    }

    deinit {
        application?.activityObserver = nil
    }

    /// Records what `application` does from now on, and no longer what the application followed
    /// before did. What was recorded stays until `take()`; slices still open stay open.
    public func follow(_ application: Application) {
        self.application?.activityObserver = nil
        observation?.cancel()
        subjects.removeAll()
        self.application = application
        // Weak: an animation keeps the observer it started under, and may end after the recorder.
        application.activityObserver = { [weak self] activity in self?.record(activity) }
        observation = application.traffic.observe { [weak self] record in self?.record(record) }
    }

    /// Stops recording (what was recorded stays).
    public func stop() {
        application?.activityObserver = nil
        observation?.cancel()
        observation = nil
        application = nil
    }

    /// The virtual time of the followed application, 0 without one.
    public var now: Double { application?.clock.now ?? 0 }

    /// Adds an instant on the tests' track now, such as a script's `it` block finishing.
    public func mark(_ name: String, arguments: [String: TimelineValue]) {
        finished.append(Entry(event: TimelineEvent(.instant, name: name, category: "test", track: .tests, time: now,
                                                   arguments: arguments)))
    }

    /// What was recorded so far, slices still open ending now (marked `unfinished`); recording goes on.
    public func snapshot() -> Timeline {
        if let application { subjects.resolve(in: application) }
        let open = [touches, tracking, gestures, animations].flatMap { $0.closedUnfinished(at: now) }
        return Timeline(duration: now, events: (finished + open).map(Self.event(of:)))
    }

    /// What was recorded so far (as `snapshot()`), then starts an empty timeline.
    public func take() -> Timeline {
        defer {
            finished.removeAll()
            touches = OpenSlices()
            tracking = OpenSlices()
            gestures = OpenSlices()
            animations = OpenSlices()
        }
        return snapshot()
    }

    private static func event(of entry: Entry) -> TimelineEvent {
        var event = entry.event
        if let subject = entry.trackSubject { event.track = TimelineTrack(.objects, subject.label) }
        if let subject = entry.viewSubject { event.arguments["view"] = .text(subject.label) }
        return event
    }

    // MARK: Model activity

    private func record(_ activity: ModelActivity) {
        let time = now
        switch activity {
        case .touches(let event):
            if let application { subjects.resolve(in: application) }
            for touch in event.touchesInOrder { record(touch, at: time) }
        case .trackingBegan(let control, let touch):
            let entry = Entry(event: TimelineEvent(.slice, name: "tracking", category: "tracking", track: .notes, time: time,
                                                   arguments: ["touch": .text("Touch#\(touch.identifier)")]),
                              trackSubject: subjects.subject(control))
            tracking.open(control, entry)
        case .trackingEnded(let control, let ending):
            tracking.close(control, at: time, into: &finished) { $0["ending"] = .text(Self.describe(ending)) }
        case .gestureState(let recognizer, let state):
            let subject = subjects.subject(recognizer)
            finished.append(Entry(event: TimelineEvent(.instant, name: state.description, category: "gesture", track: .notes,
                                                       time: time), trackSubject: subject))
            if state == .began {
                gestures.open(recognizer, Entry(event: TimelineEvent(.slice, name: "gesture", category: "gesture", track: .notes,
                                                                     time: time), trackSubject: subject))
            } else if state.isFinal {
                gestures.close(recognizer, at: time, into: &finished) { $0["ending"] = .text(state.description) }
            }
        case .timerFired(let timer):
            let name = timer.repeats ? "repeating timer" : "delayed call"
            var arguments: [String: TimelineValue] = [:]
            if timer.repeats { arguments["interval"] = .number(timer.interval) }
            finished.append(Entry(event: TimelineEvent(.instant, name: name, category: "timer", track: .timers, time: time,
                                                       arguments: arguments)))
        case .animationAdded(let animation):
            let lane = animations.freeLane()
            animations.open(animation, Entry(event: TimelineEvent(
                .slice, name: "animation", category: "animation", track: TimelineTrack(.animations, "animation \(lane)"),
                time: animation.startTime,
                arguments: ["duration": .number(animation.duration), "curve": .text("\(animation.curve)")])), lane: lane)
        case .animationEnded(let animation, let finishedRunning):
            animations.close(animation, at: time, into: &finished) { $0["finished"] = .flag(finishedRunning) }
        }
    }

    /// A touch's phase as an instant on its finger's track; its slice opens when it begins and
    /// closes when it ends or is cancelled.
    private func record(_ touch: Touch, at time: Double) {
        let name = "Touch#\(touch.identifier)"
        if touch.phase == .began && !touches.isOpen(touch) {
            let lane = touches.freeLane()
            var slice = Entry(event: TimelineEvent(.slice, name: name, category: "touch", track: TimelineTrack(.fingers, "finger \(lane)"),
                                                   time: time, arguments: ["tapCount": .number(Double(touch.tapCount))]))
            slice.viewSubject = touch.view.map(subjects.subject)
            touches.open(touch, slice, lane: lane)
        }
        guard let track = touches.track(of: touch) else { return }
        let location = touch.locationInWindow
        finished.append(Entry(event: TimelineEvent(.instant, name: "\(touch.phase)", category: "touch", track: track, time: time,
                                                   arguments: ["touch": .text(name), "x": .number(location.x), "y": .number(location.y)])))
        if touch.phase.isFinal {
            touches.close(touch, at: time, into: &finished) { $0["ending"] = .text("\(touch.phase)") }
        }
    }

    private static func describe(_ ending: ModelActivity.TrackingEnd) -> String {
        switch ending {
        case .lifted(inside: true): "lifted inside"
        case .lifted(inside: false): "lifted outside"
        case .cancelled: "cancelled"
        case .stopped: "stopped by continueTracking"
        }
    }

    // MARK: Traffic

    private func record(_ record: TrafficRecord) {
        if record.kind == .emitted && record.gestureState != nil { return }  // the recognizer's state is there already
        let track = record.sender.map { TimelineTrack(.objects, $0.description) } ?? .notes
        var arguments: [String: TimelineValue] = ["sequence": .number(Double(record.sequence))]
        func put(_ key: String, _ value: CustomStringConvertible?) {
            if let value { arguments[key] = .text(value.description) }
        }
        put("sender", record.sender)
        let event = formatter.event(of: record)
        if !event.isEmpty { put("event", event) }
        put("target", record.target)
        put("action", record.action)
        put("route", record.route?.rawValue)
        put("inputEvent", record.inputEvent)
        put("message", record.message)
        if let registrations = record.registrations { arguments["registrations"] = .number(Double(registrations)) }
        let (name, category) = switch record.kind {
        case .emitted: (event, "event")
        case .note: ("note", "note")
        case .delivered, .failed, .unhandled: ("\(record.kind.rawValue) \(record.action ?? "")", "action")
        }
        finished.append(Entry(event: TimelineEvent(.instant, name: name, category: category, track: track, time: record.time,
                                                   arguments: arguments)))
    }
}

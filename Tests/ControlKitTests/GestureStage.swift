@testable import ControlKit

/// An application with a 400×400 window filled by a plain container view, a touch driver, and
/// helpers to watch gesture recognizers and read the traffic as a transcript.
final class GestureStage {
    let application = Application()
    let window: Window
    let container = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let driver: TouchDriver

    init() {
        window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(container)
        driver = TouchDriver(window: window)
    }

    /// Attaches a recognizer (to the container unless another view is given) with a state log as its target.
    @discardableResult
    func watch(_ recognizer: GestureRecognizer, on view: View? = nil) -> StateLog {
        let log = StateLog()
        recognizer.addTarget(log, action: "handle:")
        (view ?? container).addGestureRecognizer(recognizer)
        return log
    }

    /// Adds a view to the container and returns it.
    @discardableResult
    func add<V: View>(_ view: V) -> V {
        container.addSubview(view)
        return view
    }

    /// What was emitted, in order: a control's events and a recognizer's states, such as
    /// `"Control#1 touchDown"` or `"TapGestureRecognizer#1 ended"`.
    var transcript: [String] {
        application.traffic.records.filter { $0.kind == .emitted }.map { record in
            let what = record.controlEvent?.description ?? record.gestureState?.description ?? "?"
            return "\(record.sender?.description ?? "-") \(what)"
        }
    }

    /// The transcript entries of one object, without its name: `["touchDown", "touchCancel"]`.
    func transcript(of object: AnyObject) -> [String] {
        let name = application.name(of: object).description + " "
        return transcript.filter { $0.hasPrefix(name) }.map { String($0.dropFirst(name.count)) }
    }
}

/// A target that records the state of the recognizer sending each action, and the virtual time.
final class StateLog: ActionTarget {
    private(set) var states: [GestureRecognizer.State] = []
    private(set) var times: [Double] = []
    /// Called with the sender on every action, before it is recorded.
    var onAction: ((GestureRecognizer) -> Void)?

    func responds(to action: ActionName) -> Bool { true }

    func perform(_ action: ActionName, sender: AnyObject?, event: InputEvent?) throws {
        guard let recognizer = sender as? GestureRecognizer else { return }
        onAction?(recognizer)
        states.append(recognizer.state)
        times.append(recognizer.clock?.now ?? -1)
    }
}

/// A delegate whose answers are set by the test, counting the questions asked.
final class ScriptedGestureDelegate: GestureRecognizerDelegate {
    var shouldBegin = true
    var shouldReceive = true
    var simultaneous = false
    var requiresFailureOf: GestureRecognizer?
    private(set) var shouldBeginAsked = 0

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        shouldBeginAsked += 1
        return shouldBegin
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { shouldReceive }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        simultaneous
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        other === requiresFailureOf
    }
}

/// A recognizer that logs the touches it sees into a shared list, and never recognizes.
final class TouchLoggingRecognizer: GestureRecognizer {
    let label: String
    let sink: (String) -> Void

    init(label: String, sink: @escaping (String) -> Void) {
        self.label = label
        self.sink = sink
        super.init()
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: InputEvent) { sink("\(label) began") }
    override func touchesMoved(_ touches: Set<Touch>, with event: InputEvent) { sink("\(label) moved") }
    override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent) { sink("\(label) ended") }
}

/// A view that logs the touches it receives into a shared list.
final class TouchLoggingView: View {
    var sink: ((String) -> Void)?

    override func touchesBegan(_ touches: Set<Touch>, with event: InputEvent?) { sink?("view began") }
    override func touchesMoved(_ touches: Set<Touch>, with event: InputEvent?) { sink?("view moved") }
    override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent?) { sink?("view ended") }
    override func touchesCancelled(_ touches: Set<Touch>, with event: InputEvent?) { sink?("view cancelled") }
}

/// A minimal continuous recognizer: began at the first move, changed at later ones, ended at
/// lift (failed when the finger never moved); counts its resets.
final class StrokeRecognizer: GestureRecognizer {
    private(set) var resets = 0

    override func touchesMoved(_ touches: Set<Touch>, with event: InputEvent) {
        state = state == .possible ? .began : .changed
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent) {
        state = state == .possible ? .failed : .ended
    }

    override func reset() {
        super.reset()
        resets += 1
    }
}

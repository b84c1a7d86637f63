/// The invariants the fuzzer checks after every step, each with the rule it comes from
/// (docs/fuzzing.md §2 lists them in words). A plugin's or scenario's own invariants are
/// `FuzzViolation`s with a `declared:` identifier instead.
public enum FuzzInvariant: String, CaseIterable, Codable, Sendable {
    // UIKit's invariants for every control (uikit-rules §2, §3).
    case tracksTouchesThatHit = "tracking-begins-on-the-control"
    case oneTouchAtATime = "one-touch-at-a-time"
    case trackingEndsOnce = "tracking-ends-once"
    case flagsFollowTheTouch = "flags-follow-the-touch"
    case highlightEndsWithTheTouch = "highlight-ends-with-the-touch"
    case touchEventsInOrder = "touch-events-in-order"
    case nothingAfterCancel = "nothing-after-a-cancel"
    case codeIsSilent = "code-is-silent"
    case targetsInOrder = "targets-called-once-in-order"
    // The standard controls' own rules (uikit-rules §4).
    case valueWithinBounds = "value-within-bounds"
    case valueChangedMeansChange = "value-changed-means-a-change"
    case switchTogglesOnce = "switch-toggles-once-per-touch"
    case stepperStopsOnLift = "stepper-stops-on-lift"
    case valueChangedWhileTracking = "value-changed-only-while-tracking"
    case segmentedControlSendsNoTouchEvents = "segmented-control-sends-no-touch-events"
    // The host's promises.
    case noErrorEscapes = "no-error-escapes"
    case noHang = "no-hang"
    case memoryWithinLimit = "memory-within-limit"
    case releasedAfterSession = "released-when-the-session-closes"

    /// What the invariant says, as failures show it.
    public var title: String {
        switch self {
        case .tracksTouchesThatHit: "a control tracks only a touch that hit it while it takes touches"
        case .oneTouchAtATime: "a control tracks one touch at a time"
        case .trackingEndsOnce: "tracking ends exactly once for each touch it began with"
        case .flagsFollowTheTouch: "isTracking, isTouchInside and isHighlighted agree with the touch"
        case .highlightEndsWithTheTouch: "a lifted or cancelled touch leaves the control unhighlighted"
        case .touchEventsInOrder: "touch events come in UIKit's order and match the touch's place"
        case .nothingAfterCancel: "a control sends nothing after its touch is cancelled"
        case .codeIsSilent: "a change made in code sends no valueChanged"
        case .targetsInOrder: "each pass reaches the targets registered for its event once, in order"
        case .valueWithinBounds: "values stay within their bounds"
        case .valueChangedMeansChange: "valueChanged is sent only when the value changed"
        case .switchTogglesOnce: "a switch toggles at most once per touch"
        case .stepperStopsOnLift: "a stepper stops stepping when the finger lifts"
        case .valueChangedWhileTracking: "a slider or stepper sends valueChanged only while a finger is on it"
        case .segmentedControlSendsNoTouchEvents: "a segmented control sends no touch events"
        case .noErrorEscapes: "no error escapes an override, a target or a callback"
        case .noHang: "no step runs past the instruction budget or the time limit"
        case .memoryWithinLimit: "no step exhausts the memory cap"
        case .releasedAfterSession: "no object of the fuzzed views is left alive after the session closes"
        }
    }

    /// The rule it comes from.
    public var rule: String {
        switch self {
        case .tracksTouchesThatHit: "uikit-rules §2.1.1, §2.1.2, §2.2"
        case .oneTouchAtATime: "uikit-rules §2.1.4"
        case .trackingEndsOnce: "uikit-rules §2.2, §2.4"
        case .flagsFollowTheTouch: "uikit-rules §2.4, §2.5"
        case .highlightEndsWithTheTouch: "uikit-rules §2.2"
        case .touchEventsInOrder: "uikit-rules §2.2, §2.5, §2.6"
        case .nothingAfterCancel: "uikit-rules §2.2"
        case .codeIsSilent: "uikit-rules §8.3"
        case .targetsInOrder: "uikit-rules §3.1, §3.2"
        case .valueWithinBounds: "uikit-rules §4.3, §4.4, §4.5, §4.6"
        case .valueChangedMeansChange: "uikit-rules §4.2, §4.4, §4.5, §4.6"
        case .switchTogglesOnce: "uikit-rules §4.2"
        case .stepperStopsOnLift: "uikit-rules §4.4"
        case .valueChangedWhileTracking: "uikit-rules §4.3, §4.4"
        case .segmentedControlSendsNoTouchEvents: "uikit-rules §4.5"
        case .noErrorEscapes: "docs/plugins.md, Overrides"
        case .noHang, .memoryWithinLimit: "docs/scenarios.md §2.5"
        case .releasedAfterSession: "docs/fuzzing.md §2.4"
        }
    }
}

/// One invariant found broken: which, by whom, when, and what was seen.
public struct FuzzViolation: Codable, Sendable, Equatable {
    /// Whose fault the failure is.
    public enum Culprit: String, Codable, Sendable {
        /// The fuzzed control (or the model under it).
        case control
        /// An invariant declared by the plugin or the scenario, which raised an error itself.
        case invariant
    }

    /// The invariant's identifier: a `FuzzInvariant`'s raw value, or `declared:` and the name a
    /// plugin or scenario gave its own invariant.
    public var invariant: String
    /// What the invariant says.
    public var title: String
    /// The rule it comes from, or where a declared invariant is written (`plugins/knob.lua:14`).
    public var rule: String
    public var culprit: Culprit
    /// The control concerned, by its traffic name (`Knob#1`), when there is one.
    public var control: String?
    /// What was seen.
    public var message: String
    /// When, on the virtual clock.
    public var time: Double

    /// The prefix of a declared invariant's identifier.
    static let declaredPrefix = "declared:"

    init(_ invariant: FuzzInvariant, control: String?, message: String, time: Double) {
        self.invariant = invariant.rawValue
        title = invariant.title
        rule = invariant.rule
        culprit = .control
        self.control = control
        self.message = message
        self.time = time
    }

    init(declared name: String, at place: String, culprit: Culprit, control: String?, message: String, time: Double) {
        invariant = Self.declaredPrefix + name
        title = name
        rule = place
        self.culprit = culprit
        self.control = control
        self.message = message
        self.time = time
    }

    /// One line: `tracking ends exactly once … (uikit-rules §2.2): Knob#1 is still tracking …`.
    public var summary: String {
        let fault = culprit == .invariant ? " — the invariant's own error, not the control's fault" : ""
        return "\(title) (\(rule)): \(message)\(fault)"
    }

    /// A short name for files: the identifier in lower case, letters and digits joined by `-`.
    public var slug: String {
        let words = invariant.lowercased().split { !($0.isLetter && $0.isASCII) && !$0.isNumber }
        let joined = words.prefix(8).joined(separator: "-")
        return joined.isEmpty ? "invariant" : joined
    }
}

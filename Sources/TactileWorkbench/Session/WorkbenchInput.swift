import ControlKit

/// One input the workbench records: everything that changes the session, in order, each at the
/// virtual time it happened. Replaying them into a fresh session gives the same session again
/// (the clock is virtual, names follow creation order), which time travel, hot reload and the
/// scenarios a page saves rest on.
public enum WorkbenchInput: Equatable, Sendable {
    /// The clock moved forward by some seconds (playing, a frame step): kept as the step itself,
    /// so a replay or a saved scenario does the same arithmetic and lands on the same time.
    case advance(by: Double)
    /// `clock.runUntilIdle()`.
    case runUntilIdle
    /// A page's finger.
    case finger(id: Int, phase: ClientMessage.FingerPhase, at: Point)
    /// A console line (or, in a REPL, a line typed in the terminal); `continues` when it was
    /// typed at the continuation prompt (`>> `), inside a chunk; `failed` when it raised.
    case console(String, continues: Bool, failed: Bool)
    /// A property set from the inspector.
    case edit(view: ViewReference, property: String, value: EditValue)

    /// A word for the page's timeline.
    public var kind: String {
        switch self {
        case .advance: "clock"
        case .runUntilIdle: "idle"
        case .finger(_, let phase, _): phase.rawValue
        case .console: "console"
        case .edit: "edit"
        }
    }
}

/// The inputs recorded, and how many of them the session has had: fewer than all after time
/// travel back, until a new input drops the ones after it (as an editor's undo does).
public struct InputLog: Sendable {
    public private(set) var inputs: [WorkbenchInput] = []
    /// The virtual time each input happened at.
    public private(set) var times: [Double] = []
    /// How many inputs the session has had.
    public var position = 0

    public init() {}

    /// A log of inputs a session has already had, at their times.
    public init(inputs: [WorkbenchInput], times: [Double]) {
        precondition(inputs.count == times.count, "an input log needs a time for each input")
        self.inputs = inputs
        self.times = times
        position = inputs.count
    }

    public var count: Int { inputs.count }
    public var isAtEnd: Bool { position == inputs.count }

    /// Records an input the session has just had (at virtual time `time`), dropping those after
    /// the position first.
    public mutating func record(_ input: WorkbenchInput, at time: Double) {
        if position < inputs.count {
            inputs.removeSubrange(position...)
            times.removeSubrange(position...)
        }
        inputs.append(input)
        times.append(time)
        position = inputs.count
    }

    /// Forgets every input (a session that started over on its own).
    public mutating func clear() {
        inputs.removeAll()
        times.removeAll()
        position = 0
    }
}

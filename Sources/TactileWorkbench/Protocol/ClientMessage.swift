import ControlKit

/// What a page may ask of the workbench: one JSON object a WebSocket text message, its `type`
/// saying which. Decoding checks every field (types, finite numbers, ranges, lengths) and refuses
/// anything else with a `ProtocolError` the page is answered with; nothing a page sends reaches
/// the session unchecked.
public enum ClientMessage: Equatable, Sendable {
    /// The page is ready: its device-pixel ratio (the scale its canvas is drawn at).
    case hello(scale: Double)
    /// A finger of the page (a mouse button, a touch point, the mirrored finger of a two-finger
    /// gesture) went down, moved, lifted or was cancelled at a point of the window.
    case finger(id: Int, phase: FingerPhase, at: Point)
    /// Select a view by its path in the tree (`[0, 2]`: the window's first subview's third), or
    /// by its name in the traffic (`Slider#1`); nil selects nothing.
    case select(ViewReference?)
    /// Set a property of the selected view through the setter a script uses.
    case edit(view: ViewReference, property: String, value: EditValue)
    /// Run a line in the console, as typed at the REPL's prompt.
    case console(line: String)
    /// Complete the text before the cursor, as Tab does at the REPL's prompt.
    case complete(text: String)
    /// Drive the virtual clock.
    case clock(ClockCommand)
    /// Rebuild the session and replay the first `position` inputs (time travel).
    case travel(position: Int)
    /// Save the inputs up to the current position as a scenario with its golden transcript.
    case save(name: String, replace: Bool)
    /// Stop the console line that is running (handled at once, not queued behind it).
    case interrupt

    /// The phases of a page's finger.
    public enum FingerPhase: String, Sendable, CaseIterable {
        case down, move, up, cancel
    }

    /// What the clock controls ask.
    public enum ClockCommand: Equatable, Sendable {
        /// Let virtual time follow the wall clock at this speed (1 real time, 0.25 slow motion).
        case play(speed: Double)
        /// Stop virtual time.
        case pause
        /// Advance by one frame (1/60 s).
        case step
        /// Run timers and animations until none is left (`clock.runUntilIdle()`).
        case runUntilIdle
    }

    /// The longest line, name or text a message may carry, in bytes.
    public static let longestText = 16_384
    /// The longest path of subview indices.
    public static let deepestPath = 64
    /// The most fingers a page may have down (two-finger gestures, a touch screen's ten).
    public static let fingerIdentifiers = 1...10
    /// The slowest and fastest clock speeds.
    public static let speeds = 0.01...4.0
    /// The farthest from the window a finger may be, in points, either way.
    public static let farthestPoint = 100_000.0
    /// The scales a page may ask for.
    public static let scales = 0.5...4.0

    /// Decodes one message; throws a `ProtocolError` saying what is wrong.
    public init(json text: String) throws(ProtocolError) {
        guard text.utf8.count <= MessageLimits.largestMessage else { throw .tooLarge(text.utf8.count) }
        guard case .object(let object) = try JSONValue.decode(text) else { throw .malformed("a message is a JSON object") }
        let fields = MessageFields(object)
        let type = try fields.string("type")
        switch type {
        case "hello":
            try fields.allow(["type", "scale"])
            self = .hello(scale: try fields.number("scale", in: Self.scales))
        case "finger":
            try fields.allow(["type", "id", "phase", "x", "y"])
            guard let phase = FingerPhase(rawValue: try fields.string("phase")) else {
                throw .badField("phase", "one of down, move, up, cancel")
            }
            let range = -Self.farthestPoint...Self.farthestPoint
            self = .finger(id: try fields.integer("id", in: Self.fingerIdentifiers), phase: phase,
                           at: Point(x: try fields.number("x", in: range), y: try fields.number("y", in: range)))
        case "select":
            try fields.allow(["type", "view"])
            self = .select(try fields.isNull("view") ? nil : try fields.view("view"))
        case "edit":
            try fields.allow(["type", "view", "property", "value", "lua"])
            let value: EditValue
            if fields.has("lua") {
                guard !fields.has("value") else { throw .badField("lua", "either value or lua, not both") }
                value = .lua(try fields.string("lua"))
            } else {
                value = try fields.editValue("value")
            }
            self = .edit(view: try fields.view("view"), property: try fields.identifier("property"), value: value)
        case "console":
            try fields.allow(["type", "line"])
            self = .console(line: try fields.string("line", allowingEmpty: true))
        case "complete":
            try fields.allow(["type", "text"])
            self = .complete(text: try fields.string("text", allowingEmpty: true))
        case "clock":
            try fields.allow(["type", "action", "speed"])
            switch try fields.string("action") {
            case "play": self = .clock(.play(speed: fields.has("speed") ? try fields.number("speed", in: Self.speeds) : 1))
            case "pause": self = .clock(.pause)
            case "step": self = .clock(.step)
            case "idle": self = .clock(.runUntilIdle)
            default: throw .badField("action", "one of play, pause, step, idle")
            }
        case "travel":
            try fields.allow(["type", "position"])
            self = .travel(position: try fields.integer("position", in: 0...Int(Int32.max)))
        case "save":
            try fields.allow(["type", "name", "replace"])
            let name = try fields.string("name")
            guard ScenarioName.isValid(name) else { throw .badField("name", ScenarioName.rule) }
            self = .save(name: name, replace: fields.has("replace") ? try fields.boolean("replace") : false)
        case "interrupt":
            try fields.allow(["type"])
            self = .interrupt
        default:
            throw .unknownType(type)
        }
    }
}

/// A view the page names: by its path of subview indices from the window, or by its traffic name.
public enum ViewReference: Equatable, Sendable, CustomStringConvertible {
    case path([Int])
    case name(ObjectName)

    public var description: String {
        switch self {
        case .path(let indices): "[" + indices.map(String.init).joined(separator: ", ") + "]"
        case .name(let name): name.description
        }
    }
}

/// The value of an edit: a JSON scalar, or Lua source for an expression (a rect `{0, 0, 40, 40}`).
public enum EditValue: Equatable, Sendable {
    case number(Double)
    case boolean(Bool)
    case string(String)
    case null
    case lua(String)
}

/// The names a saved scenario may have: letters, digits, `_` and `-`, 1 to 64 of them, so the
/// file lands in the save folder and nowhere else.
public enum ScenarioName {
    /// The rule, as an error states it.
    public static let rule = "1 to 64 letters, digits, '_' or '-'"

    /// Whether `name` follows the rule.
    public static func isValid(_ name: String) -> Bool {
        (1...64).contains(name.utf8.count) && name.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x5F || byte == 0x2D
        }
    }
}

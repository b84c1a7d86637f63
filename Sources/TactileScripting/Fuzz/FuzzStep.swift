/// A point a step aims at, in the coordinates of the view it names.
public struct FuzzPoint: Hashable, Codable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// `{12, 40.5}`, as the scenario API takes a point.
    public var description: String { "{\(FuzzValue.luaNumber(x)), \(FuzzValue.luaNumber(y))}" }
}

/// A value a programmatic step assigns: what a declared property or a standard control's
/// property takes (numbers, integers, booleans), absurd numbers included.
public enum FuzzValue: Hashable, Codable, Sendable, CustomStringConvertible {
    case number(Double)
    case integer(Int)
    case boolean(Bool)

    /// The value as Lua source: `0.5`, `3`, `true`, `0/0`, `1/0`, `-1/0`.
    public var description: String {
        switch self {
        case .number(let value): return Self.luaNumber(value)
        case .integer(let value): return String(value)
        case .boolean(let value): return String(value)
        }
    }

    /// A float as Lua source that reads back as the same number (NaN and the infinities as the
    /// divisions that make them; integral floats as integers, which Lua's properties take alike).
    static func luaNumber(_ value: Double) -> String {
        if value.isNaN { return "0/0" }
        if value.isInfinite { return value > 0 ? "1/0" : "-1/0" }
        return value.compactText
    }

    // NaN and the infinities have no JSON form: they are written as strings.
    private enum Kind: String, Codable { case number, integer, boolean }
    private enum Keys: String, CodingKey { case kind, value }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        switch try container.decode(Kind.self, forKey: .kind) {
        case .integer: self = .integer(try container.decode(Int.self, forKey: .value))
        case .boolean: self = .boolean(try container.decode(Bool.self, forKey: .value))
        case .number:
            if let text = try? container.decode(String.self, forKey: .value) {
                switch text {
                case "nan": self = .number(.nan)
                case "inf": self = .number(.infinity)
                case "-inf": self = .number(-.infinity)
                default: throw DecodingError.dataCorruptedError(forKey: .value, in: container, debugDescription: "not a number: \(text)")
                }
            } else {
                self = .number(try container.decode(Double.self, forKey: .value))
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .integer(let value):
            try container.encode(Kind.integer, forKey: .kind)
            try container.encode(value, forKey: .value)
        case .boolean(let value):
            try container.encode(Kind.boolean, forKey: .kind)
            try container.encode(value, forKey: .value)
        case .number(let value):
            try container.encode(Kind.number, forKey: .kind)
            if value.isFinite {
                try container.encode(value, forKey: .value)
            } else {
                try container.encode(value.isNaN ? "nan" : value > 0 ? "inf" : "-inf", forKey: .value)
            }
        }
    }

    /// NaN equals NaN here, so a sequence equals its copy.
    public static func == (lhs: FuzzValue, rhs: FuzzValue) -> Bool {
        switch (lhs, rhs) {
        case (.number(let a), .number(let b)): return a == b || (a.isNaN && b.isNaN)
        case (.integer(let a), .integer(let b)): return a == b
        case (.boolean(let a), .boolean(let b)): return a == b
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .number(let value): hasher.combine(value.isNaN ? "nan" : String(value))
        case .integer(let value): hasher.combine(value)
        case .boolean(let value): hasher.combine(value)
        }
    }
}

/// One step of a generated input sequence: what a person (or the program) does to the fuzzed
/// views, each step one call of the scenario API — so a sequence is a scenario
/// (`FuzzScriptWriter`), and a scenario replays it exactly.
///
/// Views are numbered from 1 in the order the set-up returned them. Fingers are numbered in the
/// order they go down; a finger keeps the view it went down on, and its moves are in that
/// view's coordinates.
public enum FuzzStep: Hashable, Codable, Sendable {
    /// A finger goes down: `f1 = touch(knob):down({x, y})`.
    case down(finger: Int, view: Int, at: FuzzPoint)
    /// The finger moves, in one event: `f1:move({x, y})`.
    case move(finger: Int, to: FuzzPoint)
    /// The finger lifts where it is: `f1:up()`.
    case up(finger: Int)
    /// The system cancels the finger's touch: `f1:cancel()`.
    case cancel(finger: Int)
    /// Time passes: `clock.advance(s)`.
    case wait(Double)
    /// `tap(knob, {x, y})`, or with a count, a multi-tap.
    case tap(view: Int, at: FuzzPoint, count: Int)
    /// `longPress(knob, {at = …, duration = …})`.
    case longPress(view: Int, at: FuzzPoint, duration: Double)
    /// `drag(knob, {from = …, to = …, steps = …, duration = …})`.
    case drag(view: Int, from: FuzzPoint, to: FuzzPoint, steps: Int, duration: Double)
    /// `swipe(knob, "left", {from = …, distance = …})`.
    case swipe(view: Int, from: FuzzPoint, direction: String, distance: Double)
    /// Two fingers pinch about the view's centre: `pinch(view, {from = …, to = …})`.
    case pinch(view: Int, from: Double, to: Double)
    /// Two fingers turn about the view's centre: `rotate(view, {by = …})`.
    case rotate(view: Int, by: Double)
    /// Code sets a property: `knob.angle = 7`.
    case set(view: Int, property: String, value: FuzzValue)
    /// Code takes the view out of its superview and puts it back (a control tracking a touch
    /// cancels it, uikit-rules §2.2).
    case reattach(view: Int)
    /// Code reloads a table view's rows: `table:reloadData()`.
    case reloadData(view: Int)
    /// The plugin is reloaded, as `:reload` does: `plugin.reload("knob")`.
    case reloadPlugin(String)

    /// Whether the step is code rather than a finger or the clock: the invariants are checked
    /// after it (`watch:check()`), since no event tells the watch it happened.
    public var isProgrammatic: Bool {
        switch self {
        case .set, .reattach, .reloadData, .reloadPlugin: return true
        default: return false
        }
    }
}

extension [FuzzStep] {
    /// The sequence with what cannot run removed, as the shrinker leaves it after dropping
    /// steps: moves, lifts and cancels of a finger that is not down (its `down` was dropped, or
    /// it already lifted), and a second `down` of a finger already down.
    public func wellFormed() -> [FuzzStep] {
        var down = Set<Int>()
        var kept: [FuzzStep] = []
        kept.reserveCapacity(count)
        for step in self {
            switch step {
            case .down(let finger, _, _):
                guard down.insert(finger).inserted else { continue }
            case .move(let finger, _):
                guard down.contains(finger) else { continue }
            case .up(let finger), .cancel(let finger):
                guard down.remove(finger) != nil else { continue }
            default:
                break
            }
            kept.append(step)
        }
        return kept
    }
}

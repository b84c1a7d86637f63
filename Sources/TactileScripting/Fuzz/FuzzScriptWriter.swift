/// Spells a sequence of steps in the scenario API, as a person would write it, and a whole
/// reproduction file around it: the set-up, an invariant watch, the steps, the golden transcript
/// and the watch's verdict. Each step is the same call the fuzzer's player (fuzz_player.lua)
/// makes, so `tactile test` replays the file exactly.
///
///     f1 = touch(knob):down({100, 3})
///     f1:move({140.5, 60})
///     clock.advance(0.5)
///     knob.angle = 7
///     watch:check()
///     f1:up()
public struct FuzzScriptWriter {
    /// The variable of each view, in the order the set-up returned them.
    public let viewNames: [String]

    public init(viewNames: [String]) {
        self.viewNames = viewNames
    }

    /// The names the test body uses besides the views, which a view's variable must not take.
    static let takenNames: Set<String> = keywords.union([
        "window", "watch", "touch", "tap", "drag", "swipe", "pinch", "rotate", "longPress", "clock", "expect",
        "plugin", "traffic", "fuzz", "describe", "it", "misdirectedTouches", "watchInvariants", "home",
    ])

    /// Lua's reserved words.
    static let keywords: Set<String> = [
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in", "local",
        "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
    ]

    /// Variable names for views of these types: the type in lower camel case (`RangeSlider` →
    /// `rangeSlider`), numbered from the second of a type on (`slider`, `slider2`).
    public static func variableNames(forTypes types: [String]) -> [String] {
        var seen: [String: Int] = [:]
        return types.map { type in
            var base = type.prefix(1).lowercased() + type.dropFirst()
            base = String(base.filter { $0.isLetter || $0.isNumber || $0 == "_" })
            if base.isEmpty || base.first!.isNumber || takenNames.contains(base) || base.hasPrefix("f") && base.dropFirst().allSatisfy(\.isNumber) {
                base += "View"
            }
            seen[base, default: 0] += 1
            let count = seen[base]!
            return count == 1 ? base : "\(base)\(count)"
        }
    }

    /// The finger variables the steps use (`f1`, `f2`): a finger takes the lowest number free
    /// when it goes down and gives it back when it lifts or is cancelled.
    public func fingerVariables(_ steps: [FuzzStep]) -> [String] {
        var most = 0
        var slots: [Int: Int] = [:]
        for step in steps {
            switch step {
            case .down(let finger, _, _):
                let slot = (1...).first { !slots.values.contains($0) }!
                slots[finger] = slot
                most = max(most, slot)
            case .up(let finger), .cancel(let finger):
                slots[finger] = nil
            default:
                break
            }
        }
        return most == 0 ? [] : (1...most).map { "f\($0)" }
    }

    /// One line per step (two for code, which `watch:check()` follows); `refused` holds the
    /// steps whose assignment was refused, which are expected to fail.
    public func lines(for steps: [FuzzStep], refused: Set<Int> = []) -> [String] {
        var slots: [Int: Int] = [:]
        var lines: [String] = []
        for (index, step) in steps.enumerated() {
            func finger(_ id: Int) -> String { "f\(slots[id] ?? 0)" }
            switch step {
            case .down(let id, let view, let point):
                let slot = (1...).first { !slots.values.contains($0) }!
                slots[id] = slot
                lines.append("f\(slot) = touch(\(name(view))):down(\(point))")
            case .move(let id, let point):
                lines.append("\(finger(id)):move(\(point))")
            case .up(let id):
                lines.append("\(finger(id)):up()")
                slots[id] = nil
            case .cancel(let id):
                lines.append("\(finger(id)):cancel()")
                slots[id] = nil
            case .wait(let seconds):
                lines.append("clock.advance(\(number(seconds)))")
            case .tap(let view, let point, let count):
                lines.append(count == 1 ? "tap(\(name(view)), \(point))" : "tap(\(name(view)), {at = \(point), count = \(count)})")
            case .longPress(let view, let point, let duration):
                lines.append("longPress(\(name(view)), {at = \(point), duration = \(number(duration))})")
            case .drag(let view, let from, let to, let moves, let duration):
                lines.append("drag(\(name(view)), {from = \(from), to = \(to), steps = \(moves), duration = \(number(duration))})")
            case .swipe(let view, let from, let direction, let distance):
                lines.append("swipe(\(name(view)), \"\(direction)\", {from = \(from), distance = \(number(distance))})")
            case .pinch(let view, let from, let to):
                lines.append("pinch(\(name(view)), {from = \(number(from)), to = \(number(to))})")
            case .rotate(let view, let angle):
                lines.append("rotate(\(name(view)), {by = \(number(angle))})")
            case .set(let view, let property, let value):
                let assignment = "\(name(view))\(Self.field(property)) = \(value)"
                lines.append(refused.contains(index) ? "expect(function() \(assignment) end).to.fail()" : assignment)
            case .reattach(let view):
                let moved = name(view)
                lines.append("do local home = \(moved).superview; \(moved):removeFromSuperview(); home:addSubview(\(moved)) end")
            case .reloadData(let view):
                lines.append("\(name(view)):reloadData()")
            case .reloadPlugin(let plugin):
                lines.append("plugin.reload(\(Self.quoted(plugin)))")
            }
            if step.isProgrammatic { lines.append("watch:check()") }
        }
        return lines
    }

    /// The whole reproduction: a header, the set-up, and one test that replays the steps,
    /// compares the traffic with the golden transcript `transcript`, then verifies the watch.
    public func file(header: [String], setUp: String, title: String, testName: String, steps: [FuzzStep],
                     refused: Set<Int>, transcript: String) -> String {
        var text = header.map { $0.isEmpty ? "--" : "-- " + $0 }.joined(separator: "\n") + "\n\n"
        text += setUp.hasSuffix("\n") ? setUp : setUp + "\n"
        text += "\ndescribe(\(Self.quoted(title)), function()\n"
        text += "  it(\(Self.quoted(testName)), function()\n"
        var body = ["misdirectedTouches(\"ignore\")", "local watch = watchInvariants(fuzz())"]
        for (index, name) in viewNames.enumerated() { body.append("local \(name) = watch.views[\(index + 1)]") }
        let fingers = fingerVariables(steps)
        if !fingers.isEmpty { body.append("local " + fingers.joined(separator: ", ")) }
        body += lines(for: steps, refused: refused)
        body.append("expect(traffic).to.match_transcript(\(Self.quoted(transcript)))")
        body.append("watch:verify()")
        text += body.map { "    " + $0 + "\n" }.joined()
        text += "  end)\nend)\n"
        return text
    }

    private func name(_ view: Int) -> String {
        view >= 1 && view <= viewNames.count ? viewNames[view - 1] : "watch.views[\(view)]"
    }

    private func number(_ value: Double) -> String { FuzzValue.luaNumber(value) }

    /// `.angle`, or `["odd key"]` for a key that is not a Lua name.
    static func field(_ key: String) -> String {
        let isName = key.first.map { $0.isLetter || $0 == "_" } == true
            && key.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII } && !keywords.contains(key)
        return isName ? "." + key : "[" + quoted(key) + "]"
    }

    /// A Lua string literal.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += "\\\(scalar.value)"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

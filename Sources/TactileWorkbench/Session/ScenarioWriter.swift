import ControlKit

/// Writes recorded inputs as a scenario in the runner's own API, so `tactile test` replays them
/// unchanged: fingers with `touch(window):down(p)`, `:move(p)`, `:up(p)`, `:cancel()`; clock
/// steps with `clock.advance(s)` (each step as the session took it, so the replay's clock does
/// the same arithmetic); console lines as the code they were; edits as the assignments a script
/// makes; then `expect(traffic).to.match_transcript(name)`.
struct ScenarioWriter {
    /// The scenario's name: its file is `name.lua`, its transcript `name.transcript`.
    let name: String
    /// The scripts the session ran at its start (not plugins), inlined first, each in a block.
    let startupScripts: [(path: String, contents: String)]
    /// How to run it (`tactile test name.lua --plugin-path plugins`), for the header.
    let command: String
    /// Whether a console line is an expression (`return line` compiles).
    let isExpression: (String) -> Bool
    /// Whether a line compiles on its own as a statement.
    let compiles: (String) -> Bool

    /// The steps of a run of clock advances written one per line; longer runs become a loop.
    static let longestRunInline = 3

    func scenario(of inputs: [WorkbenchInput]) -> String {
        var lines = [
            "-- \(name): a session recorded in Tactile's workbench (tactile serve) and saved as a scenario.",
            "-- The page's fingers, clock steps, console lines and edits replay in order; the golden",
            "-- transcript \(name).transcript holds the traffic the workbench saw, so this test fails",
            "-- when the controls come to behave differently. Run it with:",
            "--   \(command)",
            "describe(\"recorded in the workbench\", function()",
            "  it(\(Self.literal(name)), function()",
        ]
        var body: [String] = []
        for script in startupScripts {
            body.append("-- \(script.path), which the session ran at its start:")
            body.append("do")
            body += script.contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .filter { !($0.offset == 0 && $0.element.hasPrefix("#")) }.map { "  " + $0.element }
            body.append("end")
        }
        if inputs.contains(where: { if case .finger = $0 { true } else { false } }) { body.append("local fingers = {}") }
        var advances: [Double] = []
        func flushAdvances() {
            defer { advances.removeAll() }
            guard !advances.isEmpty else { return }
            if advances.count <= Self.longestRunInline {
                body += advances.map { "clock.advance(\(NumberText.text($0)))" }
            } else {
                body.append("for _, seconds in ipairs{" + advances.map(NumberText.text).joined(separator: ", ")
                    + "} do clock.advance(seconds) end")
            }
        }
        for input in inputs {
            if case .advance(let seconds) = input {
                advances.append(seconds)
                continue
            }
            flushAdvances()
            body += statements(for: input)
        }
        flushAdvances()
        body.append("expect(traffic).to.match_transcript(\(Self.literal(name)))")
        lines += body.map { line in
            let indented = "    " + line
            return String(indented.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        }
        lines += ["  end)", "end)", ""]
        return lines.joined(separator: "\n")
    }

    private func statements(for input: WorkbenchInput) -> [String] {
        switch input {
        case .advance(let seconds):
            return ["clock.advance(\(NumberText.text(seconds)))"]
        case .runUntilIdle:
            return ["clock.runUntilIdle()"]
        case .finger(let id, let phase, let point):
            let at = Self.point(point)
            switch phase {
            case .down: return ["fingers[\(id)] = touch(window):down(\(at))"]
            case .move: return ["fingers[\(id)]:move(\(at))"]
            case .up: return ["fingers[\(id)]:up(\(at))"]
            case .cancel: return ["fingers[\(id)]:cancel()"]
            }
        case .console(let line, let continues, let failed):
            return console(line, continues: continues, failed: failed)
        case .edit(let view, let property, let value):
            return ["\(Self.expression(for: view)).\(property) = \(Self.literal(value))"]
        }
    }

    /// A console line as scenario code: meta-commands that change the model as the Lua that does
    /// the same, the others as comments; an expression evaluated for its effects; a line that
    /// failed as an expectation that it fails again.
    private func console(_ line: String, continues: Bool, failed: Bool) -> [String] {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if !continues, trimmed.hasPrefix(":"), !trimmed.hasPrefix("::") {
            let words = trimmed.dropFirst().split(separator: " ", omittingEmptySubsequences: true)
            switch (words.first, words.count) {
            case ("clock"?, 2) where words[1].hasPrefix("+") && Double(words[1].dropFirst()) != nil:
                return ["clock.advance(\(words[1].dropFirst()))"]
            case ("reload"?, 2):
                return ["plugin.reload(\(Self.literal(String(words[1]))))"]
            default:
                return ["-- \(line)  (a REPL command; nothing to replay)"]
            }
        }
        if continues { return [line] }
        let expression = isExpression(line)
        if failed {
            guard expression || compiles(line) else { return ["-- \(line)  (did not compile in the workbench)"] }
            return ["expect(function() \(expression ? "return " : "")\(line) end).to.fail()"]
        }
        return expression ? ["local _ = \(line)"] : [line]
    }

    /// `window.subviews[1].subviews[3]` for the path [0, 2].
    static func expression(for view: ViewReference) -> String {
        switch view {
        case .path(let indices): "window" + indices.map { ".subviews[\($0 + 1)]" }.joined()
        case .name(let name): "--[[ \(name) ]] nil"
        }
    }

    static func point(_ point: Point) -> String {
        "{\(NumberText.text(point.x)), \(NumberText.text(point.y))}"
    }

    static func literal(_ value: EditValue) -> String {
        switch value {
        case .number(let number): NumberText.text(number)
        case .boolean(let flag): flag ? "true" : "false"
        case .string(let text): literal(text)
        case .null: "nil"
        case .lua(let source): "(\(source))"
        }
    }

    /// A Lua string literal that reads back as the same text.
    static func literal(_ text: String) -> String {
        var out: [UInt8] = [0x22]
        for byte in text.utf8 {
            switch byte {
            case 0x22: out += Array("\\\"".utf8)
            case 0x5C: out += Array("\\\\".utf8)
            case 0x0A: out += Array("\\n".utf8)
            case 0x0D: out += Array("\\r".utf8)
            case 0x09: out += Array("\\t".utf8)
            case 0..<0x20, 0x7F: out += Array(("\\" + String(repeating: "0", count: byte < 10 ? 2 : (byte < 100 ? 1 : 0)) + String(byte)).utf8)
            default: out.append(byte)
            }
        }
        return String(decoding: out + [0x22], as: UTF8.self)
    }
}

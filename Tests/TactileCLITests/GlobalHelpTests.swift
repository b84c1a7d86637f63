import Foundation
import Testing
@testable import tactile

/// `:help` on the scripting layer's globals names only what a REPL session has.
@Suite("Help on globals")
struct GlobalHelpTests {
    /// The `global.member` and `global:member` names a help line mentions for its global.
    private func members(of global: String, in text: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: "\\b" + global + "[.:]([A-Za-z_][A-Za-z0-9_]*)")
        let range = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    @Test("Every global and member a help line names exists in a REPL session")
    func namesExist() throws {
        let transcript = Transcript()
        let repl = try REPL(host: ScriptingHost(), options: SessionOptions(quiet: true), console: transcript.console, history: nil)
        var checks: [String] = []
        for name in GlobalHelp.names.sorted() {
            let text = try #require(GlobalHelp.text(for: name))
            checks.append("\(name): " + "type(\(name)) ~= 'nil'")
            for member in members(of: name, in: text) {
                checks.append("\(name).\(member): " + "\(name).\(member) ~= nil")
            }
        }
        for check in checks {
            let parts = check.split(separator: ":", maxSplits: 1)
            repl.evaluate(String(parts[1]))
            #expect(transcript.output.last == "true", "\(parts[0]) is named by :help but does not exist")
        }
        #expect(transcript.errors.isEmpty)
        #expect(checks.contains { $0.hasPrefix("traffic.watch:") })
    }
}

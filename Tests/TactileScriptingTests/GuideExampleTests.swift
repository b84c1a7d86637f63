import Foundation
import LuaKit
import Testing
@testable import TactileScripting

/// The examples of docs/bars.md run as they are, each Lua block in a session of its own, and print
/// what their `-->` comments say, in that order: the page's examples stay true.
@Suite("Bars guide")
struct BarsGuideTests {
    private static let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/bars.md")

    /// The guide's Lua code blocks.
    static func blocks() throws -> [String] {
        let text = try String(contentsOf: guide, encoding: .utf8)
        return text.components(separatedBy: "```lua\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
    }

    /// Text with every run of white space made one space.
    private static func normalized(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test("every example of docs/bars.md runs and prints what its --> comments show")
    func examplesRunAndPrintWhatTheySay() throws {
        let blocks = try Self.blocks()
        #expect(blocks.count >= 6)
        for (index, block) in blocks.enumerated() {
            let session = try makeSession()
            try session.eval("printed = {}; print = function(...) local parts = {}; for i = 1, select('#', ...) do parts[i] = tostring(select(i, ...)) end; printed[#printed + 1] = table.concat(parts, ' ') end")
            do {
                try session.run(block, chunkName: "=bars.md block \(index + 1)")
            } catch {
                Issue.record("block \(index + 1) failed: \(error)")
                continue
            }
            let printed = try session.eval("return table.concat(printed, '\\n')").first.flatMap(String.init(luaValue:)) ?? ""
            let lines = printed.split(separator: "\n").map { Self.normalized(String($0)) }
            let expected = block.split(separator: "\n").compactMap { line -> String? in
                guard let arrow = line.range(of: "--> ") else { return nil }
                return Self.normalized(String(line[arrow.upperBound...]))
            }
            var remaining = lines[...]
            for expectation in expected {
                guard let found = remaining.firstIndex(of: expectation) else {
                    Issue.record("block \(index + 1) did not print \"\(expectation)\" (printed: \(lines))")
                    break
                }
                remaining = remaining[(found + 1)...]
            }
        }
    }
}

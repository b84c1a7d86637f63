import Foundation
import LuaKit
import Testing
@testable import TactileScripting

/// The examples of the guides to the bars and the search bar run as they are, each Lua block in a
/// session of its own, and print what their `-->` comments say, in that order: the pages'
/// examples stay true.
@Suite("Guide examples")
struct GuideExampleTests {
    private static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs")

    /// A guide's Lua code blocks.
    static func blocks(of page: String) throws -> [String] {
        let text = try String(contentsOf: docs.appendingPathComponent(page), encoding: .utf8)
        return text.components(separatedBy: "```lua\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
    }

    /// Text with every run of white space made one space.
    private static func normalized(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test("every example of a guide runs and prints what its --> comments show",
          arguments: [("bars.md", 6), ("search-bar.md", 4)])
    func examplesRunAndPrintWhatTheySay(page: String, leastBlocks: Int) throws {
        let blocks = try Self.blocks(of: page)
        #expect(blocks.count >= leastBlocks)
        for (index, block) in blocks.enumerated() {
            let session = try makeSession()
            try session.eval("printed = {}; print = function(...) local parts = {}; for i = 1, select('#', ...) do parts[i] = tostring(select(i, ...)) end; printed[#printed + 1] = table.concat(parts, ' ') end")
            do {
                try session.run(block, chunkName: "=\(page) block \(index + 1)")
            } catch {
                Issue.record("\(page) block \(index + 1) failed: \(error)")
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
                    Issue.record("\(page) block \(index + 1) did not print \"\(expectation)\" (printed: \(lines))")
                    break
                }
                remaining = remaining[(found + 1)...]
            }
        }
    }
}

import Foundation
import Testing
@testable import TactileScripting
import TestSupport

/// The complete plugin of the plugin author's guide (docs/plugins.md) loads and passes its own
/// scenario, so the guide's example stays true.
@Suite("Plugin guide")
struct PluginGuideTests {
    /// Where a test writes its plugins; removed when the test is done.
    let scratch = ScratchFolder("tp")

    /// The Lua code blocks of the guide's "A complete plugin" section: the plugin, then its scenario.
    static func exampleBlocks() throws -> [String] {
        let guide = URL(fileURLWithPath: repositoryPlugins).deletingLastPathComponent().appendingPathComponent("docs/plugins.md")
        let text = try String(contentsOf: guide, encoding: .utf8)
        guard let start = text.range(of: "## A complete plugin"), let end = text.range(of: "## Reloading") else { return [] }
        let section = text[start.upperBound..<end.lowerBound]
        return section.components(separatedBy: "```lua\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
    }

    @Test func theGuidesPluginPassesItsScenario() throws {
        let blocks = try Self.exampleBlocks()
        try #require(blocks.count == 2)
        try expectPassing(plugin: "tally", blocks[0], scenario: blocks[1], tests: 2)
    }

    /// Writes a plugin and its scenario into a folder of their own, runs the scenario with that
    /// folder as the plugin path, and expects its `tests` tests to pass.
    private func expectPassing(plugin name: String, _ plugin: String, scenario: String, tests: Int) throws {
        let folder = try scratch.writePlugins([name + ".lua": plugin, name + "_test.lua": scenario])
        let runner = ScenarioRunner(makeStage: {
            var options = ScriptSession.Options()
            options.pluginPath = [folder]
            return ControlStage(options: options)
        })
        let result = runner.test(file: folder + "/" + name + "_test.lua")
        #expect(result.tests.count == tests)
        for test in result.tests {
            #expect(test.status == .passed, "\(test.path.joined(separator: " › ")): \(test.message ?? "")")
        }
    }

    /// The README's tour writes a plugin and its scenario: they load and pass, so the tour stays true.
    @Test func theReadmesTourPluginPassesItsScenario() throws {
        let readme = URL(fileURLWithPath: repositoryPlugins).deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let blocks = text.components(separatedBy: "```lua\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
        try #require(blocks.count == 2)
        try expectPassing(plugin: "dot", blocks[0], scenario: blocks[1], tests: 2)
    }

    /// The guide's "Scrolling and tables" example runs, and its own assertion holds.
    @Test func theGuidesScrollingExampleRuns() throws {
        let guide = URL(fileURLWithPath: repositoryPlugins).deletingLastPathComponent().appendingPathComponent("docs/plugins.md")
        let text = try String(contentsOf: guide, encoding: .utf8)
        let start = try #require(text.range(of: "## Scrolling and tables"))
        let section = text[start.upperBound...]
        let block = try #require(section.components(separatedBy: "```lua\n").dropFirst().first?.components(separatedBy: "```").first)
        let session = try makeSession()
        try session.eval(block)
        #expect(session.stage.actionFailures.isEmpty)
    }
}

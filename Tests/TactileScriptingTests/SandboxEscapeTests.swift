import Foundation
import LuaKit
import Testing
@testable import TactileScripting
import TestSupport

/// An untrusted plugin or scenario never reaches anything outside its sandbox: not by
/// clearing a global to uncover the host's, and not through anything it can reach —
/// tables, metatables, upvalues of Lua functions, user values — as the crawl shows.
@Suite("Sandbox: nothing outside it is reachable")
struct SandboxEscapeTests {
    /// Where a test writes its plugins; removed when the test is done.
    let scratch = ScratchFolder("tp")

    private static let crawler = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/crawl.lua")

    /// What the crawl finds from `root`, run with the host's full library, and how many
    /// values it visited.
    private func crawl(from root: LuaRef, in lua: LuaState) throws -> (found: [String], visited: Int) {
        let source = try String(contentsOf: Self.crawler, encoding: .utf8)
        let results = try lua.load(source, chunkName: "@crawl.lua").call([.table(root)])
        guard case .table(let list)? = results.first, case .integer(let visited)? = results.last else {
            return (["the crawl returned no list"], 0)
        }
        let found = try (0..<list.rawLength).map { index throws -> String in
            guard case .string(let path) = try list.rawGet(.integer(index + 1)) else { return "?" }
            return path
        }
        return (found, visited)
    }

    @Test func clearingAGlobalUncoversNothingOfTheHost() throws {
        let folder = try scratch.writePlugins([
            "probe.lua": """
                _G = nil
                local g = _G
                os = nil
                local o = os
                load = nil
                local l = load
                io, debug, require = nil, nil, nil
                local others = tostring(io) .. tostring(debug) .. tostring(require)
                Control.define{ name = 'Probe', properties = { report = { type = "string",
                  default = tostring(g) .. "|" .. tostring(o) .. "|" .. tostring(l) .. "|" .. others } } }
                """,
        ])
        let session = try makePluginSession([folder])
        #expect(try session.text("return Probe{}.report") == "nil|nil|nil|nilnilnil")
    }

    @Test func pluginsCannotChangeLibrariesForOthers() throws {
        let folder = try scratch.writePlugins([
            "first.lua": """
                string.upper = function() return "poisoned" end
                table.concat = nil
                local ok = pcall(function() getmetatable("").__index.upper = string.upper end)
                Control.define{ name = 'First' }
                """,
            "second.lua": """
                Control.define{ name = 'Second', properties = { report = { type = "string",
                  default = string.upper("a") .. ("b"):upper() .. table.concat({ "c" }) } } }
                """,
        ])
        let session = try makePluginSession([folder])
        try session.eval("plugin.load('first')")
        #expect(try session.text("return Second{}.report") == "ABc")
        #expect(try session.text("return ('d'):upper()") == "D")
    }

    @Test func nothingForbiddenIsReachableFromAPluginEnvironment() throws {
        let session = try makePluginSession()
        session.loadAllPlugins()
        #expect(session.customControls.plugins.discover().allSatisfy { $0.loadError == nil })
        let environment = try #require(try session.environmentMaker().call([]).first?.reference)
        let crawled = try crawl(from: environment, in: session.lua)
        #expect(crawled.found == [])
        #expect(crawled.visited > 400)  // the API: every class table, its metatable and functions
    }

    /// A folder plugin's environment holds its own `require`, which reaches only its modules.
    @Test func nothingForbiddenIsReachableFromAFolderPluginEnvironment() throws {
        let folder = try scratch.writePlugins(["gauge/init.lua": "Control.define{ name = 'Gauge' }\n", "gauge/scale.lua": "return {}\n"])
        let session = try makePluginSession([folder])
        try session.registerEveryClass()  // the crawl below reaches every class table
        let environment = try #require(try session.environmentMaker().call(["gauge", true]).first?.reference)
        #expect(try environment.rawGet("require").typeName == "function")
        try session.lua.load("require('gauge.scale')", chunkName: "=probe", environment: environment).call([])
        let crawled = try crawl(from: environment, in: session.lua)
        #expect(crawled.found == [])
        #expect(crawled.visited > 400)
    }

    @Test func nothingForbiddenIsReachableFromASandboxedSession() throws {
        var options = ScriptSession.Options()
        options.sandboxed = true
        options.pluginPath = [repositoryPlugins]
        let session = try ScriptSession(options: options)
        session.loadAllPlugins()
        let crawled = try crawl(from: session.globals, in: session.lua)
        #expect(crawled.found == [])
        #expect(crawled.visited > 400)
    }

    @Test func nothingForbiddenIsReachableFromAScenario() throws {
        var options = ScriptSession.Options()
        options.pluginPath = [repositoryPlugins]
        let stage = ControlStage(options: options)
        let scenario = try ScenarioSession(file: "/tmp/crawl_test.lua", mode: .test, settings: ScenarioSettings(),
                                           stage: stage)
        let session = try #require(stage.session)
        session.loadAllPlugins()
        let crawled = try crawl(from: scenario.environment, in: scenario.state)
        #expect(crawled.found == [])
        #expect(crawled.visited > 400)
        let pluginEnvironment = try #require(try session.environmentMaker().call([]).first?.reference)
        #expect(try crawl(from: pluginEnvironment, in: scenario.state).found == [])
    }

    /// The crawl itself finds what it looks for: from the host's globals it reaches `io`.
    @Test func theCrawlFindsWhatIsThere() throws {
        let lua = try LuaState()
        let found = try crawl(from: lua.globals, in: lua).found
        #expect(found.contains("env is the host's global table"))
        #expect(found.contains("env.io is io"))
    }
}

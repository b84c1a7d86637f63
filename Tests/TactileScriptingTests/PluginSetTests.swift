import Foundation
import LuaKit
import Testing
@testable import TactileScripting
import TestSupport

/// Loading every plugin at once and reloading them, as the REPL's start, `:reload` and
/// `:reload name` do (issue 6, meta-commands).
@Suite("Plugins loaded and reloaded together")
struct PluginSetTests {
    /// Where a test writes its plugins; removed when the test is done.
    let scratch = ScratchFolder("tp")

    private func folder() throws -> String {
        try scratch.writePlugins([
            "gauge.lua": "Control.define{ name = \"Gauge\" }\n",
            "broken.lua": "-- summary: Broken.\nlocal x = = 1\n",
            "idle.lua": "Control.define{ name = \"Idle\" }\n",
        ])
    }

    @Test func loadingAllReportsOnlyTheFailuresWithFileAndLine() throws {
        let path = try folder()
        let session = try makePluginSession([path])
        let failed = session.loadAllPlugins()
        #expect(failed.map(\.name) == ["broken"])
        #expect(failed.first?.loadError?.message == "\(path)/broken.lua:2: unexpected symbol near '='")
        #expect(session.customControls.plugins.plugin(named: "gauge")?.controls == ["Gauge"])
        #expect(try session.text("return tostring(Idle{})") == "Idle#1(frame: (0, 0, 0×0))")
    }

    @Test func reloadingAllTakesThePluginsTriedBefore() throws {
        let path = try folder()
        let session = try makePluginSession([path])
        try session.eval("local g = Gauge{}")
        _ = try? session.loadPlugin(named: "broken")
        let reloaded = try session.reloadPlugins()
        #expect(reloaded.map(\.name) == ["broken", "gauge"])  // idle was never used
        #expect(reloaded.first?.loadError != nil)
        #expect(reloaded.last?.loadError == nil)
    }

    @Test func reloadingOneRunsItsFileAgainAndAnUnknownNameIsAnError() throws {
        let path = try folder()
        let session = try makePluginSession([path])
        session.loadAllPlugins()
        try "Control.define{ name = \"Gauge\", properties = { reading = { type = \"number\", default = 4 } } }\n"
            .write(toFile: path + "/gauge.lua", atomically: true, encoding: .utf8)
        #expect(try session.reloadPlugins(named: "gauge").map(\.name) == ["gauge"])
        #expect(try session.text("return Gauge{}.reading") == "4")
        #expect(throws: ScriptError.self) { try session.reloadPlugins(named: "nothing") }
    }
}

import Foundation
import LuaKit
import Testing
@testable import TactileScripting
import TestSupport

/// A folder plugin (`name/init.lua`) requires its own modules, `require("name.part")`, found
/// only inside its folder and run in its sandboxed environment (docs/plugins.md, "Modules of a
/// folder plugin"; docs/sandbox.md).
@Suite("Modules of folder plugins")
struct PluginModuleTests {
    /// Where a test writes its plugins; removed when the test is done.
    let scratch = ScratchFolder("tp")

    static let gauge = [
        "gauge/init.lua": """
            local scale = require("gauge.scale")
            local needle, file = require("gauge.parts.needle")
            Control.define{ name = "Gauge", properties = {
              top = { type = "number", default = scale.top },
              needle = { type = "string", default = needle.shape .. " from " .. file },
              same = { type = "boolean", default = require("gauge.scale") == scale },
              runs = { type = "number", default = scale_runs },
            } }
            """,
        "gauge/scale.lua": "local name, path = ...\nscale_runs = (scale_runs or 0) + 1\nreturn { top = 10, name = name }\n",
        "gauge/parts/needle/init.lua": "return { shape = 'arrow' }\n",
    ]

    @Test func aFolderPluginRequiresItsOwnModulesOnceEach() throws {
        let folder = try scratch.writePlugins(Self.gauge)
        let session = try makePluginSession([folder])
        #expect(try session.text("return Gauge{}.top") == "10")
        #expect(try session.text("return Gauge{}.needle") == "arrow from \(folder)/gauge/parts/needle/init.lua")
        #expect(try session.text("return Gauge{}.same") == "true")
        #expect(try session.text("return Gauge{}.runs") == "1")  // the module's globals are the plugin's
        #expect(try session.text("return scale_runs") == "nil")  // and never the session's
        try session.eval("plugin.reload('gauge')")
        #expect(try session.text("return Gauge{}.runs") == "1")  // a reload runs its modules afresh
    }

    @Test func modulesRunInTheSandbox() throws {
        let folder = try scratch.writePlugins([
            "probe/init.lua": "local seen = require('probe.look')\nControl.define{ name = 'Probe', properties = { seen = { type = 'string', default = seen } } }\n",
            "probe/look.lua": "return tostring(io) .. ',' .. tostring(debug) .. ',' .. tostring(os.execute) .. ',' .. type(string.format)\n",
        ])
        let session = try makePluginSession([folder])
        #expect(try session.text("return Probe{}.seen") == "nil,nil,nil,function")
    }

    @Test func onlyItsOwnModulesInsideItsFolderCanBeRequired() throws {
        let outside = try scratch.write("outside/secret.lua", "return 'outside'\n")
        let folder = try scratch.writePlugins([
            "other/init.lua": "require('string')\n",
            "sibling/init.lua": "require('gauge.scale')\n",
            "climb/init.lua": "require('climb...secret')\n",
            "missing/init.lua": "require('missing.nothing')\n",
            "linked/init.lua": "require('linked.secret')\n",
            "gauge/init.lua": "Control.define{ name = 'Gauge' }\n", "gauge/scale.lua": "return 1\n",
            "single.lua": "require('single.part')\n",
            "broken/init.lua": "require('broken.part')\n", "broken/part.lua": "return = 1\n",
        ], in: "plugins")
        try FileManager.default.createSymbolicLink(atPath: folder + "/linked/secret.lua", withDestinationPath: outside)
        let session = try makePluginSession([folder])
        func loadFailure(_ name: String) -> String { session.failure("plugin.load('\(name)')")?.message ?? "loaded" }
        #expect(loadFailure("other").contains("other/init.lua:1: plugin 'other' can require only its own modules, named 'other.…' (not 'string')"))
        #expect(loadFailure("sibling").contains("sibling/init.lua:1: plugin 'sibling' can require only its own modules"))
        #expect(loadFailure("climb").contains("climb/init.lua:1: 'climb...secret' is not a module name of plugin 'climb'"))
        #expect(loadFailure("missing").contains(
            "missing/init.lua:1: module 'missing.nothing' not found in plugin 'missing': no file \(folder)/missing/nothing.lua or \(folder)/missing/nothing/init.lua"))
        #expect(loadFailure("linked").contains("linked/init.lua:1: module 'linked.secret' leads outside plugin 'linked''s folder"))
        #expect(loadFailure("broken").contains(
            "broken/init.lua:1: error loading module 'broken.part' from file '\(folder)/broken/part.lua':\n\t\(folder)/broken/part.lua:1: unexpected symbol"))
        #expect(loadFailure("single").contains("single.lua:1: attempt to call a nil value (global 'require')"))
    }

    @Test func aTrustedFolderPluginRequiresItsModulesAndLuasOwn() throws {
        let folder = try scratch.writePlugins([
            "gauge/init.lua": "local scale = require('gauge.scale')\nlocal s = require('string')\n"
                + "Control.define{ name = 'Gauge', properties = { top = { type = 'number', default = scale.top + #s.rep('x', 2) } } }\n",
            "gauge/scale.lua": "return { top = 10 }\n",
        ])
        let session = try makePluginSession([folder], trusted: true)
        #expect(try session.text("return Gauge{}.top") == "12")
    }
}

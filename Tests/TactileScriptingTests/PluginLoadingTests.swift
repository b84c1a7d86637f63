import Foundation
import LuaKit
import Testing
@testable import TactileScripting
import TestSupport

/// Plugins: found on the plugin path, loaded on first use or explicitly, listed, reloaded in
/// place, isolated when they fail, restricted unless trusted (issue 5, "Plugins").
@Suite("Plugins")
struct PluginLoadingTests {
    /// Where a test writes its plugins; removed when the test is done.
    let scratch = ScratchFolder("tp")

    static let gauge = """
        -- summary: A gauge for tests.
        Control.define{ name = "Gauge", properties = { reading = { type = "number", default = 1 } } }
        """

    @Test func usingAClassLoadsItsPlugin() throws {
        let session = try makePluginSession()
        #expect(try session.text("return Knob{ angle = 9 }.angle") == "5")
        #expect(session.customControls.plugins.plugin(named: "knob")?.controls == ["Knob"])
        #expect(try session.text("return tostring(StarSlider)") == "class StarSlider")
    }

    @Test func pluginsAreListedWithTheirControlsAndSummary() throws {
        let session = try makePluginSession()
        try session.eval("list = plugin.list()")
        let shipped = try FileManager.default.contentsOfDirectory(atPath: repositoryPlugins)
            .filter { $0.hasSuffix(".lua") && !$0.hasSuffix("_test.lua") }
        #expect(shipped.count >= 14)
        #expect(try session.text("return #list") == "\(shipped.count)")
        #expect(try session.text("return list[1].name .. ': ' .. list[1].controls[1] .. ' - ' .. list[1].summary")
                == "color_picker: ColorPicker - Picks a colour: hue from the touch's x, saturation from its y (seed 003, recipe 2-5).")
    }

    @Test func folderPluginsAndHeadersNamingSeveralControls() throws {
        let folder = try scratch.writePlugins([
            "gauges/init.lua": """
                -- summary: Two gauges.
                -- controls: Meter, Needle
                Control.define{ name = "Meter" }
                Control.define{ name = "Needle", base = "Meter" }
                """,
        ])
        let session = try makePluginSession([folder])
        #expect(try session.text("return tostring(Needle{})") == "Needle#1(frame: (0, 0, 0×0))")
        #expect(session.customControls.plugins.plugin(named: "gauges")?.controls == ["Meter", "Needle"])
    }

    @Test func aFailingPluginIsReportedWithFileAndLineAndHarmsNothingElse() throws {
        let folder = try scratch.writePlugins([
            "syntax.lua": "Control.define{ name = 'Syntax'\nlocal = 3\n",
            "runtime.lua": "local x = nil\nControl.define{ name = 'Runtime', base = x.base }\n",
            "definition.lua": "\nControl.define{ name = 'Definition', base = 'Nothing' }\n",
            "gauge.lua": Self.gauge,
        ])
        let session = try makePluginSession([folder])
        let syntax = session.failure("plugin.load('syntax')")?.message ?? ""
        #expect(syntax.hasPrefix("test:1: plugin 'syntax' failed to load: \(folder)/syntax.lua:2:"))
        let runtime = session.failure("return Runtime")?.message ?? ""
        #expect(runtime.hasPrefix("test:1: plugin 'runtime' failed to load: \(folder)/runtime.lua:2: attempt to index a nil value"))
        let definition = session.failure("plugin.load('definition')")?.message ?? ""
        #expect(definition.contains("\(folder)/definition.lua:2: Control.define{ name = \"Definition\" }: unknown base 'Nothing'"))
        #expect(try session.text("return Gauge{}.reading") == "1")
        try session.eval("list = plugin.list()")
        #expect(try session.text("local failed = 0; for _, p in ipairs(list) do if p.error then failed = failed + 1 end end; return failed") == "3")
    }

    @Test func reloadingGivesNewInstancesTheNewDefinitionAndKeepsOldOnesWorking() throws {
        let folder = try scratch.writePlugins(["gauge.lua": Self.gauge])
        let session = try makePluginSession([folder])
        try session.eval("old = Gauge{}")
        try """
            Control.define{ name = "Gauge", properties = { reading = { type = "number", default = 7 },
                                                          unit = { type = "string", default = "bar" } } }
            """.write(toFile: folder + "/gauge.lua", atomically: true, encoding: .utf8)
        try session.eval("plugin.reload('gauge'); new = Gauge{}")
        #expect(try session.text("return new.reading .. new.unit") == "7bar")
        #expect(try session.text("return old.reading") == "1")
        try session.eval("old.reading = 3")
        #expect(try session.text("return old.reading") == "3")
    }

    @Test func pluginsRunRestrictedUnlessTrusted() throws {
        let folder = try scratch.writePlugins([
            "shell.lua": "os.execute('true')\nControl.define{ name = 'Shell' }\n",
            "files.lua": "io.open('/tmp/x', 'w')\nControl.define{ name = 'Files' }\n",
            "probe.lua": "Control.define{ name = 'Probe' }\nprobe = true\n",
        ])
        let restricted = try makePluginSession([folder])
        #expect(restricted.failure("plugin.load('shell')")?.message.contains("shell.lua:1: attempt to call a nil value (field 'execute')") == true)
        #expect(restricted.failure("plugin.load('files')")?.message.contains("files.lua:1: attempt to index a nil value (global 'io')") == true)
        try restricted.eval("plugin.load('probe')")
        #expect(try restricted.text("return probe") == "nil")  // the plugin's globals stay its own

        let trusted = try makePluginSession([folder], trusted: true)
        #expect(trusted.failure("plugin.load('shell')") == nil)
    }

    @Test func binaryChunksAndDebugAreWithheld() throws {
        let bytecode = try LuaState().run("return string.format('%q', string.dump(function() end))", chunkName: "=host")
        guard case .string(let quoted)? = bytecode.first else { Issue.record("no bytecode"); return }
        let folder = try scratch.writePlugins([
            "probe.lua": """
                local f, message = load(\(quoted))
                Control.define{ name = 'Probe', properties = { report = { type = "string",
                  default = tostring(f) .. "|" .. tostring(message) .. "|" .. tostring(debug) .. "|" .. type(os.clock) } } }
                """,
        ])
        let session = try makePluginSession([folder])
        let report = try session.text("return Probe{}.report")
        #expect(report.hasPrefix("nil|attempt to load a binary chunk"))
        #expect(report.hasSuffix("|nil|function"))
    }

    @Test func thePluginPathTakesTheEnvironmentVariable() {
        #expect(PluginRegistry.defaultPath(environment: ["TACTILE_PLUGIN_PATH": "/a:/b"]) == ["plugins", "/a", "/b"])
        #expect(PluginRegistry.defaultPath(environment: [:]) == ["plugins"])
        #expect(PluginRegistry.fileName(forClass: "SecondTapSegmentedControl") == "second_tap_segmented_control")
    }

    @Test func anUnknownPluginNameSaysWhereItLooked() throws {
        let session = try makePluginSession(["/nowhere"])
        #expect(session.failure("plugin.load('knob')")?.message == "test:1: no plugin named 'knob' on the plugin path (/nowhere)")
        #expect(session.failure("return Knob.x")?.message.contains("global 'Knob'") == true)
    }

    /// A plugin may not take over a class another plugin defines; reloading its own is fine.
    @Test func aClassDefinedByAnotherPluginIsRefusedNamingBothFiles() throws {
        let folder = try scratch.writePlugins([
            "dial.lua": "-- controls: Dial\nControl.define{ name = 'Dial' }\n",
            "thief.lua": "Control.define{ name = 'Thief' }\nControl.define{ name = 'Dial' }\n",
            "slider_again.lua": "Control.define{ name = 'Slider' }\n",
        ])
        let session = try makePluginSession([folder])
        try session.eval("plugin.load('dial')")
        let message = try #require(session.failure("plugin.load('thief')")?.message)
        #expect(message.contains("thief.lua:2: Control.define{ name = \"Dial\" }: Dial is already defined by \(folder)/dial.lua, so \(folder)/thief.lua cannot define it too"))
        #expect(session.customControls.plugins.plugin(named: "thief")?.loadError != nil)
        #expect(session.failure("plugin.load('slider_again')")?.message.contains("Slider is a built-in class") == true)
        try session.eval("plugin.reload('dial')")
        #expect(try session.text("return tostring(Dial{} ~= nil)") == "true")
        try session.eval("Control.define{ name = 'Dial' }")  // the REPL may redefine
    }
}

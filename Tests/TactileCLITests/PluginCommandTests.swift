import Foundation
import Testing
@testable import tactile
import TactileScripting
import TestSupport

/// A folder of plugins made for one test, removed with it: `dial.lua` defines `Dial`, `broken.lua`
/// does not parse.
private struct PluginFolder {
    private let scratch = ScratchFolder("tactile-plugins")
    var path: String { scratch.path }

    init() throws {
        try write("dial", "-- summary: A dial for tests.\nControl.define{ name = \"Dial\", properties = { turns = { type = \"number\", default = 1 } } }\n")
        try write("broken", "-- summary: Does not parse.\nlocal x = = 1\n")
    }

    func write(_ name: String, _ source: String) throws {
        try Data(source.utf8).write(to: URL(fileURLWithPath: path + "/" + name + ".lua"))
    }
}

@Suite("Plugins in the REPL")
struct PluginCommandTests {
    private func session(_ folder: PluginFolder, _ lines: [String], colors: Bool = false) throws -> (REPL, Transcript) {
        let transcript = Transcript()
        let repl = try REPL(host: ScriptingHost(),
                            options: SessionOptions(pluginPaths: [folder.path], quiet: true, colors: colors, width: 200),
                            console: transcript.console, history: nil)
        repl.loop(reading: ScriptedReader(lines.map { .line($0) }))
        return (repl, transcript)
    }

    @Test("No plugin is compiled at the start; using a class compiles its plugin once")
    func compiledOnFirstUse() throws {
        let folder = try PluginFolder()
        let host = ScriptingHost()
        let transcript = Transcript()
        let repl = try REPL(host: host, options: SessionOptions(pluginPaths: [folder.path], quiet: true),
                            console: transcript.console, history: nil)
        let plugins = try #require(host.session).customControls.plugins
        func compilations() -> [String: Int] {
            Dictionary(uniqueKeysWithValues: plugins.discover().map { ($0.name, $0.compilations) })
        }
        #expect(compilations().count > 3)  // dial, broken and the repository's plugins/
        #expect(compilations().values.reduce(0, +) == 0)
        repl.loop(reading: ScriptedReader([.line("Knob{}.angle"), .line("Knob{}.angle")]))
        #expect(transcript.output == ["0", "0"])
        #expect(compilations()["knob"] == 1)
        #expect(compilations().values.reduce(0, +) == 1)
        let dial = try #require(plugins.plugin(named: "dial"))
        guard case .unloaded = dial.status else { Issue.record("dial loaded unused: \(dial.status)"); return }
    }

    @Test("A broken plugin fails where its class is first used, with file:line; the others load")
    func brokenOnFirstUse() throws {
        let folder = try PluginFolder()
        let (repl, transcript) = try session(folder, ["Dial{}.turns", "Broken{}", "Dial{}.turns"])
        #expect(transcript.output == ["1", "1"])
        #expect(transcript.errors.count == 1)
        let error = try #require(transcript.errors.first)
        #expect(error.contains("plugin 'broken' failed to load: \(folder.path)/broken.lua:2: unexpected symbol near '='"))
        #expect(repl.failures == 1)
    }

    @Test(":plugins lists each plugin with its controls, load state and summary; those not used yet are compiled, not run, and a compile error shows with file:line")
    func listing() throws {
        let folder = try PluginFolder()
        let (_, transcript) = try session(folder, ["Dial{}", ":plugins"])
        let lines = try #require(transcript.output.last).split(separator: "\n").map(String.init)
        let dial = try #require(lines.first { $0.hasPrefix("dial ") })
        #expect(dial.split(separator: " ", omittingEmptySubsequences: true).prefix(3) == ["dial", "Dial", "loaded"])
        #expect(dial.hasSuffix("A dial for tests."))
        let broken = try #require(lines.firstIndex { $0.hasPrefix("broken ") })
        #expect(lines[broken].contains(" failed "))
        #expect(lines[broken + 1] == "  \(folder.path)/broken.lua:2: unexpected symbol near '='")
        // plugins/ follows the folders given; its knob compiles, so it waits to be used.
        let knob = try #require(lines.first { $0.hasPrefix("knob ") })
        #expect(knob.split(separator: " ", omittingEmptySubsequences: true).prefix(3) == ["knob", "Knob", "unloaded"])
    }

    @Test(":plugins cuts summaries to the terminal's width but never a load error")
    func listingWidth() throws {
        let folder = try PluginFolder()
        let transcript = Transcript()
        let repl = try REPL(host: ScriptingHost(), options: SessionOptions(pluginPaths: [folder.path], quiet: true, width: 60),
                            console: transcript.console, history: nil)
        repl.loop(reading: ScriptedReader([.line(":plugins")]))
        let lines = try #require(transcript.output.last).split(separator: "\n").map(String.init)
        let error = "  \(folder.path)/broken.lua:2: unexpected symbol near '='"
        #expect(lines.allSatisfy { $0.count <= 60 || $0 == error })
        #expect(lines.contains { $0.hasPrefix("knob ") && $0.hasSuffix("…") })
        #expect(lines.contains(error))
    }

    @Test(":reload name runs the plugin's file again: new instances get the new definition")
    func reloadOne() throws {
        let folder = try PluginFolder()
        let transcript = Transcript()
        let repl = try REPL(host: ScriptingHost(), options: SessionOptions(pluginPaths: [folder.path], quiet: true),
                            console: transcript.console, history: nil)
        repl.loop(reading: ScriptedReader([.line("Dial{}.turns")]))
        try folder.write("dial", "Control.define{ name = \"Dial\", properties = { turns = { type = \"number\", default = 7 } } }\n")
        repl.loop(reading: ScriptedReader([.line(":reload dial"), .line("Dial{}.turns")]))
        #expect(Array(transcript.output.suffix(3)) == ["1", "reloaded dial (Dial)", "7"])
        #expect(transcript.errors == [])
    }

    @Test(":reload reloads every plugin tried before and reports the ones that still fail")
    func reloadAll() throws {
        let folder = try PluginFolder()
        let (repl, transcript) = try session(folder, [":reload", "Dial{}", "Knob{}", "Broken{}", ":reload"])
        #expect(transcript.output.first == "no plugin has been loaded yet")
        #expect(transcript.output.contains("reloaded dial (Dial)"))
        #expect(transcript.output.contains("reloaded knob (Knob)"))
        #expect(!transcript.output.contains { $0.hasPrefix("reloaded star_slider") })
        #expect(transcript.errors.last == "plugin 'broken' failed to load: \(folder.path)/broken.lua:2: unexpected symbol near '='")
        #expect(repl.failures == 2)
    }

    @Test(":reload of a fixed plugin loads it; of an unknown name says where it looked")
    func reloadFixedAndUnknown() throws {
        let folder = try PluginFolder()
        let transcript = Transcript()
        let repl = try REPL(host: ScriptingHost(), options: SessionOptions(pluginPaths: [folder.path], quiet: true),
                            console: transcript.console, history: nil)
        try folder.write("broken", "Control.define{ name = \"Broken\" }\n")
        repl.loop(reading: ScriptedReader([.line(":reload broken"), .line(":reload nosuch")]))
        #expect(transcript.output.last == "reloaded broken (Broken)")
        let error = try #require(transcript.errors.last)
        #expect(error.hasPrefix("no plugin named 'nosuch' on the plugin path (\(folder.path), plugins"))
    }

    @Test("Plugin names complete after :reload")
    func completion() throws {
        let folder = try PluginFolder()
        let (repl, _) = try session(folder, [])
        #expect(repl.complete(":reload di").insertion == "al")
        #expect(repl.complete(":reload star_").insertion == "slider")
    }

    @Test("Class names complete before their plugin loads or their class registers; completing a member is a first use")
    func classCompletion() throws {
        let folder = try PluginFolder()
        let host = ScriptingHost()
        let repl = try REPL(host: host, options: SessionOptions(pluginPaths: [folder.path], quiet: true),
                            console: Transcript().console, history: nil)
        let session = try #require(host.session)
        #expect(repl.complete("x = Dia").insertion == "l")
        #expect(repl.complete("x = StarSli").insertion == "der")
        #expect(repl.complete("x = DatePick").insertion == "er")
        #expect(session.classes.bindings["DatePicker"] == nil)
        #expect(session.customControls.plugins.plugin(named: "dial")?.compilations == 0)
        _ = repl.complete("Dial.")
        #expect(session.customControls.plugins.plugin(named: "dial")?.compilations == 1)
        #expect(session.classes.bindings["Dial"] != nil)
        #expect(repl.complete("DatePicker.Mo").insertion.hasPrefix("de"))
        #expect(session.classes.bindings["DatePicker"] != nil)
    }

    @Test("Traffic lines are coloured only when colour is on")
    func colouredTraffic() throws {
        let folder = try PluginFolder()
        let tap = [":trace on", "b = Button{frame={0,0,50,50}}", "window:addSubview(b)",
                   "b:addTarget(function() end, 'touchUpInside')", "tap(b)"]
        let (_, coloured) = try session(folder, tap, colors: true)
        let line = try #require(coloured.output.first { $0.contains("touchUpInside") })
        #expect(line.contains("\u{1B}[33mtouchUpInside\u{1B}[0m"))
        #expect(line.contains("\u{1B}[32m-> function#1 call\u{1B}[0m"))
        let (_, plain) = try session(folder, tap)
        let plainLine = try #require(plain.output.first { $0.contains("touchUpInside") })
        #expect(!plainLine.contains("\u{1B}"))
        #expect(plainLine.hasSuffix("Button#1  touchUpInside  -> function#1 call  event=Event#1"))
    }

    @Test("Plugins are restricted unless the user trusts them (--trust-plugins)")
    func trust() throws {
        let folder = try PluginFolder()
        try folder.write("probe", "Control.define{ name = \"Probe\", properties = { io = { type = \"string\", default = type(io) } } }\n")
        for trusted in [false, true] {
            let transcript = Transcript()
            let repl = try REPL(host: ScriptingHost(),
                                options: SessionOptions(pluginPaths: [folder.path], trustPlugins: trusted, quiet: true),
                                console: transcript.console, history: nil)
            repl.loop(reading: ScriptedReader([.line("Probe{}.io")]))
            #expect(transcript.output.last == (trusted ? "\"table\"" : "\"nil\""))
        }
    }

    @Test("--plugin-path folders come before plugins/ and TACTILE_PLUGIN_PATH")
    func pathOrder() {
        let path = PluginRegistry.path(adding: ["a", "b"], environment: ["TACTILE_PLUGIN_PATH": "c:d"])
        #expect(path == ["a", "b", "plugins", "c", "d"])
    }
}

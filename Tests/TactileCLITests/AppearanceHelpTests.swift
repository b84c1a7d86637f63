import Foundation
import Testing
@testable import tactile

/// Appearance proxies in `:help` and `tactile types` (uikit-rules §17): a class's help names the
/// properties its proxy takes, `:help appearance` says how proxies work, and the LuaLS
/// definitions give each such class an `appearance` function typed as returning the class.
@Suite("Appearance proxies in :help and tactile types")
struct AppearanceHelpTests {
    /// What `:help topic` prints in a REPL on the scripting layer.
    private func help(_ topic: String) throws -> String {
        let transcript = Transcript()
        let repl = try REPL(host: ScriptingHost(), options: SessionOptions(pluginPaths: [], quiet: true, width: 200),
                            console: transcript.console, history: nil)
        repl.loop(reading: ScriptedReader([.line(":help \(topic)")]))
        return transcript.output.joined(separator: "\n")
    }

    @Test(":help Slider names what its appearance proxy takes; :help Slider.appearance is that line")
    func classHelp() throws {
        let line = "Slider.appearance([{whenContainedIn = {Inner, Outer}}]) — its appearance proxy (:help appearance), taking "
            + "backgroundColor, maximumTrackTintColor, minimumTrackTintColor, thumbTintColor, tintColor"
        #expect(try help("Slider").contains("\n  " + line))
        #expect(try help("Slider.appearance") == line)
        #expect(!(try help("ViewController")).contains("ViewController.appearance("), "a controller has no proxy")
    }

    @Test(":help appearance explains proxies")
    func topic() throws {
        let text = try help("appearance")
        #expect(text.hasPrefix("appearance — Class.appearance() gives the proxy"))
        #expect(text.contains("whenContainedIn") && text.contains("uikit-rules §17"))
    }

    @Test("tactile types: a class with appearance properties gets Class.appearance(options) returning the class")
    func definitions() throws {
        let catalog = try BindingCatalog(pluginPath: [], trustPlugins: false, includingPlugins: false)
        let definitions = LuaLSDefinitions.text(of: catalog)
        #expect(catalog.appearanceProperties["TabBarItem"] == ["badgeColor"])
        #expect(catalog.appearanceProperties["ViewController"] == nil)
        #expect(definitions.contains("---@param options? {whenContainedIn: table[]}\n---@return Slider\nfunction Slider.appearance(options) end"))
        #expect(definitions.contains("function TabBarItem.appearance(options) end"))
        #expect(!definitions.contains("function ViewController.appearance("))
        #expect(definitions.contains("---@class AppearanceProxy"))
    }
}

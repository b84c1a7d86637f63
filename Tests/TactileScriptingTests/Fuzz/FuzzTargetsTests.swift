import Testing
@testable import TactileScripting
import TestSupport

/// What `tactile fuzz ARGUMENT` fuzzes (docs/fuzzing.md §1).
@Suite("Fuzz: targets")
struct FuzzTargetsTests {
    @Test("a plugin: each class it defines, made with its defaults and centred in the window")
    func plugin() throws {
        let knob = try FuzzTargets.resolve(repositoryPlugins + "/knob.lua", pluginPath: [])
        #expect(knob.map(\.className) == ["Knob"])
        #expect(knob[0].kind == .pluginClass && knob[0].pluginName == "knob" && knob[0].stem == "knob")
        #expect(knob[0].setUp == """
            -- The default set-up: one Knob with its defaults, in the window.
            function fuzz()
              local knob = Knob{frame = {95, 322, 200, 200}}
              window:addSubview(knob)
              return knob
            end

            """)
        let pages = try FuzzTargets.resolve(repositoryPlugins + "/vertical_swipe_scroll_view.lua", pluginPath: [])
        #expect(pages.map(\.className) == ["PullEdge", "VerticalSwipeScrollView"])
        #expect(pages[0].setUp.contains("plugin.load(\"vertical_swipe_scroll_view\")"))
        let chosen = try FuzzTargets.resolve(repositoryPlugins + "/vertical_swipe_scroll_view.lua", pluginPath: [], classes: ["PullEdge"])
        #expect(chosen.map(\.className) == ["PullEdge"])
    }

    @Test("a class name: a standard control with its standard set-up, or a class a plugin on the path defines")
    func className() throws {
        let slider = try FuzzTargets.resolve("Slider", pluginPath: [])[0]
        #expect(slider.kind == .builtInClass && slider.file == nil && slider.defaultFolder == ".")
        #expect(slider.setUp.contains("local slider = Slider{frame = {65, 405, 260, 34}}"))
        let star = try FuzzTargets.resolve("StarSlider", pluginPath: [repositoryPlugins])[0]
        #expect(star.kind == .pluginClass && star.file?.hasSuffix("plugins/star_slider.lua") == true && star.stem == "star_slider")
    }

    @Test("a scenario file: its own fuzz set-up, copied from the file for reproductions")
    func scenario() throws {
        let scratch = ScratchFolder("fuzz")
        let target = try scenarioTarget("""
            describe("nothing", function() end)

            function fuzz()
              local s = Switch{frame = {10, 10, 51, 31}}
              window:addSubview(s)
              return s
            end
            """, in: scratch, name: "switches_test.lua")
        #expect(target.kind == .scenario && target.className == nil && target.stem == "switches")
        #expect(target.setUp == "function fuzz()\n  local s = Switch{frame = {10, 10, 51, 31}}\n  window:addSubview(s)\n  return s\nend\n")
    }
}

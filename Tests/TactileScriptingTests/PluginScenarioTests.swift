import Foundation
import Testing
@testable import TactileScripting

/// The shipped seed controls, each proved by its scenario file (`plugins/*_test.lua`) run by the
/// scenario runner with real controls, driven only by synthesized touches and the virtual clock
/// (DESIGN "Seed controls to ship as plugins").
@Suite("Seed plugin scenarios")
struct PluginScenarioTests {
    static let plugins = ["knob", "lock", "color_picker", "pull_ribbon", "star_slider", "touch_wheel", "range_slider",
                          "toggle_button", "second_tap_segmented_control", "custom_thumb_slider",
                          "vertical_swipe_scroll_view", "side_swipe_table_view"]

    @Test(arguments: plugins)
    func scenarioPasses(_ plugin: String) {
        let folder = repositoryPlugins
        let runner = ScenarioRunner(makeStage: {
            var options = ScriptSession.Options()
            options.pluginPath = [folder]
            return ControlStage(options: options)
        })
        let result = runner.test(file: folder + "/\(plugin)_test.lua")
        #expect(result.tests.count >= 3, "\(plugin)_test.lua should hold its tests")
        for test in result.tests {
            #expect(test.status == .passed, "\(test.path.joined(separator: " › ")): line \(test.line ?? 0): \(test.message ?? "")")
        }
    }
}

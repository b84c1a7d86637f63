import Foundation
import Testing
@testable import TactileScripting

/// The example scenarios of the gesture recognizers (`scripts/scenarios/gesture_*.lua`), run by
/// the scenario runner with real recognizers and controls, driven only by synthesized touches and
/// the virtual clock.
@Suite("Gesture recognizer scenarios")
struct GestureScenarioTests {
    static let scenarios = ["gesture_tap", "gesture_swipe", "gesture_pan", "gesture_long_press", "gesture_pinch",
                            "gesture_rotation", "gesture_controls"]

    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/scenarios").path

    @Test(arguments: scenarios)
    func scenarioPasses(_ name: String) {
        let result = ScenarioRunner(makeStage: { ControlStage(options: ScriptSession.Options()) })
            .test(file: Self.folder + "/\(name).lua")
        #expect(result.tests.count >= 4, "\(name).lua should hold its tests")
        for test in result.tests {
            #expect(test.status == .passed, "\(test.path.joined(separator: " › ")): line \(test.line ?? 0): \(test.message ?? "")")
        }
    }
}

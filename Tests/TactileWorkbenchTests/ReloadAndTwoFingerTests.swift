import ControlKit
import Foundation
import LuaKit
import TestSupport
import Testing
@testable import TactileWorkbench

/// Hot reload and the page's second finger (docs/workbench.md): a change to a file the session
/// was built from rebuilds it and replays the inputs so far; two fingers of one page reach a
/// pinch recognizer as two touches of one sequence.
@Suite("The workbench: hot reload and two fingers")
struct ReloadAndTwoFingerTests {
    /// A switch at (20, 100), 51×31, on or off as the scene says.
    static func scene(switchStartsOn: Bool) -> String {
        "sw = Switch{frame = {20, 100, 51, 31}, isOn = \(switchStartsOn)}\nwindow:addSubview(sw)\n"
    }

    @Test func aChangedSceneFileRebuildsTheSessionAndReplaysTheInputs() throws {
        let folder = ScratchFolder("wb-reload")
        let file = folder.path + "/scene.lua"
        let stage = try WorkbenchStage(scene: Self.scene(switchStartsOn: false), sceneFile: file)
        stage.send(.finger(id: 1, phase: .down, at: Point(x: 45, y: 115)), .finger(id: 1, phase: .up, at: Point(x: 45, y: 115)))
        #expect(try stage.eval("sw.isOn") == .boolean(true))

        try folder.write("scene.lua", Self.scene(switchStartsOn: true))
        stage.inbox.post(.filesChanged([file]))
        let answer = stage.run()
        let notices = answer.of("notice").compactMap { $0["text"] as? String }
        #expect(notices.contains { $0.hasPrefix("reloaded after scene.lua changed") && $0.contains("2 inputs replayed") }, "\(notices)")
        // The new code starts the switch on; the same tap, replayed, turns it off.
        #expect(try stage.eval("sw.isOn") == .boolean(false))
        #expect(stage.workbench.log.count == 2)
    }

    @Test func aFileTheSessionDoesNotUseChangesNothing() throws {
        let folder = ScratchFolder("wb-reload")
        let stage = try WorkbenchStage(scene: Self.scene(switchStartsOn: false), sceneFile: folder.path + "/scene.lua")
        let other = try folder.write("other.lua", "return 1")
        stage.inbox.post(.filesChanged([other]))
        #expect(stage.run().of("notice").isEmpty)
    }

    /// uikit-rules §5 (pinch): two fingers moving apart give a scale above 1.
    @Test func twoFingersOfThePagePinchARecognizer() throws {
        let stage = try WorkbenchStage(scene: """
            photo = View{frame = {20, 100, 300, 300}}
            window:addSubview(photo)
            scales = {}
            photo:addGestureRecognizer(PinchGestureRecognizer{action = function(g) scales[#scales + 1] = g.scale end})
            """)
        stage.send(.finger(id: 1, phase: .down, at: Point(x: 120, y: 250)), .finger(id: 2, phase: .down, at: Point(x: 220, y: 250)))
        for step in 1...4 {
            let spread = 50 + 12.5 * Double(step)
            stage.send(.finger(id: 1, phase: .move, at: Point(x: 170 - spread, y: 250)),
                       .finger(id: 2, phase: .move, at: Point(x: 170 + spread, y: 250)))
        }
        stage.send(.finger(id: 1, phase: .up, at: Point(x: 70, y: 250)), .finger(id: 2, phase: .up, at: Point(x: 270, y: 250)))
        guard case .number(let last) = try stage.eval("scales[#scales]") else {
            Issue.record("the pinch recognizer reported a scale")
            return
        }
        #expect(abs(last - 2) < 0.05, "the fingers ended twice as far apart")
    }
}

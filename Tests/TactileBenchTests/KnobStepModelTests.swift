import Foundation
import Testing
@testable import tactile_bench

/// The pure-Lua model `tactile-bench plugins` prints for scale (Models/knob_step.lua) runs the plugin's own code, so after
/// the same moves it answers what the Swift path answers. (No timing is checked here.)
@Suite("The Knob benchmark's pure-Lua model")
struct KnobStepModelTests {
    /// Three moves, both ways: the shipped Knob and the model end at the same angle,
    /// 0.2 rad past the start (the finger ends 0.2 rad on, seed 000 ch. 25).
    @Test("After the same moves the model's knob and the Lua Knob end at the same angle")
    func sameAngleAsTheKnob() throws {
        let stage = try KnobStage(moves: 3, pluginFolder: "plugins")
        _ = try stage.movesThroughKnob()
        _ = try stage.pureLuaModel()
        let angles = try stage.angles()
        #expect(angles.model == angles.throughKnob)
        #expect(abs(angles.model - 2.2) < 1e-9)
    }

    /// A knob.lua whose continueTracking doubles every turn: the model follows the file it
    /// reads, not arithmetic of its own.
    @Test("The model runs the continueTracking of the knob.lua it is given")
    func runsThePluginsContinueTracking() throws {
        let shipped = try String(contentsOfFile: "plugins/knob.lua", encoding: .utf8)
        let original = "local angle = self.angle + turn(self._finger, finger)"
        #expect(shipped.contains(original))
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("tactile-knob-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let doubling = shipped.replacingOccurrences(of: original, with: "local angle = self.angle + 2 * turn(self._finger, finger)")
        try Data(doubling.utf8).write(to: folder.appendingPathComponent("knob.lua"))

        let stage = try KnobStage(moves: 3, pluginFolder: folder.path)
        _ = try stage.movesThroughKnob()
        _ = try stage.pureLuaModel()
        let angles = try stage.angles()
        #expect(angles.model == angles.throughKnob)
        #expect(abs(angles.model - 2.4) < 1e-9)
    }
}

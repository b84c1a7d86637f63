import ControlKit
import Foundation
import LuaKit
import TactileScripting
import TestSupport
import Testing
@testable import TactileWorkbench

@Suite("The workbench on a session: fingers, edits, console, clock, time travel, saving")
struct WorkbenchTests {
    /// A switch at (20, 100), 51×31; a slider at (20, 200), 300×31, at 0.5; a plain view over a
    /// button (a label would let touches through: labels are not interactive).
    static let scene = """
        sw = Switch{frame = {20, 100, 51, 31}}
        window:addSubview(sw)
        slider = Slider{frame = {20, 200, 300, 31}, value = 0.5}
        window:addSubview(slider)
        button = Button{type = "system", frame = {20, 300, 120, 44}}
        button:setTitle("Play", "normal")
        window:addSubview(button)
        cover = View{frame = {20, 300, 120, 44}}
        window:addSubview(cover)
        """

    /// The slider's thumb centre at its value (the slider is 300 pt wide, its thumb 28 pt).
    static func thumb(at value: Double) -> Point {
        Point(x: 20 + 14 + value * (300 - 28), y: 215.5)
    }

    func tap(_ stage: WorkbenchStage, _ point: Point, finger: Int = 1) -> [WorkbenchStage.Received] {
        stage.send(.finger(id: finger, phase: .down, at: point)) + stage.send(.finger(id: finger, phase: .up, at: point))
    }

    /// uikit-rules §4.2: a tap flips a switch and it sends valueChanged.
    @Test func aTapOnTheCanvasFlipsTheSwitchAndItsTrafficAndPixelsFollow() throws {
        let stage = try WorkbenchStage(scene: Self.scene)
        let first = stage.received.frames
        #expect(first.count == 1 && first[0].summary?.rectangles.first?.width == 390)
        let received = tap(stage, Point(x: 45, y: 115))
        #expect(try stage.eval("sw.isOn") == .boolean(true))
        #expect(received.trafficLines.contains { $0.contains("emitted    Switch#1  valueChanged") })
        #expect(received.trafficLines.contains { $0.contains("touch      Switch#1  touch 1 began at {45, 115}") })
        // Only the switch's pixels are sent again: every rectangle lies within its frame and the
        // few points its thumb's shadow reaches beyond.
        let frames = received.frames
        #expect(!frames.isEmpty)
        for frame in frames {
            for rectangle in frame.summary?.rectangles ?? [] {
                #expect(rectangle.x >= 10 && rectangle.x + rectangle.width <= 81)
                #expect(rectangle.y >= 90 && rectangle.y + rectangle.height <= 141)
            }
        }
    }

    /// uikit-rules §2.1.1: the frontmost view under the finger gets the touch.
    @Test func aTouchThatMissesItsControlSaysWhy() throws {
        let stage = try WorkbenchStage(scene: Self.scene)
        let hits = stage.send(.finger(id: 1, phase: .down, at: Point(x: 60, y: 320))).of("hit")
        #expect(hits.count == 1)
        #expect(hits.first?["explanation"] as? String == "View covers Button")
        stage.send(.finger(id: 1, phase: .up, at: Point(x: 60, y: 320)))
        _ = try stage.session.run("button.isEnabled = false; cover:removeFromSuperview()")
        let disabled = stage.send(.finger(id: 1, phase: .down, at: Point(x: 60, y: 320))).of("hit")
        #expect((disabled.first?["explanation"] as? String)?.contains("disabled (isEnabled false)") == true)
    }

    /// uikit-rules §4.3: a slider's value follows its thumb.
    @Test func draggingTheSliderMovesTheKnobAndSendsValueChanged() throws {
        let stage = try WorkbenchStage(scene: Self.scene)
        stage.send(.finger(id: 1, phase: .down, at: Self.thumb(at: 0.5)))
        let moved = stage.send(.finger(id: 1, phase: .move, at: Self.thumb(at: 0.75)))
        stage.send(.finger(id: 1, phase: .up, at: Self.thumb(at: 0.75)))
        guard case .number(let value) = try stage.eval("slider.value") else {
            Issue.record("the slider has a value")
            return
        }
        #expect(abs(value - 0.75) < 0.01)
        #expect(moved.trafficLines.contains { $0.contains("Slider#1  valueChanged") })
        #expect(!moved.frames.isEmpty)
    }

    @Test func selectingAViewShowsItsPropertiesAndEditsGoThroughTheSetter() throws {
        let stage = try WorkbenchStage(scene: Self.scene)
        let selected = stage.send(.select(.path([1]))).of("inspector")
        let selection = selected.last?["selection"] as? [String: Any]
        #expect(selection?["className"] as? String == "Slider")
        let properties = selection?["properties"] as? [[String: Any]] ?? []
        let value = properties.first { $0["name"] as? String == "value" }
        #expect(value?["widget"] as? String == "number")
        #expect(value?["value"] as? Double == 0.5)
        #expect(properties.first { $0["name"] as? String == "isEnabled" }?["widget"] as? String == "boolean")
        #expect(properties.first { $0["name"] as? String == "tintColor" }?["widget"] as? String == "color")
        // Reading the inspector names nothing.
        #expect(stage.session.stage.application.existingName(of: stage.session.stage.window.subviews[1]) == nil)

        let edited = stage.send(.edit(view: .path([1]), property: "value", value: .number(0.25)))
        #expect(try stage.eval("slider.value") == .number(0.25))
        let shown = (edited.of("inspector").last?["selection"] as? [String: Any])?["properties"] as? [[String: Any]]
        #expect(shown?.first { $0["name"] as? String == "value" }?["value"] as? Double == 0.25)

        // A bad value gets the error a script's assignment gets, and changes nothing.
        let refused = stage.send(.edit(view: .path([1]), property: "value", value: .string("fast"))).errors
        #expect(refused.count == 1)
        #expect(refused.first?.hasPrefix("Slider.value: ") == true)
        #expect(refused.first?.contains("number expected") == true)
        #expect(try stage.eval("slider.value") == .number(0.25))
        #expect(stage.send(.edit(view: .path([1]), property: "nope", value: .number(1))).errors.first?.contains("nope") == true)
        #expect(stage.send(.edit(view: .path([9]), property: "value", value: .number(1))).errors == ["no view [9] in the window"])
        // Absurd numbers are refused by the setter's own checks.
        #expect(stage.send(.edit(view: .path([1]), property: "value", value: .lua("0/0"))).errors.count == 1)
        #expect(try stage.eval("slider.value") == .number(0.25))
        #expect(stage.workbench.log.inputs.filter { if case .edit = $0 { true } else { false } }.count == 1)
    }

    @Test func theConsoleRunsLuaOnTheSameStateAndErrorsSayWhere() throws {
        let stage = try WorkbenchStage(scene: Self.scene)
        let echo = stage.send(.console(line: "slider.value * 2")).of("console").first
        #expect(echo?["output"] as? [String] == ["1.0"])
        let failed = stage.send(.console(line: "error('boom')")).of("console").first
        #expect((failed?["errors"] as? [String])?.first?.hasPrefix("console:1: boom") == true)
        stage.send(.console(line: "sw.isOn = true"))
        #expect(try stage.eval("sw.isOn") == .boolean(true))
        #expect(stage.send(.complete(text: "sli")).of("completion").first?["insertion"] as? String == "der")
    }

    @Test func timeTravelRebuildsTheSessionAndReplaysTheInputs() throws {
        let stage = try WorkbenchStage(scene: Self.scene)
        _ = tap(stage, Point(x: 45, y: 115))
        stage.send(.finger(id: 1, phase: .down, at: Self.thumb(at: 0.5)))
        for step in 1...4 { stage.send(.finger(id: 1, phase: .move, at: Self.thumb(at: 0.5 + 0.1 * Double(step)))) }
        stage.send(.finger(id: 1, phase: .up, at: Self.thumb(at: 0.9)))
        let count = stage.workbench.log.count
        let value = try stage.eval("slider.value")
        let records = stage.session.stage.application.traffic.records.count

        let back = stage.send(.travel(position: 2))
        #expect(try stage.eval("sw.isOn") == .boolean(true))
        #expect(try stage.eval("slider.value") == .number(0.5))
        #expect((back.of("traffic").first?["reset"] as? Bool) == true)
        #expect(back.of("timeline").last?["position"] as? Int == 2)
        #expect(!back.frames.isEmpty)

        stage.send(.travel(position: count))
        #expect(try stage.eval("slider.value") == value)
        #expect(stage.session.stage.application.traffic.records.count == records)

        // A new input in the past drops the inputs after it.
        stage.send(.travel(position: 0))
        #expect(try stage.eval("sw.isOn") == .boolean(false))
        _ = tap(stage, Point(x: 300, y: 600))
        #expect(stage.workbench.log.count == 2)
    }

    @Test func aSavedScenarioReplaysUnderTheRunnerWithItsTranscript() throws {
        let folder = ScratchFolder("wb-save")
        let stage = try WorkbenchStage(scene: Self.scene, sceneFile: folder.path + "/scene.lua", saveFolder: folder.path, playing: true)
        stage.advanceWall(0.25)
        _ = tap(stage, Point(x: 45, y: 115))
        stage.send(.finger(id: 1, phase: .down, at: Self.thumb(at: 0.5)))
        for step in 1...5 {
            stage.advanceWall(1.0 / 60)
            stage.send(.finger(id: 1, phase: .move, at: Self.thumb(at: 0.5 - 0.07 * Double(step))))
        }
        stage.advanceWall(0.1)
        stage.send(.finger(id: 1, phase: .up, at: Self.thumb(at: 0.15)))
        stage.send(.console(line: "slider.value"), .edit(view: .path([0]), property: "isOn", value: .boolean(false)))
        stage.send(.clock(.step))
        let answer = stage.send(.save(name: "recorded", replace: false))
        #expect(answer.errors.isEmpty)
        let saved = answer.of("saved")
        #expect(saved.first?["scenario"] as? String == folder.path + "/recorded.lua")
        let scenario = try String(contentsOfFile: folder.path + "/recorded.lua", encoding: .utf8)
        #expect(scenario.contains("fingers[1] = touch(window):down({45, 115})"))
        #expect(scenario.contains("clock.advance(0.25)"))
        #expect(scenario.contains("window.subviews[1].isOn = false"))
        #expect(scenario.contains("local _ = slider.value"))
        #expect(scenario.contains("expect(traffic).to.match_transcript(\"recorded\")"))
        let transcript = try String(contentsOfFile: folder.path + "/recorded.transcript", encoding: .utf8)
        #expect(transcript.hasPrefix("# tactile transcript v2"))
        #expect(transcript.contains("Switch#1  valueChanged"))
        // The scene the session started from is copied in, inside the test.
        #expect(scenario.contains("do\n      sw = Switch{frame = {20, 100, 51, 31}}"))

        let result = ScenarioRunner(makeStage: { ControlStage() }).test(file: folder.path + "/recorded.lua")
        #expect(result.tests.count == 1)
        #expect(result.tests.allSatisfy { $0.status == .passed }, "\(result.tests.map(\.message))")

        // Saving again over it needs the page to say so.
        #expect(stage.send(.save(name: "recorded", replace: false)).errors.first?.contains("exists") == true)
        #expect(!stage.send(.save(name: "recorded", replace: true)).of("saved").isEmpty)
    }

    @Test func thePlayingClockFollowsTheWallClockAndAnIdlePageDoesNotTick() throws {
        let stage = try WorkbenchStage(scene: Self.scene, playing: true)
        #expect(!stage.workbench.isTicking)
        stage.advanceWall(0.5)
        stage.send(.finger(id: 1, phase: .down, at: Point(x: 300, y: 600)))
        #expect(stage.session.stage.application.clock.now == 0.5)
        #expect(stage.workbench.isTicking)
        stage.send(.finger(id: 1, phase: .up, at: Point(x: 300, y: 600)))
        #expect(!stage.workbench.isTicking)
        #expect(stage.workbench.log.inputs.first == .advance(by: 0.5))

        // Paused, time moves only by steps of a frame.
        stage.send(.clock(.pause))
        stage.advanceWall(2)
        stage.send(.clock(.step))
        #expect(abs(stage.session.stage.application.clock.now - (0.5 + 1.0 / 60)) < 1e-9)
        _ = try stage.session.run("clock.after(3, function() end)")
        stage.send(.clock(.runUntilIdle))
        #expect(abs(stage.session.stage.application.clock.now - (3.5 + 1.0 / 60)) < 1e-9)
    }

    @Test func requestsThatNameNothingAreAnsweredAndRecordNothing() throws {
        let stage = try WorkbenchStage(scene: Self.scene)
        let before = stage.workbench.log.count
        #expect(stage.send(.select(.path([5, 5]))).errors == ["no view [5, 5] in the window"])
        #expect(stage.send(.select(.name(ObjectName(typeName: "Slider", number: 9)))).errors == ["no view Slider#9 in the window"])
        stage.send(.finger(id: 3, phase: .move, at: Point(x: 1, y: 1)), .finger(id: 3, phase: .up, at: Point(x: 1, y: 1)))
        #expect(stage.send(.travel(position: 99)).errors == ["there are only 0 inputs"])
        #expect(stage.workbench.log.count == before)
        // A finger far outside the window lands on nothing and breaks nothing.
        _ = tap(stage, Point(x: -5000, y: 99_999))
        #expect(stage.workbench.log.count == before + 2)
    }

    /// Runaway Lua from the page is stopped by the time limit, and the session goes on.
    @Test func runawayConsoleLuaIsInterrupted() throws {
        let stage = try WorkbenchStage(scene: Self.scene)
        stage.workbench.luaTimeLimit = 0.2
        let echo = stage.send(.console(line: "while true do end")).of("console").first
        #expect((echo?["errors"] as? [String])?.first?.contains("interrupted") == true)
        #expect(stage.send(.console(line: "1 + 2")).of("console").first?["output"] as? [String] == ["3"])
    }

    /// The work per move stays the same however long the drag: one frame drawn per batch, no
    /// queue growing, the canvas's buffers reused.
    @Test func aLongDragKeepsNothingButItsInputs() throws {
        let stage = try WorkbenchStage(scene: Self.scene)
        stage.send(.finger(id: 1, phase: .down, at: Self.thumb(at: 0.5)))
        let publishesBefore = stage.workbench.publishes
        for step in 0..<1_000 {
            let x = 0.1 + 0.8 * Double(step % 100) / 100
            stage.send(.finger(id: 1, phase: .move, at: Self.thumb(at: x)))
        }
        stage.send(.finger(id: 1, phase: .up, at: Self.thumb(at: 0.5)))
        #expect(stage.workbench.publishes - publishesBefore == 1_001)
        #expect(stage.workbench.log.count == 1_002)
        #expect(stage.workbench.pendingTrafficEntries == 0)
    }
}

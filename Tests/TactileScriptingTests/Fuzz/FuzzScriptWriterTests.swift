import Testing
@testable import TactileScripting

/// Steps spelled in the scenario API (docs/fuzzing.md §4): what a reproduction holds.
@Suite("Fuzz: steps as a scenario")
struct FuzzScriptWriterTests {
    let writer = FuzzScriptWriter(viewNames: ["knob", "slider"])

    @Test("every kind of step is one call of the scenario API; code is followed by watch:check()")
    func eachStep() {
        let steps: [FuzzStep] = [
            .down(finger: 3, view: 1, at: FuzzPoint(100, 3.5)), .move(finger: 3, to: FuzzPoint(-10, 60)),
            .wait(0.25), .up(finger: 3),
            .tap(view: 2, at: FuzzPoint(10, 20), count: 1), .tap(view: 2, at: FuzzPoint(10, 20), count: 2),
            .longPress(view: 1, at: FuzzPoint(0, 0), duration: 0.5),
            .drag(view: 1, from: FuzzPoint(1, 2), to: FuzzPoint(3, 4), steps: 5, duration: 0.3),
            .swipe(view: 1, from: FuzzPoint(1, 2), direction: "left", distance: 80),
            .pinch(view: 1, from: 1, to: 2.5), .rotate(view: 1, by: -0.5),
            .set(view: 1, property: "angle", value: .number(.nan)), .set(view: 2, property: "isEnabled", value: .boolean(false)),
            .reattach(view: 1), .reloadData(view: 2), .reloadPlugin("knob"),
        ]
        #expect(writer.lines(for: steps, refused: [12]) == [
            "f1 = touch(knob):down({100, 3.5})", "f1:move({-10, 60})", "clock.advance(0.25)", "f1:up()",
            "tap(slider, {10, 20})", "tap(slider, {at = {10, 20}, count = 2})",
            "longPress(knob, {at = {0, 0}, duration = 0.5})",
            "drag(knob, {from = {1, 2}, to = {3, 4}, steps = 5, duration = 0.3})",
            "swipe(knob, \"left\", {from = {1, 2}, distance = 80})",
            "pinch(knob, {from = 1, to = 2.5})", "rotate(knob, {by = -0.5})",
            "knob.angle = 0/0", "watch:check()",
            "expect(function() slider.isEnabled = false end).to.fail()", "watch:check()",
            "do local home = knob.superview; knob:removeFromSuperview(); home:addSubview(knob) end", "watch:check()",
            "slider:reloadData()", "watch:check()",
            "plugin.reload(\"knob\")", "watch:check()",
        ])
    }

    @Test("a finger takes the lowest number free when it goes down, and the variables are declared once")
    func fingerSlots() {
        let steps: [FuzzStep] = [
            .down(finger: 1, view: 1, at: FuzzPoint(0, 0)), .down(finger: 2, view: 1, at: FuzzPoint(1, 0)),
            .up(finger: 1), .down(finger: 3, view: 2, at: FuzzPoint(2, 0)), .cancel(finger: 2), .move(finger: 3, to: FuzzPoint(5, 5)),
        ]
        #expect(writer.lines(for: steps) == [
            "f1 = touch(knob):down({0, 0})", "f2 = touch(knob):down({1, 0})", "f1:up()",
            "f1 = touch(slider):down({2, 0})", "f2:cancel()", "f1:move({5, 5})",
        ])
        #expect(writer.fingerVariables(steps) == ["f1", "f2"])
    }

    @Test("views are named by their type, numbered from the second, never as a name the test uses")
    func variableNames() {
        #expect(FuzzScriptWriter.variableNames(forTypes: ["Knob", "Slider", "Slider", "RangeSlider", "Window", "End"])
                == ["knob", "slider", "slider2", "rangeSlider", "windowView", "endView"])
        #expect(FuzzScriptWriter.field("angle") == ".angle")
        #expect(FuzzScriptWriter.field("end") == "[\"end\"]")
        #expect(FuzzScriptWriter.field("two words") == "[\"two words\"]")
    }

    @Test("numbers read back as the same number in Lua: integers plain, NaN and the infinities as divisions")
    func numbers() {
        #expect(FuzzValue.number(20).description == "20")
        #expect(FuzzValue.number(0.1).description == "0.1")
        #expect(FuzzValue.number(-1e12).description == "-1000000000000")
        #expect(FuzzValue.number(1e16).description == "1e+16")
        #expect(FuzzValue.number(.infinity).description == "1/0")
        #expect(FuzzValue.number(-.infinity).description == "-1/0")
        #expect(FuzzValue.integer(-2).description == "-2")
    }

    @Test("dropping steps leaves a sequence that can run: no move or lift of a finger that is not down")
    func wellFormed() {
        let steps: [FuzzStep] = [.move(finger: 1, to: FuzzPoint(0, 0)), .down(finger: 1, view: 1, at: FuzzPoint(0, 0)),
                                 .down(finger: 1, view: 1, at: FuzzPoint(0, 0)), .up(finger: 1), .cancel(finger: 1), .wait(1)]
        #expect(steps.wellFormed() == [.down(finger: 1, view: 1, at: FuzzPoint(0, 0)), .up(finger: 1), .wait(1)])
    }
}

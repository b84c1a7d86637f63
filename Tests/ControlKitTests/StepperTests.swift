import Testing
@testable import ControlKit

/// A 94×32 stepper: the minus half is x < 47, the plus half x ≥ 47.
@Suite("Stepper (§4.4)")
struct StepperTests {
    private func bench(_ configure: (Stepper) -> Void = { _ in }) -> ControlBench<Stepper> {
        let stepper = Stepper(frame: Rect(x: 100, y: 100, width: 94, height: 32))
        configure(stepper)
        return ControlBench(stepper)
    }

    private func minus(_ bench: ControlBench<Stepper>) -> Point { bench.point(20, 16) }
    private func plus(_ bench: ControlBench<Stepper>) -> Point { bench.point(70, 16) }
    private func valueChanges(_ bench: ControlBench<Stepper>) -> Int { bench.log.events.count { $0 == "valueChanged" } }

    @Test("§4.4: defaults are value 0, min 0, max 100, step 1, continuous, autorepeat, no wrapping")
    func defaults() {
        let stepper = Stepper()
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
        #expect(stepper.autorepeatTiming == .standard && stepper.autorepeatTiming.initialDelay == 0.5)
    }

    @Test("seed 000: a stepper has one size, whatever frame it is given")
    func fixedSize() {
        let stepper = Stepper(frame: Rect(x: 10, y: 20, width: 300, height: 100))
        #expect(stepper.frame == Rect(x: 10, y: 20, width: 94, height: 32))
        stepper.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        #expect(stepper.frame == Rect(x: 1, y: 2, width: 94, height: 32))
    }

    @Test("§4.4, §9.7: stepValue of zero or less is refused with a clear error and the step is kept")
    func stepValueMustBePositive() throws {
        let stepper = Stepper()
        #expect(throws: Stepper.InvalidStepValue(value: 0)) { try stepper.setStepValue(0) }
        #expect(throws: Stepper.InvalidStepValue(value: -2)) { try stepper.setStepValue(-2) }
        #expect(throws: Stepper.InvalidStepValue.self) { try stepper.setStepValue(.nan) }
        #expect(stepper.stepValue == 1)
        #expect("\(Stepper.InvalidStepValue(value: -2))" == "stepValue must be greater than 0 (got -2)")
        try stepper.setStepValue(2.5)
        #expect(stepper.stepValue == 2.5)
    }

    @Test("§4.4, §8.3: setting the value clamps it and sends nothing")
    func valueClampsSilently() {
        let bench = bench()
        bench.control.value = 150
        #expect(bench.control.value == 100)
        bench.control.value = -4
        #expect(bench.control.value == 0)
        #expect(bench.log.calls.isEmpty && bench.emitted.isEmpty)
    }

    @Test("§4.4: NaN for the value or a limit is ignored")
    func nanIgnored() {
        let stepper = Stepper()
        stepper.value = 5
        stepper.value = .nan
        stepper.minimumValue = .nan
        stepper.maximumValue = .nan
        #expect(stepper.value == 5 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
    }

    @Test("§4.4: a limit set across the other moves both to the new value, and the value is re-clamped")
    func limitsCrossing() {
        let stepper = Stepper()
        stepper.value = 50
        stepper.minimumValue = 200
        #expect(stepper.maximumValue == 200 && stepper.value == 200)
        stepper.maximumValue = 100
        #expect(stepper.minimumValue == 100 && stepper.maximumValue == 100 && stepper.value == 100)
    }

    @Test("§4.4, §8.10: a tap steps once at touch-up, not at touch-down, then sends valueChanged and primaryActionTriggered")
    func tapStepsAtTouchUp() {
        let bench = bench()
        let touch = bench.driver.begin(at: plus(bench))
        #expect(bench.control.value == 0)
        #expect(bench.control.highlightedHalf == .increment)
        bench.driver.wait(0.1)
        bench.driver.end(touch)
        #expect(bench.control.value == 1)
        #expect(bench.log.events == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
        bench.driver.tap(at: minus(bench))
        #expect(bench.control.value == 0)
    }

    @Test("§4.4, §9.7: releasing outside the touch area cancels the step")
    func releaseOutsideNoStep() {
        let bench = bench()
        let touch = bench.driver.begin(at: plus(bench))
        bench.driver.move(touch, to: bench.point(70, 200))
        #expect(bench.control.highlightedHalf == nil)
        bench.driver.end(touch)
        #expect(bench.control.value == 0)
        #expect(valueChanges(bench) == 0)
        #expect(bench.log.events.last == "touchUpOutside")
    }

    @Test("§4.4: a touch that slides from one half to the other steps on the half it lifts from")
    func slideBetweenHalves() {
        let bench = bench { $0.value = 5 }
        let touch = bench.driver.begin(at: plus(bench))
        bench.driver.move(touch, to: minus(bench))
        #expect(bench.control.highlightedHalf == .decrement)
        bench.driver.end(touch)
        #expect(bench.control.value == 4)
    }

    @Test("§4.4, §9.7: the minus half is disabled at the minimum and the plus half at the maximum")
    func halvesDisabledAtLimits() {
        let bench = bench()
        #expect(!bench.control.isDecrementEnabled && bench.control.isIncrementEnabled)
        bench.driver.tap(at: minus(bench))
        #expect(bench.control.value == 0)
        #expect(valueChanges(bench) == 0)
        bench.control.value = 100
        #expect(bench.control.isDecrementEnabled && !bench.control.isIncrementEnabled)
        let touch = bench.driver.begin(at: plus(bench))
        #expect(bench.control.highlightedHalf == nil)
        bench.driver.end(touch)
        #expect(bench.control.value == 100 && valueChanges(bench) == 0)
    }

    @Test("§4.4, §9.7: with wraps both halves stay enabled and a step past a limit jumps to the other limit")
    func wrapsJump() throws {
        let bench = bench { stepper in
            stepper.wraps = true
            stepper.maximumValue = 10
            stepper.value = 9
        }
        try bench.control.setStepValue(3)
        bench.driver.tap(at: plus(bench))
        #expect(bench.control.value == 0)
        #expect(bench.control.isDecrementEnabled)
        bench.driver.tap(at: minus(bench))
        #expect(bench.control.value == 10)
    }

    @Test("§4.4: a step that leaves the value as it was sends nothing — a wrapping stepper whose limits are equal, tapped or held")
    func stepWithoutChangeIsSilent() {
        let bench = bench { stepper in
            stepper.wraps = true
            stepper.maximumValue = 0
        }
        bench.driver.tap(at: minus(bench))
        #expect(bench.control.value == 0 && valueChanges(bench) == 0)
        let touch = bench.driver.begin(at: plus(bench))
        bench.driver.wait(2)
        bench.driver.end(touch)
        #expect(bench.control.value == 0 && valueChanges(bench) == 0)
        #expect(bench.emitted.contains("touchUpInside"))
    }

    @Test("§4.4: without wraps a step past a limit is clamped")
    func stepClamps() throws {
        let bench = bench { $0.maximumValue = 10; $0.value = 9 }
        try bench.control.setStepValue(3)
        bench.driver.tap(at: plus(bench))
        #expect(bench.control.value == 10)
    }

    @Test("§4.4: holding steps first after 0.5 s, then every 0.5 s for three repeats, then faster; touch-up adds no step")
    func autorepeatTiming() {
        let bench = bench()
        let touch = bench.driver.begin(at: plus(bench))
        bench.driver.wait(0.49)
        #expect(bench.control.value == 0)
        bench.driver.wait(0.01)
        #expect(bench.control.value == 1)
        bench.driver.wait(1.5)
        #expect(bench.control.value == 4)
        bench.driver.wait(0.2)
        #expect(bench.control.value == 5)
        bench.driver.end(touch)
        #expect(bench.control.value == 5)
        #expect(valueChanges(bench) == 5)
        #expect(bench.application.clock.pendingTimerCount == 0)
    }

    @Test("§4.4: the faster autorepeat intervals are configurable")
    func autorepeatConfigurable() {
        let bench = bench {
            $0.autorepeatTiming = Stepper.AutorepeatTiming(initialDelay: 1, slowInterval: 1, slowRepeatCount: 1,
                                                           mediumInterval: 0.5, fastRepeatCount: 3, fastInterval: 0.25)
        }
        bench.driver.longPress(at: plus(bench), duration: 2.5)
        #expect(bench.control.value == 3)
        #expect(Stepper.AutorepeatTiming.standard.interval(afterRepeats: 3) == 0.5)
        #expect(Stepper.AutorepeatTiming.standard.interval(afterRepeats: 4) == 0.2)
        #expect(Stepper.AutorepeatTiming.standard.interval(afterRepeats: 18) == 0.1)
    }

    @Test("§4.4: with autorepeat off, holding steps once, at touch-up")
    func noAutorepeat() {
        let bench = bench { $0.autorepeat = false }
        bench.driver.longPress(at: plus(bench), duration: 3)
        #expect(bench.control.value == 1)
        #expect(valueChanges(bench) == 1)
    }

    @Test("§4.4: autorepeat stops at the limit, and a non-continuous stepper then sends nothing at touch-up")
    func nonContinuousAutorepeatToLimit() {
        let bench = bench { $0.isContinuous = false; $0.maximumValue = 2 }
        bench.driver.longPress(at: plus(bench), duration: 3)
        #expect(bench.control.value == 2)
        #expect(valueChanges(bench) == 0)
    }

    @Test("§4.4: a non-continuous stepper sends one valueChanged at touch-up after autorepeat steps")
    func nonContinuousOneEvent() {
        let bench = bench { $0.isContinuous = false }
        bench.driver.longPress(at: plus(bench), duration: 1.2)
        #expect(bench.control.value == 2)
        #expect(bench.log.events == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
    }

    @Test("§4.4: a cancelled touch stops autorepeat and does not step")
    func cancelStops() {
        let bench = bench()
        bench.driver.drag(from: plus(bench), to: plus(bench), steps: 1, duration: 0.2, ending: .cancel)
        bench.driver.wait(2)
        #expect(bench.control.value == 0)
        #expect(bench.log.events == ["touchDown", "touchDragInside", "touchCancel"])
    }

    @Test("description lists value, limits, step and options")
    func description() {
        let bench = bench { $0.wraps = true; $0.value = 3 }
        #expect(bench.control.description == "Stepper(frame: (100, 100, 94×32), value: 3, minimumValue: 0, maximumValue: 100, stepValue: 1, wraps: true)")
    }
}

@Suite("Stepper artwork (seed 000)")
struct StepperArtworkTests {
    private func image(_ name: String) -> Image { Image(width: 10, height: 10, name: name) }

    @Test("seed 000: a half at its limit shows its disabled background; a pressed half its highlighted one; else normal")
    func halfStates() {
        let bench = ControlBench(Stepper(frame: Rect(x: 100, y: 100, width: 94, height: 32)))
        let stepper = bench.control
        stepper.setBackgroundImage(image("normal"), for: .normal)
        stepper.setBackgroundImage(image("pressed"), for: .highlighted)
        stepper.setBackgroundImage(image("off"), for: .disabled)
        #expect(stepper.currentBackgroundImage(for: .decrement)?.name == "off")
        #expect(stepper.currentBackgroundImage(for: .increment)?.name == "normal")
        let touch = bench.driver.begin(at: bench.point(70, 16))
        #expect(stepper.state(of: .increment) == .highlighted)
        #expect(stepper.currentBackgroundImage(for: .increment)?.name == "pressed")
        bench.driver.end(touch)
        #expect(stepper.state(of: .decrement) == .normal)
        stepper.isEnabled = false
        #expect(stepper.state(of: .increment) == .disabled)
    }

    @Test("seed 000: minus and plus images fall back to the normal image; dividers to the normal/normal one")
    func imageFallbacks() {
        let stepper = Stepper()
        stepper.setIncrementImage(image("plus"), for: .normal)
        stepper.setDecrementImage(image("minus"), for: .normal)
        stepper.setDecrementImage(image("minus-off"), for: .disabled)
        stepper.setDividerImage(image("bar"), forLeftSegmentState: .normal, rightSegmentState: .normal)
        stepper.setDividerImage(image("bar-left-off"), forLeftSegmentState: .disabled, rightSegmentState: .normal)
        #expect(stepper.currentImage(for: .increment)?.name == "plus")
        #expect(stepper.currentImage(for: .decrement)?.name == "minus-off")
        #expect(stepper.currentDividerImage?.name == "bar-left-off")
        #expect(stepper.dividerImage(forLeftSegmentState: .highlighted, rightSegmentState: .normal)?.name == "bar")
        #expect(stepper.incrementImage(for: .highlighted)?.name == "plus")
    }
}

@Suite("Stepper traffic (§4.4)")
struct StepperTrafficTests {
    @Test("§4.4: the traffic of a 2.3 s hold shows steps at 0.5, 1, 1.5, 2 and 2.2 s, each valueChanged followed by primaryActionTriggered")
    func holdTranscript() {
        let bench = ControlBench(Stepper(frame: Rect(x: 100, y: 100, width: 94, height: 32)))
        bench.driver.longPress(at: bench.point(70, 16), duration: 2.3)
        let emitted = bench.application.traffic.records.filter { $0.kind == .emitted }.map(\.description)
        #expect(emitted == [
            "#1  t=0.000  emitted    Stepper#1  touchDown  (1 registered)",
            "#3  t=0.500  emitted    Stepper#1  valueChanged  (1 registered)",
            "#5  t=0.500  emitted    Stepper#1  primaryActionTriggered  (1 registered)",
            "#7  t=1.000  emitted    Stepper#1  valueChanged  (1 registered)",
            "#9  t=1.000  emitted    Stepper#1  primaryActionTriggered  (1 registered)",
            "#11  t=1.500  emitted    Stepper#1  valueChanged  (1 registered)",
            "#13  t=1.500  emitted    Stepper#1  primaryActionTriggered  (1 registered)",
            "#15  t=2.000  emitted    Stepper#1  valueChanged  (1 registered)",
            "#17  t=2.000  emitted    Stepper#1  primaryActionTriggered  (1 registered)",
            "#19  t=2.200  emitted    Stepper#1  valueChanged  (1 registered)",
            "#21  t=2.200  emitted    Stepper#1  primaryActionTriggered  (1 registered)",
            "#23  t=2.300  emitted    Stepper#1  touchUpInside  (1 registered)",
        ])
        #expect(bench.control.value == 5)
    }
}

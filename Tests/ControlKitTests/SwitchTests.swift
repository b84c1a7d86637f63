import Testing
@testable import ControlKit

@Suite("Switch (§4.2)")
struct SwitchTests {
    private func bench() -> ControlBench<Switch> {
        ControlBench(Switch(frame: Rect(x: 100, y: 100, width: 0, height: 0)))
    }

    @Test("§4.2: off by default, with the fixed 51×31 size whatever frame is given")
    func defaultsAndFixedSize() {
        let toggle = Switch(frame: Rect(x: 10, y: 20, width: 300, height: 300))
        #expect(!toggle.isOn)
        #expect(toggle.frame == Rect(x: 10, y: 20, width: 51, height: 31))
        toggle.frame = Rect(x: 5, y: 6, width: 7, height: 8)
        #expect(toggle.frame == Rect(x: 5, y: 6, width: 51, height: 31))
        toggle.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(toggle.bounds.size == Switch.fixedSize)
    }

    @Test("§4.2, §8.3: setOn(_:animated:) and isOn send nothing")
    func programmaticIsSilent() {
        let bench = bench()
        bench.control.setOn(true, animated: true)
        #expect(bench.control.isOn)
        bench.control.isOn = false
        bench.control.setOn(false, animated: false)
        #expect(!bench.control.isOn)
        #expect(bench.log.calls.isEmpty)
        #expect(bench.emitted.isEmpty)
    }

    @Test("§4.2: a tap toggles and sends valueChanged, with no input event, before touchUpInside")
    func tapToggles() throws {
        let bench = bench()
        bench.driver.tap(bench.control)
        #expect(bench.control.isOn)
        #expect(bench.log.events == ["touchDown", "valueChanged", "touchUpInside"])
        let change = try #require(bench.log.calls.first { $0.controlEvent == "valueChanged" })
        #expect(change.event == nil)
        bench.driver.tap(bench.control)
        #expect(!bench.control.isOn)
        #expect(bench.log.events.filter { $0 == "valueChanged" }.count == 2)
    }

    @Test("§4.2: a switch sends no primaryActionTriggered")
    func noPrimaryAction() {
        let bench = bench()
        bench.driver.tap(bench.control)
        #expect(!bench.emitted.contains("primaryActionTriggered"))
    }

    @Test("§4.2: sliding the thumb right turns it on, sliding left turns it off")
    func slideSetsSide() {
        let bench = bench()
        bench.driver.drag(from: bench.point(10, 15), to: bench.point(45, 15), steps: 5)
        #expect(bench.control.isOn)
        bench.driver.drag(from: bench.point(40, 15), to: bench.point(5, 15), steps: 5)
        #expect(!bench.control.isOn)
        #expect(bench.log.events.filter { $0 == "valueChanged" }.count == 2)
    }

    @Test("§4.2: sliding towards the side it already is on changes nothing and sends no valueChanged")
    func slideToSameSide() {
        let bench = bench()
        bench.control.isOn = true
        bench.driver.drag(from: bench.point(20, 15), to: bench.point(48, 15), steps: 5)
        #expect(bench.control.isOn)
        #expect(!bench.log.events.contains("valueChanged"))
    }

    @Test("§4.2: a tap released outside the touch area does not toggle")
    func releaseOutsideDoesNotToggle() {
        let bench = bench()
        let touch = bench.driver.begin(at: bench.center)
        bench.driver.end(touch, at: Point(x: bench.center.x, y: bench.center.y + 200))
        #expect(!bench.control.isOn)
        #expect(bench.log.events == ["touchDown", "touchDragExit", "touchUpOutside"])
    }

    @Test("§2.2: a cancelled touch does not toggle")
    func cancelDoesNotToggle() {
        let bench = bench()
        bench.driver.drag(from: bench.point(10, 15), to: bench.point(45, 15), steps: 3, ending: .cancel)
        #expect(!bench.control.isOn)
        #expect(bench.log.events.last == "touchCancel")
    }

    @Test("description shows on/off")
    func description() {
        let bench = bench()
        bench.control.isOn = true
        #expect(bench.control.description == "Switch#1 on frame={100,100,51,31}")
        bench.driver.tap(bench.control)
        #expect(bench.control.description == "Switch#1 off frame={100,100,51,31}")
    }
}

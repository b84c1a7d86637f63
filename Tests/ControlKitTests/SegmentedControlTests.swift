import Testing
@testable import ControlKit

/// Three 100-point segments "A", "B", "C" across a 300×30 control.
@Suite("SegmentedControl (§4.5)")
struct SegmentedControlTests {
    private func bench(_ configure: (SegmentedControl) -> Void = { _ in }) -> ControlBench<SegmentedControl> {
        let control = SegmentedControl(items: [.title("A"), .title("B"), .title("C")], frame: Rect(x: 100, y: 100, width: 300, height: 30))
        configure(control)
        return ControlBench(control)
    }

    private func segment(_ index: Int, _ bench: ControlBench<SegmentedControl>) -> Point {
        bench.point(50 + 100 * Double(index), 15)
    }

    @Test("§1.3, §4.5: noSegment is −1 and is the default selection")
    func noSegmentDefault() {
        #expect(SegmentedControl.noSegment == -1)
        let control = SegmentedControl(items: [.title("A")])
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(!control.isMomentary)
    }

    @Test("§4.5, §8.11: a tap selects at touch-up and sends only valueChanged and primaryActionTriggered, with no input event")
    func tapSelectsAtTouchUp() throws {
        let bench = bench()
        let touch = bench.driver.begin(at: segment(1, bench))
        #expect(bench.control.highlightedSegmentIndex == 1)
        #expect(bench.control.selectedSegmentIndex == -1)
        #expect(!bench.control.isTracking)
        bench.driver.end(touch)
        #expect(bench.control.selectedSegmentIndex == 1)
        #expect(bench.control.highlightedSegmentIndex == nil)
        #expect(bench.log.events == ["valueChanged", "primaryActionTriggered"])
        #expect(bench.emitted == ["valueChanged", "primaryActionTriggered"])
        #expect(try #require(bench.log.calls.first).event == nil)
    }

    @Test("§4.5, §9.9: re-tapping the selected segment sends nothing")
    func reTapSendsNothing() {
        let bench = bench { $0.selectedSegmentIndex = 2 }
        bench.driver.tap(at: segment(2, bench))
        #expect(bench.control.selectedSegmentIndex == 2)
        #expect(bench.log.calls.isEmpty && bench.emitted.isEmpty)
    }

    @Test("§4.5, §8.3: setting selectedSegmentIndex in code is silent; invalid indices are ignored")
    func programmaticSelectionSilent() {
        let bench = bench()
        bench.control.selectedSegmentIndex = 0
        bench.control.selectedSegmentIndex = 5
        #expect(bench.control.selectedSegmentIndex == 0)
        bench.control.selectedSegmentIndex = -2
        #expect(bench.control.selectedSegmentIndex == 0)
        bench.control.selectedSegmentIndex = SegmentedControl.noSegment
        #expect(bench.control.selectedSegmentIndex == -1)
        #expect(bench.log.calls.isEmpty && bench.emitted.isEmpty)
    }

    @Test("§4.5: moving re-highlights the segment under the finger, and the release selects it")
    func dragAcrossSegments() {
        let bench = bench()
        let touch = bench.driver.begin(at: segment(0, bench))
        bench.driver.move(touch, to: segment(2, bench))
        #expect(bench.control.highlightedSegmentIndex == 2)
        bench.driver.end(touch)
        #expect(bench.control.selectedSegmentIndex == 2)
        #expect(bench.log.events == ["valueChanged", "primaryActionTriggered"])
    }

    @Test("§4.5: leaving the touch area highlights nothing, and a release there selects nothing")
    func releaseOutside() {
        let bench = bench()
        let touch = bench.driver.begin(at: segment(0, bench))
        bench.driver.move(touch, to: bench.point(50, 300))
        #expect(bench.control.highlightedSegmentIndex == nil)
        bench.driver.end(touch)
        #expect(bench.control.selectedSegmentIndex == -1)
        #expect(bench.log.calls.isEmpty)
    }

    @Test("§4.5: a drag that begins on the selected segment slides the selection even far outside")
    func slidingSelection() {
        let bench = bench { $0.selectedSegmentIndex = 0 }
        let touch = bench.driver.begin(at: segment(0, bench))
        bench.driver.move(touch, to: bench.point(250, 400))
        #expect(bench.control.highlightedSegmentIndex == 2)
        bench.driver.end(touch)
        #expect(bench.control.selectedSegmentIndex == 2)
    }

    @Test("§4.5: a cancelled touch selects nothing and sends nothing")
    func cancel() {
        let bench = bench()
        bench.driver.drag(from: segment(1, bench), to: segment(1, bench), steps: 1, ending: .cancel)
        #expect(bench.control.selectedSegmentIndex == -1 && bench.log.calls.isEmpty)
    }

    @Test("§4.5, §9.9: a disabled segment ignores touches")
    func disabledSegmentIgnored() {
        let bench = bench { $0.setEnabled(false, forSegmentAt: 1) }
        #expect(!bench.control.isEnabledForSegment(at: 1) && bench.control.isEnabledForSegment(at: 0))
        bench.driver.tap(at: segment(1, bench))
        #expect(bench.control.selectedSegmentIndex == -1 && bench.log.calls.isEmpty)
    }

    @Test("§4.5, §9.9: disabling the selected segment clears the selection without an event")
    func disablingSelectedClears() {
        let bench = bench { $0.selectedSegmentIndex = 1 }
        bench.control.setEnabled(false, forSegmentAt: 1)
        #expect(bench.control.selectedSegmentIndex == -1)
        #expect(bench.log.calls.isEmpty)
    }

    @Test("§4.5: momentary — every tap sends valueChanged with the tapped index, which springs back to noSegment")
    func momentary() {
        var seen: [Int] = []
        let bench = bench { $0.isMomentary = true }
        bench.control.addAction(Action { sender, _ in seen.append((sender as! SegmentedControl).selectedSegmentIndex) }, for: .valueChanged)
        bench.driver.tap(at: segment(1, bench))
        bench.driver.tap(at: segment(1, bench))
        #expect(seen == [1, 1])
        #expect(bench.control.selectedSegmentIndex == -1)
    }

    @Test("§4.5: insert pins the index to 0…count and keeps the animated flag; the selection follows its segment")
    func insertSegments() {
        let bench = bench { $0.selectedSegmentIndex = 1 }
        let control = bench.control
        control.insertSegment(withTitle: "Z", at: 0, animated: true)
        #expect(control.titleForSegment(at: 0) == "Z" && control.selectedSegmentIndex == 2)
        #expect(control.lastSegmentChangeWasAnimated)
        control.insertSegment(with: Image(width: 8, height: 8, name: "star"), at: 99, animated: false)
        #expect(control.numberOfSegments == 5 && control.imageForSegment(at: 4)?.name == "star")
        #expect(control.titleForSegment(at: 4) == nil && !control.lastSegmentChangeWasAnimated)
        #expect(bench.log.calls.isEmpty)
    }

    @Test("§4.5: remove pins indices past the end to the last segment; removing the selected segment clears the selection")
    func removeSegments() {
        let bench = bench { $0.selectedSegmentIndex = 2 }
        let control = bench.control
        control.removeSegment(at: 0, animated: true)
        #expect(control.selectedSegmentIndex == 1 && control.titleForSegment(at: 0) == "B")
        control.removeSegment(at: 42, animated: false)
        #expect(control.numberOfSegments == 1 && control.selectedSegmentIndex == -1)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
        control.removeSegment(at: 0, animated: false)
        #expect(control.numberOfSegments == 0)
    }

    @Test("§4.5: a segment has a title or an image; setting one replaces the other")
    func titleOrImage() {
        let control = SegmentedControl(items: [.title("A")])
        control.setImage(Image(width: 4, height: 4, name: "dot"), forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == nil && control.imageForSegment(at: 0)?.name == "dot")
        control.setTitle("T", forSegmentAt: 7)
        #expect(control.titleForSegment(at: 0) == "T" && control.imageForSegment(at: 0) == nil)
        #expect(control.titleForSegment(at: 3) == nil)
    }

    @Test("§4.5: fixed widths are kept and automatic segments share the rest; touches follow the widths")
    func segmentWidths() {
        let bench = bench { $0.setWidth(200, forSegmentAt: 0) }
        let control = bench.control
        #expect(control.widthForSegment(at: 0) == 200 && control.widthForSegment(at: 1) == 0)
        #expect(control.frameForSegment(at: 0) == Rect(x: 0, y: 0, width: 200, height: 30))
        #expect(control.frameForSegment(at: 1) == Rect(x: 200, y: 0, width: 50, height: 30))
        #expect(control.frameForSegment(at: 2) == Rect(x: 250, y: 0, width: 50, height: 30))
        bench.driver.tap(at: bench.point(180, 15))
        #expect(control.selectedSegmentIndex == 0)
        control.setWidth(-5, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 0)
    }

    @Test("description lists segments and selection")
    func description() {
        let bench = bench { $0.selectedSegmentIndex = 1; $0.setEnabled(false, forSegmentAt: 2) }
        #expect(bench.control.description == "SegmentedControl#1 segments=[\"A\",\"B\",-\"C\"] selected=1 frame={100,100,300,30}")
    }
}

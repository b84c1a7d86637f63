import Testing
@testable import ControlKit

/// A slider 228 wide: track 0…228, thumb 28 wide, so the thumb centre travels from x 14 to 214
/// — 200 points for the range 0…1.
@Suite("Slider (§4.3)")
struct SliderTests {
    private func bench(continuous: Bool = true) -> ControlBench<Slider> {
        let slider = Slider(frame: Rect(x: 100, y: 100, width: 228, height: 30))
        slider.isContinuous = continuous
        return ControlBench(slider)
    }

    @Test("§4.3: defaults are value 0, min 0, max 1, continuous")
    func defaults() {
        let slider = Slider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
    }

    @Test("§4.3: setting the value outside the limits stores the nearest limit")
    func valueClamps() {
        let slider = Slider()
        slider.value = 2
        #expect(slider.value == 1)
        slider.setValue(-3, animated: true)
        #expect(slider.value == 0)
        slider.value = 0.25
        #expect(slider.value == 0.25)
    }

    @Test("§4.3: raising the minimum above the value raises the value; above the maximum raises the maximum")
    func minimumAboveMaximum() {
        let slider = Slider()
        slider.value = 0.5
        slider.minimumValue = 0.75
        #expect(slider.value == 0.75)
        slider.minimumValue = 5
        #expect(slider.maximumValue == 5 && slider.value == 5)
    }

    @Test("§4.3: lowering the maximum below the minimum lowers the minimum, and the value with it")
    func maximumBelowMinimum() {
        let slider = Slider()
        slider.minimumValue = 0.5
        slider.value = 0.8
        slider.maximumValue = -1
        #expect(slider.minimumValue == -1 && slider.maximumValue == -1 && slider.value == -1)
    }

    @Test("§4.3, §8.3: programmatic value changes send nothing")
    func programmaticIsSilent() {
        let bench = bench()
        bench.control.value = 0.5
        bench.control.setValue(0.7, animated: true)
        bench.control.minimumValue = 0.9
        #expect(bench.log.calls.isEmpty)
        #expect(bench.emitted.isEmpty)
    }

    @Test("§4.3, §8.9: a touch off the thumb does nothing, not even touchDown, and the thumb stays")
    func touchOffThumbDoesNothing() {
        let bench = bench()
        bench.driver.tap(at: bench.point(150, 15))
        bench.driver.drag(from: bench.point(150, 15), to: bench.point(200, 15))
        #expect(bench.control.value == 0)
        #expect(bench.log.calls.isEmpty)
        #expect(bench.emitted.isEmpty)
    }

    @Test("§4.3: the thumb's touch area is grown to 48×48, so a touch 20 pt from its centre grabs it")
    func expandedThumbHitArea() {
        let bench = bench()
        #expect(bench.control.thumbTouchRect == Rect(x: -10, y: -9, width: 48, height: 48))
        bench.driver.tap(at: bench.point(34, 15))
        #expect(bench.log.events.first == "touchDown")
    }

    @Test("§4.3, §8.9: a continuous drag sends valueChanged after touchDown, on every move and at the end, each followed by primaryActionTriggered")
    func continuousDrag() {
        let bench = bench()
        bench.driver.drag(from: bench.point(14, 15), to: bench.point(114, 15), steps: 2)
        #expect(bench.control.value == 0.5)
        #expect(bench.log.events == [
            "touchDown", "valueChanged", "primaryActionTriggered",
            "valueChanged", "primaryActionTriggered", "touchDragInside",
            "valueChanged", "primaryActionTriggered", "touchDragInside",
            "valueChanged", "primaryActionTriggered", "touchUpInside",
        ])
    }

    @Test("§4.3: valueChanged carries the input event of the touch")
    func valueChangedCarriesEvent() {
        let bench = bench()
        bench.driver.drag(from: bench.point(14, 15), to: bench.point(64, 15), steps: 1)
        #expect(bench.log.calls.filter { $0.controlEvent == "valueChanged" }.allSatisfy { $0.event != nil })
    }

    @Test("§4.3, §9.8: a non-continuous slider sends exactly one valueChanged, at touch-up")
    func nonContinuousDrag() {
        let bench = bench(continuous: false)
        bench.driver.drag(from: bench.point(14, 15), to: bench.point(164, 15), steps: 5)
        #expect(bench.control.value == 0.75)
        #expect(bench.log.events.filter { $0 == "valueChanged" }.count == 1)
        #expect(bench.log.events.suffix(3) == ["valueChanged", "primaryActionTriggered", "touchUpInside"])
    }

    @Test("§8.9: continuous sliders send valueChanged on moves even when the value does not change")
    func valueChangedAtLimit() {
        let bench = bench()
        bench.control.value = 1
        bench.driver.drag(from: bench.point(214, 15), to: bench.point(300, 15), steps: 3)
        #expect(bench.control.value == 1)
        #expect(bench.log.events.filter { $0 == "valueChanged" }.count == 5)
    }

    @Test("§4.3: dragging is relative — the thumb keeps its offset from the finger")
    func relativeDragging() {
        let bench = bench()
        bench.driver.drag(from: bench.point(24, 15), to: bench.point(74, 15), steps: 2)
        #expect(bench.control.value == 0.25)
    }

    @Test("§4.3: highlighted while dragging, not after")
    func highlightedWhileDragging() {
        let bench = bench()
        let touch = bench.driver.begin(at: bench.point(14, 15))
        bench.driver.move(touch, to: bench.point(60, 15))
        #expect(bench.control.isHighlighted && bench.control.isTracking)
        bench.driver.end(touch)
        #expect(!bench.control.isHighlighted)
    }

    @Test("§4.3: a cancelled drag sends touchCancel and no final valueChanged")
    func cancelledDrag() {
        let bench = bench(continuous: false)
        bench.driver.drag(from: bench.point(14, 15), to: bench.point(64, 15), steps: 2, ending: .cancel)
        #expect(bench.log.events == ["touchDown", "touchDragInside", "touchDragInside", "touchCancel"])
    }

    @Test("§4.3: track and thumb rects leave room for the value images")
    func rectsWithValueImages() {
        let slider = Slider(frame: Rect(x: 0, y: 0, width: 300, height: 40))
        slider.minimumValueImage = Image(width: 20, height: 20)
        slider.maximumValueImage = Image(width: 30, height: 30)
        #expect(slider.minimumValueImageRect(forBounds: slider.bounds) == Rect(x: 0, y: 10, width: 20, height: 20))
        #expect(slider.maximumValueImageRect(forBounds: slider.bounds) == Rect(x: 270, y: 5, width: 30, height: 30))
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == Rect(x: 28, y: 18, width: 234, height: 4))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1).maxX == 262)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0).minX == 28)
    }

    private final class TallThumbSlider: Slider {
        override func thumbRect(forBounds bounds: Rect, trackRect: Rect, value: Double) -> Rect {
            Rect(x: trackRect.minX + value * (trackRect.width - 60), y: 0, width: 60, height: bounds.height)
        }
    }

    @Test("§4.3: an overridden thumbRect moves the touch area with it")
    func overriddenThumbRect() {
        let bench = ControlBench<Slider>(TallThumbSlider(frame: Rect(x: 100, y: 100, width: 260, height: 30)))
        #expect(bench.control.thumbTouchRect == Rect(x: 0, y: -9, width: 60, height: 48))
        bench.driver.tap(at: bench.point(55, 15))
        #expect(bench.log.events.first == "touchDown")
    }

    @Test("§4.3: thumb and track images are kept per state with the normal fallback; the thumb image sizes the thumb")
    func perStateImages() {
        let slider = Slider(frame: Rect(x: 0, y: 0, width: 200, height: 40))
        slider.setThumbImage(Image(width: 40, height: 40, name: "thumb"), for: .normal)
        slider.setThumbImage(Image(width: 44, height: 44, name: "pressed"), for: .highlighted)
        slider.setMinimumTrackImage(Image(width: 10, height: 6), for: .normal)
        slider.setMaximumTrackImage(Image(width: 10, height: 6, name: "max"), for: .disabled)
        #expect(slider.thumbImage(for: .disabled)?.name == "thumb")
        #expect(slider.thumbImage(for: .highlighted)?.name == "pressed")
        #expect(slider.maximumTrackImage(for: .normal) == nil)
        slider.isEnabled = false
        #expect(slider.currentMaximumTrackImage?.name == "max")
        #expect(slider.currentThumbRect.size == Size(width: 40, height: 40))
        #expect(slider.trackRect(forBounds: slider.bounds).height == 6)
    }

    @Test("description lists value, limits and flags")
    func description() {
        let bench = bench(continuous: false)
        bench.control.value = 0.5
        #expect(bench.control.description == "Slider#1 value=0.5 min=0 max=1 discrete frame={100,100,228,30}")
    }
}

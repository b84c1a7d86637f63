import Testing
@testable import ControlKit

/// A standard control wins over a superview's recognizer for its own gesture, through
/// `gestureRecognizerShouldBegin(_:)` (Apple's "Attaching gesture recognizers to UIKit controls";
/// uikit-rules §2.1.5, §6).
@Suite("Gestures and the standard controls")
struct GestureControlTests {
    private let stage = GestureStage()

    /// Taps the control's centre under a superview's single-tap recognizer; returns the
    /// recognizer's and the control's transcripts.
    private func tapUnderTapRecognizer(_ control: Control, at point: Point? = nil) -> (tap: [String], control: [String]) {
        stage.add(control)
        let tap = TapGestureRecognizer()
        stage.watch(tap)
        stage.driver.tap(at: point ?? stage.driver.center(of: control))
        return (stage.transcript(of: tap), stage.transcript(of: control))
    }

    @Test("a button keeps its tap from a superview's tap recognizer, which fails: touchUpInside, no touchCancel")
    func buttonKeepsTap() {
        let result = tapUnderTapRecognizer(Button(frame: Rect(x: 100, y: 100, width: 100, height: 44)))
        #expect(result.tap == ["failed"])
        #expect(result.control == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("a switch keeps its tap: it toggles")
    func switchKeepsTap() {
        let toggle = Switch(frame: Rect(x: 100, y: 100, width: 0, height: 0))
        let result = tapUnderTapRecognizer(toggle)
        #expect(result.tap == ["failed"] && toggle.isOn)
        #expect(result.control.contains("valueChanged") && result.control.last == "touchUpInside")
    }

    @Test("a stepper keeps its tap: it steps")
    func stepperKeepsTap() {
        let stepper = Stepper(frame: Rect(x: 100, y: 100, width: 0, height: 0))
        let result = tapUnderTapRecognizer(stepper, at: Point(x: 170, y: 116))
        #expect(result.tap == ["failed"] && stepper.value == 1)
    }

    @Test("a segmented control keeps its tap: it selects")
    func segmentedControlKeepsTap() {
        let segments = SegmentedControl(items: [.title("A"), .title("B")], frame: Rect(x: 100, y: 100, width: 200, height: 32))
        let result = tapUnderTapRecognizer(segments, at: Point(x: 250, y: 116))
        #expect(result.tap == ["failed"] && segments.selectedSegmentIndex == 1)
    }

    @Test("a page control keeps its tap: it turns the page")
    func pageControlKeepsTap() {
        let pages = PageControl(frame: Rect(x: 100, y: 100, width: 200, height: 37))
        pages.numberOfPages = 3
        let result = tapUnderTapRecognizer(pages, at: Point(x: 280, y: 118))
        #expect(result.tap == ["failed"] && pages.currentPage == 1)
    }

    @Test("a double tap is not the control's gesture: a superview's double-tap recognizer takes it from a button")
    func doubleTapIsNotTheButtons() {
        let button = stage.add(Button(frame: Rect(x: 100, y: 100, width: 100, height: 44)))
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        stage.watch(double)
        stage.driver.tap(button, count: 2)
        #expect(stage.transcript(of: double) == ["ended"])
        #expect(stage.transcript(of: button).last == "touchCancel")
    }

    @Test("a tap recognizer on the button itself pre-empts the button (§2.1.5)")
    func recognizerOnTheControlWins() {
        let button = stage.add(Button(frame: Rect(x: 100, y: 100, width: 100, height: 44)))
        let tap = TapGestureRecognizer()
        stage.watch(tap, on: button)
        stage.driver.tap(button)
        #expect(stage.transcript(of: tap) == ["ended"])
        #expect(stage.transcript(of: button) == ["touchDown", "touchCancel"])
    }

    @Test("a slider keeps a swipe along its track that starts on the thumb; a swipe beside the thumb is the recognizer's (§6)")
    func sliderKeepsSwipeOnThumb() {
        let slider = stage.add(Slider(frame: Rect(x: 50, y: 100, width: 300, height: 30)))
        slider.value = 0.5
        let swipe = SwipeGestureRecognizer()
        stage.watch(swipe)
        stage.driver.swipe(from: stage.driver.center(of: slider), direction: .right, distance: 100)
        #expect(stage.transcript(of: swipe) == ["failed"])
        #expect(slider.value > 0.75)
        stage.driver.swipe(from: Point(x: 60, y: 115), direction: .right, distance: 100)
        #expect(stage.transcript(of: swipe) == ["failed", "ended"])
    }

    @Test("a switch keeps a pan along the track that starts on its thumb; a vertical pan is the recognizer's (§6)")
    func switchKeepsPanOnThumb() {
        let toggle = stage.add(Switch(frame: Rect(x: 100, y: 100, width: 0, height: 0)))
        let pan = PanGestureRecognizer()
        stage.watch(pan)
        let thumb = Point(x: 115, y: 115)
        stage.driver.drag(from: thumb, to: thumb.offsetBy(dx: 40, dy: 0), steps: 8)
        #expect(stage.transcript(of: pan) == ["failed"])
        #expect(toggle.isOn)
        stage.driver.drag(from: Point(x: 140, y: 115), to: Point(x: 140, y: 215), steps: 8)
        #expect(stage.transcript(of: pan).dropFirst().first == "began")
        #expect(stage.transcript(of: toggle).last == "touchCancel")
    }
}

import Testing
@testable import ControlKit

/// A view recording the touch sets its `touches…` methods are given.
private final class TouchSetRecorder: View {
    var sets: [(phase: String, touches: Set<Touch>)] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: InputEvent?) { sets.append(("began", touches)) }
    override func touchesMoved(_ touches: Set<Touch>, with event: InputEvent?) { sets.append(("moved", touches)) }
    override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent?) { sets.append(("ended", touches)) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: InputEvent?) { sets.append(("cancelled", touches)) }
}

@Suite("Delivering an event of one touch")
struct OneTouchDeliveryTests {
    private let application = Application()
    private let window: Window
    private let view = TouchSetRecorder(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    private let driver: TouchDriver

    init() {
        window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(view)
        driver = TouchDriver(window: window)
    }

    @Test("each phase of a one-finger drag hands the view a set of exactly that touch (uikit-rules §2.1.5: a view gets its touches of the phase)")
    func everyPhaseGetsTheOneTouch() {
        let first = driver.begin(at: Point(x: 10, y: 10))
        driver.move(first, to: Point(x: 20, y: 10))
        driver.move(first, to: Point(x: 30, y: 10))
        driver.end(first)
        let second = driver.begin(at: Point(x: 50, y: 50))
        driver.move(second, to: Point(x: 60, y: 50))
        driver.end(second)
        #expect(view.sets.map(\.phase) == ["began", "moved", "moved", "ended", "began", "moved", "ended"])
        #expect(view.sets.prefix(4).allSatisfy { $0.touches.count == 1 && $0.touches.first === first })
        #expect(view.sets.suffix(3).allSatisfy { $0.touches.count == 1 && $0.touches.first === second })
    }
}

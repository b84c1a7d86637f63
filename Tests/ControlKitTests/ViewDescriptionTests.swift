import Testing
@testable import ControlKit

/// Descriptions for the REPL and traces (issue 4: "each control reports its properties for display").
@Suite("View and Control descriptions")
struct ViewDescriptionTests {
    @Test("a plain view shows its frame, then only what differs from the defaults")
    func view() {
        let view = View(frame: Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(view.description == "View(frame: (1, 2, 3×4))")
        view.tag = 7
        view.alpha = 0.5
        view.isHidden = true
        view.isUserInteractionEnabled = false
        #expect(view.description == "View(frame: (1, 2, 3×4), tag: 7, isHidden: true, alpha: 0.5, isUserInteractionEnabled: false)")
    }

    @Test("a control adds its state when not normal and isTracking while a touch is tracked")
    func control() {
        let stage = Stage()
        #expect(stage.control.description == "ProbeControl(frame: (300, 300, 100×50))")
        let touch = stage.driver.begin(at: stage.center)
        #expect(stage.control.description == "ProbeControl(frame: (300, 300, 100×50), state: highlighted, isTracking: true)")
        stage.driver.end(touch)
        stage.control.isEnabled = false
        stage.control.isSelected = true
        #expect(stage.control.description == "ProbeControl(frame: (300, 300, 100×50), state: disabled|selected)")
    }
}
